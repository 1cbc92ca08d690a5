import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isRuleViolation, seedRandom } from '../engine/index.ts';
import {
  RULE,
  SAMPLE_FACTIONS,
  decideLoadout,
  evolveLoadout,
  initialLoadout,
  legalLoadoutCommands,
  munitionSplits,
  squadronTrios,
  tossForInitiative,
  validateFactions,
  type LoadoutCommand,
  type LoadoutEvent,
  type LoadoutState,
} from './index.ts';

function play(state: LoadoutState, ...commands: LoadoutCommand[]): LoadoutState {
  let current = state;
  for (const command of commands) for (const event of decideLoadout(current, command)) current = evolveLoadout(current, event);
  return current;
}

function refusal(state: LoadoutState, command: LoadoutCommand): string {
  try {
    decideLoadout(state, command);
  } catch (error) {
    if (isRuleViolation(error)) return error.rule;
    throw error;
  }
  return 'accepted';
}

const fresh = (): LoadoutState => initialLoadout(SAMPLE_FACTIONS, 'lamais');

/** Both ships complete, Lamais with initiative. */
function drafted(): LoadoutState {
  return play(
    fresh(),
    { type: 'pick', player: 'lamais', slot: 'main', card: 'lamais-mass-driver' },
    { type: 'pick', player: 'fpa', slot: 'broadside', card: 'fpa-torpedo-tubes' },
    { type: 'pick', player: 'lamais', slot: 'squadrons', squadrons: ['lamais-lancers', 'lamais-wasps', 'lamais-wardens'] },
    { type: 'pick', player: 'fpa', slot: 'main', card: 'fpa-rail-cannon' },
    { type: 'pick', player: 'lamais', slot: 'broadside', card: 'lamais-flak-decks' },
    { type: 'pick', player: 'fpa', slot: 'squadrons', squadrons: ['fpa-bombers', 'fpa-strikers', 'fpa-darts'] },
    { type: 'pick', player: 'lamais', slot: 'bay', card: 'lamais-hangar' },
    { type: 'pick', player: 'fpa', slot: 'bay', card: 'fpa-launch-rails' },
    { type: 'pick', player: 'lamais', slot: 'point-defence', card: 'lamais-flak-screen' },
    { type: 'pick', player: 'fpa', slot: 'point-defence', card: 'fpa-interceptor-grid' },
  );
}

describe('star-eater/loadout.kit', () => {
  it('gives each sample faction two mains, two broadsides, two bays, three point defences, one special and five squadrons', () => {
    for (const faction of SAMPLE_FACTIONS) {
      const count = (kind: string): number => faction.components.filter((card) => card.kind === kind).length;
      assert.deepEqual([count('main'), count('broadside'), count('bay'), count('point-defence'), count('special')], [2, 2, 2, 3, 1], faction.id);
      assert.equal(faction.squadrons.length, 5);
    }
    assert.deepEqual(validateFactions(structuredClone(SAMPLE_FACTIONS)), SAMPLE_FACTIONS);
  });

  it('refuses a designer kit with the field named', () => {
    const kit = (): unknown[] => structuredClone(SAMPLE_FACTIONS) as unknown[];
    const fieldOf = (value: unknown): string => {
      try {
        validateFactions(value);
      } catch (error) {
        if (isRuleViolation(error)) {
          assert.equal(error.rule, RULE.kit);
          return error.field ?? '';
        }
        throw error;
      }
      return 'accepted';
    };
    const broken = kit() as { armour: Record<string, unknown>; components: { weapon?: Record<string, unknown>; kind: string }[]; squadrons: { heavy: boolean }[] }[];
    const [lamais] = broken;
    assert.ok(lamais);
    lamais.armour.bow = -1;
    assert.equal(fieldOf(broken), 'factions[0].armour.bow');

    const noSpeed = kit() as typeof broken;
    delete noSpeed[0]?.components[0]?.weapon?.speed;
    assert.equal(fieldOf(noSpeed), 'factions[0].components[0].weapon.speed');

    const allHeavy = kit() as typeof broken;
    for (const squadron of allHeavy[1]?.squadrons ?? []) squadron.heavy = true;
    assert.equal(fieldOf(allHeavy), 'factions[1].squadrons');

    assert.equal(fieldOf([SAMPLE_FACTIONS[0], SAMPLE_FACTIONS[0]]), 'factions');
    assert.equal(fieldOf([SAMPLE_FACTIONS[0]]), 'factions');
    assert.equal(fieldOf({ lamais: 1 }), 'factions');
  });
});

describe('star-eater/loadout.initiative', () => {
  it('tosses evenly between the two players, from the seed', () => {
    const wins = { lamais: 0, fpa: 0 };
    for (let seed = 0; seed < 400; seed++) {
      const toss = tossForInitiative(seedRandom(seed), ['lamais', 'fpa']);
      assert.equal(toss.rule, RULE.loadoutInitiative);
      wins[toss.value as 'lamais' | 'fpa'] += 1;
    }
    assert.ok(wins.lamais > 150 && wins.fpa > 150, JSON.stringify(wins));
    assert.deepEqual(tossForInitiative(seedRandom(9), ['lamais', 'fpa']), tossForInitiative(seedRandom(9), ['lamais', 'fpa']));
  });

  it('lets the winner pick first', () => {
    assert.equal(fresh().toAct, 'lamais');
    assert.equal(initialLoadout(SAMPLE_FACTIONS, 'fpa').toAct, 'fpa');
  });
});

describe('star-eater/loadout.draft', () => {
  it('alternates picks until both ships have five components, then moves to the swap', () => {
    const state = drafted();
    assert.equal(state.stage, 'swap');
    assert.equal(state.toAct, 'lamais');
    assert.deepEqual(state.loadouts.lamais, {
      main: 'lamais-mass-driver',
      squadrons: ['lamais-lancers', 'lamais-wasps', 'lamais-wardens'],
      broadside: 'lamais-flak-decks',
      bay: 'lamais-hangar',
      'point-defence': 'lamais-flak-screen',
    });
  });

  it("refuses a pick out of turn, from the other faction's kit, into the wrong or a filled slot", () => {
    const afterOne = play(fresh(), { type: 'pick', player: 'lamais', slot: 'main', card: 'lamais-lance' });
    assert.equal(refusal(afterOne, { type: 'pick', player: 'lamais', slot: 'bay', card: 'lamais-hangar' }), RULE.loadoutDraft);
    assert.equal(refusal(afterOne, { type: 'pick', player: 'fpa', slot: 'main', card: 'lamais-mass-driver' }), RULE.loadoutDraft);
    assert.equal(refusal(afterOne, { type: 'pick', player: 'fpa', slot: 'bay', card: 'fpa-rail-cannon' }), RULE.loadoutDraft);
    const fpaMain = play(afterOne, { type: 'pick', player: 'fpa', slot: 'main', card: 'fpa-rail-cannon' });
    assert.equal(refusal(fpaMain, { type: 'pick', player: 'lamais', slot: 'main', card: 'lamais-mass-driver' }), RULE.loadoutDraft);
    assert.equal(refusal(fresh(), { type: 'pick', player: 'pirates', slot: 'main', card: 'lamais-lance' }), RULE.loadoutDraft);
    assert.equal(refusal(fresh(), { type: 'pick', player: 'lamais', slot: 'special', card: 'lamais-reactive-plating' } as unknown as LoadoutCommand), RULE.loadoutDraft);
  });
});

describe('star-eater/loadout.squadrons', () => {
  it('takes three different squadrons at once, never three heavies', () => {
    const pick = (squadrons: string[]): string => refusal(fresh(), { type: 'pick', player: 'lamais', slot: 'squadrons', squadrons });
    assert.equal(pick(['lamais-lancers', 'lamais-maulers', 'lamais-wasps']), 'accepted');
    assert.equal(pick(['lamais-lancers', 'lamais-maulers']), RULE.loadoutSquadrons);
    assert.equal(pick(['lamais-wasps', 'lamais-wasps', 'lamais-hornets']), RULE.loadoutSquadrons);
    const heavies = structuredClone(SAMPLE_FACTIONS).map((faction) => ({ ...faction, squadrons: faction.squadrons.map((squadron, index) => ({ ...squadron, heavy: index < 3 })) }));
    assert.equal(
      refusal(initialLoadout(heavies, 'lamais'), { type: 'pick', player: 'lamais', slot: 'squadrons', squadrons: ['lamais-lancers', 'lamais-maulers', 'lamais-wasps'] }),
      RULE.loadoutSquadrons,
    );
  });

  it('offers every trio with a squadron that is not heavy: all 10 of the sample Lamais, who have two heavies', () => {
    const [lamais] = SAMPLE_FACTIONS;
    assert.ok(lamais);
    assert.equal(squadronTrios(lamais).length, 10);
  });
});

describe('star-eater/loadout.swap', () => {
  it('lets the second player swap only after the first did', () => {
    const declined = play(drafted(), { type: 'keep', player: 'lamais' });
    assert.equal(declined.stage, 'munitions');
    assert.equal(declined.toAct, 'lamais');

    const swapped = play(drafted(), { type: 'swap', player: 'lamais', slot: 'main', card: 'lamais-lance' });
    assert.equal(swapped.loadouts.lamais?.main, 'lamais-lance');
    assert.equal(swapped.toAct, 'fpa');
    const both = play(swapped, { type: 'swap', player: 'fpa', slot: 'squadrons', squadrons: ['fpa-darts', 'fpa-guardians', 'fpa-scouts'] });
    assert.deepEqual(both.loadouts.fpa?.squadrons, ['fpa-darts', 'fpa-guardians', 'fpa-scouts']);
    assert.equal(both.stage, 'munitions');
  });

  it('refuses a swap to the same card, a second swap, or one in the draft', () => {
    assert.equal(refusal(drafted(), { type: 'swap', player: 'lamais', slot: 'main', card: 'lamais-mass-driver' }), RULE.loadoutSwap);
    assert.equal(refusal(drafted(), { type: 'swap', player: 'lamais', slot: 'squadrons', squadrons: ['lamais-wardens', 'lamais-lancers', 'lamais-wasps'] }), RULE.loadoutSwap);
    assert.equal(refusal(drafted(), { type: 'keep', player: 'fpa' }), RULE.loadoutSwap);
    assert.equal(refusal(fresh(), { type: 'keep', player: 'lamais' }), RULE.loadoutSwap);
  });
});

describe('star-eater/loadout.munitions', () => {
  const arming = (): LoadoutState => play(drafted(), { type: 'keep', player: 'lamais' });

  it('loads exactly four munitions within each capacity, initiative first, and ends the loadout', () => {
    const done = play(
      arming(),
      { type: 'arm', player: 'lamais', munitions: { 'lamais-lancers': 2, 'lamais-wasps': 2 } },
      { type: 'arm', player: 'fpa', munitions: { 'fpa-bombers': 1, 'fpa-strikers': 2, 'fpa-darts': 1 } },
    );
    assert.equal(done.stage, 'done');
    assert.equal(done.toAct, null);
    assert.deepEqual(done.munitions.lamais, { 'lamais-lancers': 2, 'lamais-wasps': 2, 'lamais-wardens': 0 });
  });

  it('refuses too few, too many, over capacity, or a squadron not flown', () => {
    assert.equal(refusal(arming(), { type: 'arm', player: 'lamais', munitions: { 'lamais-lancers': 2 } }), RULE.loadoutMunitions);
    assert.equal(refusal(arming(), { type: 'arm', player: 'lamais', munitions: { 'lamais-lancers': 3, 'lamais-wasps': 1 } }), RULE.loadoutMunitions);
    assert.equal(refusal(arming(), { type: 'arm', player: 'lamais', munitions: { 'lamais-hornets': 2, 'lamais-wasps': 2 } }), RULE.loadoutMunitions);
    assert.equal(refusal(arming(), { type: 'arm', player: 'lamais', munitions: { 'lamais-wasps': 1.5, 'lamais-wardens': 2.5 } }), RULE.loadoutMunitions);
    assert.equal(refusal(arming(), { type: 'arm', player: 'fpa', munitions: { 'fpa-strikers': 2, 'fpa-darts': 2 } }), RULE.loadoutMunitions);
  });

  it('fills the squadrons when they hold fewer than four', () => {
    const [, fpa] = SAMPLE_FACTIONS;
    assert.ok(fpa);
    const small = fpa.squadrons.filter((squadron) => ['fpa-bombers', 'fpa-scouts'].includes(squadron.id));
    assert.deepEqual(munitionSplits(small), [{ 'fpa-bombers': 1, 'fpa-scouts': 1 }]);
  });
});

describe('loadout properties', () => {
  it('ends every random legal loadout in the same state as replaying its events, each legal command accepted', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), fc.constantFrom('lamais', 'fpa'), (choices, first) => {
        let state = initialLoadout(SAMPLE_FACTIONS, first);
        const events: LoadoutEvent[] = [];
        for (const choice of choices) {
          const legal = legalLoadoutCommands(state);
          if (legal.length === 0) break;
          const command = legal[choice % legal.length];
          assert.ok(command);
          for (const event of decideLoadout(state, command)) {
            events.push(event);
            state = evolveLoadout(state, event);
          }
        }
        assert.equal(state.stage, 'done');
        assert.deepEqual(events.reduce(evolveLoadout, initialLoadout(SAMPLE_FACTIONS, first)), state);
        for (const player of ['lamais', 'fpa']) {
          const loadout = state.loadouts[player];
          assert.equal(Object.keys(loadout ?? {}).length, 5);
          assert.equal(Object.values(state.munitions[player] ?? {}).reduce((sum, count) => sum + count, 0), 4);
        }
      }),
      { numRuns: 60 },
    );
  });
});
