import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HIDDEN, isRuleViolation } from '../../engine/index.ts';
import { RULE } from '../rule-ids.ts';
import { RESTORED_ARMOUR } from '../factions.ts';
import { hexAt } from '../board.ts';
import { stepHex } from '../hex.ts';
import { CARD_SLOTS, bayHexes, cardComponent, fitted, restoredArmour, shipHull } from './queries.ts';
import type { Dir, Hex } from '../hex.ts';
import { COMMITMENT_CARDS, type Order, type ShipState, type StarEaterCommand, type StarEaterEvent, type StarEaterState } from './model.ts';
import { ruleset } from './ruleset.ts';
import { view } from './view.ts';

const LOADOUTS = {
  lamais: {
    loadout: { main: 'lamais-lance', broadside: 'lamais-flak-decks', bay: 'lamais-hangar', 'point-defence': 'lamais-tracking-guns', squadrons: ['lamais-lancers', 'lamais-wasps', 'lamais-wardens'] },
    munitions: { 'lamais-lancers': 2, 'lamais-wasps': 2 },
  },
  fpa: {
    loadout: { main: 'fpa-rail-cannon', broadside: 'fpa-torpedo-tubes', bay: 'fpa-launch-rails', 'point-defence': 'fpa-interceptor-grid', squadrons: ['fpa-bombers', 'fpa-strikers', 'fpa-darts'] },
    munitions: { 'fpa-bombers': 1, 'fpa-strikers': 2, 'fpa-darts': 1 },
  },
};

function battle(roundLimit?: number): StarEaterState {
  return ruleset.initialState({ seed: 4, initiative: 'lamais', loadouts: LOADOUTS, ...(roundLimit === undefined ? {} : { roundLimit }) });
}

function play(state: StarEaterState, ...commands: StarEaterCommand[]): { state: StarEaterState; events: StarEaterEvent[] } {
  let current = state;
  const events: StarEaterEvent[] = [];
  for (const command of commands) {
    for (const event of ruleset.decide(current, command)) {
      events.push(event);
      current = ruleset.evolve(current, event);
    }
  }
  return { state: current, events };
}

function orders(lamais: Order, fpa: Order): StarEaterCommand[] {
  return [
    { type: 'commit', player: 'lamais', ...lamais },
    { type: 'commit', player: 'fpa', ...fpa },
  ];
}

const QUIET: Order = { engine: 'none', cards: ['vent-coolant', 'special'] };

function refusal(state: StarEaterState, command: StarEaterCommand): string {
  try {
    ruleset.decide(state, command);
  } catch (error) {
    if (isRuleViolation(error)) return error.rule;
    throw error;
  }
  return 'accepted';
}

function shipOf(state: StarEaterState, player: string): ShipState {
  const ship = state.ships[player];
  if (ship === undefined) throw new Error(`no ship ${player}`);
  return ship;
}

/** The battle with the ships placed by hand (a staged position, as presets do). */
function staged(lamais: { at: Hex; facing: Dir }, fpa: { at: Hex; facing: Dir }, change: (state: StarEaterState) => StarEaterState = (state) => state): StarEaterState {
  const state = battle();
  const ships = { ...state.ships };
  ships.lamais = { ...shipOf(state, 'lamais'), pose: lamais };
  ships.fpa = { ...shipOf(state, 'fpa'), pose: fpa };
  return change({ ...state, ships });
}

const types = (events: StarEaterEvent[]): string[] => events.map((event) => event.type);

describe('star-eater/round.commit', () => {
  it('takes an engine setting and two different cards from each player, secretly, then reveals both', () => {
    const start = battle();
    assert.equal(start.phase, 'commit');
    assert.deepEqual(ruleset.toAct(start), ['lamais', 'fpa']);
    assert.equal(refusal(start, { type: 'commit', player: 'lamais', engine: 0, cards: ['launch', 'launch'] }), RULE.commitOrders);
    assert.equal(refusal(start, { type: 'commit', player: 'lamais', engine: 0, cards: ['launch'] }), RULE.commitOrders);
    assert.equal(refusal(start, { type: 'commit', player: 'lamais', engine: 0, cards: ['launch', 'retreat' as 'launch'] }), RULE.commitOrders);
    assert.equal(refusal(start, { type: 'commit', player: 'lamais', engine: 7 as Dir, cards: ['launch', 'special'] }), RULE.momentumEngine);
    const one = play(start, { type: 'commit', player: 'lamais', engine: 'double', cards: ['fire-main', 'launch'] }).state;
    const seen = view(one, 'fpa').prompt;
    assert.equal(seen?.kind === 'commit-reveal' ? seen.commitments.lamais : null, HIDDEN, "the FPA cannot see Lamais' order");
    assert.equal(refusal(one, { type: 'commit', player: 'lamais', engine: 0, cards: ['launch', 'special'] }), 'engine/commit.already-committed');
    const both = play(one, { type: 'commit', player: 'fpa', ...QUIET });
    assert.ok(types(both.events).includes('orders-revealed'));
    assert.deepEqual(both.state.orders?.lamais, { engine: 'double', cards: ['fire-main', 'launch'] });
  });
});

describe('star-eater/round.phases', () => {
  it('plays a quiet round through momentum, actions, fighters, weapons and clean-up to the next orders', () => {
    const { state, events } = play(battle(), ...orders(QUIET, QUIET));
    const phases = events.flatMap((event) => (event.type === 'phase-began' ? [event.phase] : []));
    assert.deepEqual(phases, ['action', 'fighter', 'weapons']);
    assert.ok(types(events).indexOf('thrust-applied') < types(events).indexOf('phase-began'));
    assert.equal(events.filter((event) => event.type === 'card-ignored').length, 4, 'nothing to vent, nothing for the specials');
    assert.equal(state.round, 2);
    assert.equal(state.phase, 'commit');
  });
});

describe('star-eater/round.initiative', () => {
  it('passes the initiative at every clean-up', () => {
    const afterOne = play(battle(), ...orders(QUIET, QUIET)).state;
    assert.equal(afterOne.initiative, 'fpa');
    assert.equal(play(afterOne, ...orders(QUIET, QUIET)).state.initiative, 'lamais');
  });
});

describe('star-eater/round.limit', () => {
  it('ends the game on points at the limit: structure and armour left', () => {
    // Untouched, the FPA's 9 structure and 17 armour beat the Lamais' 10 and 15.
    const { state } = play(battle(1), ...orders(QUIET, QUIET));
    assert.deepEqual(state.outcome?.winners, ['fpa']);
    assert.equal(state.outcome.reason, 'The round limit (1) is reached: FPA has more structure and armour left.');
    assert.deepEqual(ruleset.legalCommands(state), []);
  });
});

describe('star-eater/action.fire', () => {
  it('fires the main weapon in the weapons phase: a laser beam ahead from the bow', () => {
    // Lamais facing N, the FPA five hexes ahead facing S: bow to bow, three hexes of space.
    const lamais = hexAt(6, 10);
    const state = staged({ at: lamais, facing: 0 }, { at: { q: lamais.q, r: lamais.r - 5 }, facing: 3 });
    const { state: after, events } = play(state, ...orders({ engine: 'none', cards: ['fire-main', 'vent-coolant'] }, QUIET));
    const laser = events.find((event) => event.type === 'laser-fired');
    assert.ok(laser?.type === 'laser-fired');
    assert.equal(laser.path.length, 3);
    assert.equal(after.ships.fpa?.armour.bow, 5 - 3);
    assert.equal(after.ships.lamais?.cooldowns['lamais-lance'], 3, 'the laser takes its cooldown at clean-up');
  });

  it('ignores a direct-fire card with nothing to aim at, and the weapon takes no cooldown (star-eater/weapons.cooldown)', () => {
    const guns = { ...LOADOUTS.lamais, loadout: { ...LOADOUTS.lamais.loadout, broadside: 'lamais-gun-decks' } };
    const start = ruleset.initialState({ seed: 4, initiative: 'lamais', loadouts: { ...LOADOUTS, lamais: guns } });
    const ships = { ...start.ships, lamais: { ...shipOf(start, 'lamais'), pose: { at: hexAt(2, 12), facing: 0 as const } }, fpa: { ...shipOf(start, 'fpa'), pose: { at: hexAt(10, 1), facing: 3 as const } } };
    const { state: after, events } = play({ ...start, ships }, ...orders({ engine: 'none', cards: ['port-broadside', 'vent-coolant'] }, QUIET));
    assert.ok(events.some((event) => event.type === 'card-ignored' && event.rule === RULE.arcRange && event.card === 'port-broadside'));
    assert.ok(!events.some((event) => event.type === 'component-used' && event.card === 'lamais-gun-decks'));
    assert.equal(after.ships.lamais?.cooldowns['lamais-gun-decks'], undefined);
  });

  it('ignores a fire card while the weapon cools down', () => {
    const state = staged({ at: hexAt(6, 10), facing: 0 }, { at: hexAt(6, 3), facing: 3 }, (staging) => ({ ...staging, ships: { ...staging.ships, lamais: { ...shipOf(staging, 'lamais'), cooldowns: { 'lamais-lance': 2 } } } }));
    const { events } = play(state, ...orders({ engine: 'none', cards: ['fire-main', 'special'] }, QUIET));
    assert.ok(events.some((event) => event.type === 'card-ignored' && event.rule === RULE.cooldown && event.card === 'fire-main'));
    assert.ok(!events.some((event) => event.type === 'laser-fired'));
  });
});

describe('star-eater/destroyed in the weapons phase', () => {
  it('ends the game at the weapon step that destroys a warship: a torpedo still to fly cannot make it a draw', () => {
    // Both warships without armour and on their last structure point, bow to bow; the Lamais fires her
    // Mass Driver (projectiles fly before torpedoes), and an FPA torpedo waits just astern of her.
    const driver = { ...LOADOUTS.lamais, loadout: { ...LOADOUTS.lamais.loadout, main: 'lamais-mass-driver' } };
    const start = ruleset.initialState({ seed: 4, initiative: 'lamais', loadouts: { ...LOADOUTS, lamais: driver } });
    const lamaisAt = hexAt(6, 10);
    const bare = (ship: ShipState, pose: { at: Hex; facing: Dir }): ShipState => ({ ...ship, pose, structure: 1, armour: Object.fromEntries(Object.keys(ship.armour).map((section) => [section, 0])) });
    const ships = { ...start.ships, lamais: bare(shipOf(start, 'lamais'), { at: lamaisAt, facing: 0 }), fpa: bare(shipOf(start, 'fpa'), { at: { q: lamaisAt.q, r: lamaisAt.r - 5 }, facing: 3 }) };
    const staging = { ...start, ships };
    const stern = shipHull(staging, 'lamais').reduce((south, hull) => (hull.hex.r > south.hex.r ? hull : south));
    const torpedo = { id: 't1', owner: 'fpa', source: 'fpa-torpedo-tubes', kind: 'torpedo' as const, at: stepHex(stern.hex, 3), facing: 0 as const, speed: 2, damage: 3 };
    const { state: after, events } = play({ ...staging, tokens: [torpedo], tokenCount: 1 }, ...orders({ engine: 'none', cards: ['fire-main', 'vent-coolant'] }, QUIET));
    assert.deepEqual(after.outcome?.winners, ['lamais'], after.outcome?.reason);
    assert.ok(!events.some((event) => event.type === 'token-moved' && event.token === 't1'), 'the torpedo never flew');
  });
});

describe('star-eater/weapons.order', () => {
  it('fires lasers before projectiles, whoever holds the initiative', () => {
    const lamais = hexAt(6, 10);
    const state = staged({ at: lamais, facing: 0 }, { at: { q: lamais.q, r: lamais.r - 5 }, facing: 3 }, (staging) => ({ ...staging, initiative: 'fpa' }));
    const { events } = play(state, ...orders({ engine: 'none', cards: ['fire-main', 'vent-coolant'] }, { engine: 'none', cards: ['fire-main', 'vent-coolant'] }));
    const laser = types(events).indexOf('laser-fired');
    const projectile = events.findIndex((event) => event.type === 'token-launched');
    assert.ok(laser >= 0 && projectile > laser, 'the Lamais laser before the FPA rail cannon');
  });
});

describe('star-eater/weapons.supply', () => {
  it('ignores a token weapon with every token out', () => {
    const state = staged({ at: hexAt(6, 10), facing: 0 }, { at: hexAt(6, 3), facing: 3 }, (staging) => ({ ...staging, ships: { ...staging.ships, fpa: { ...shipOf(staging, 'fpa'), tokensOut: { 'fpa-rail-cannon': 3 } } } }));
    const { events } = play(state, ...orders(QUIET, { engine: 'none', cards: ['fire-main', 'vent-coolant'] }));
    assert.ok(events.some((event) => event.type === 'card-ignored' && event.rule === RULE.tokenSupply));
    assert.ok(!events.some((event) => event.type === 'token-launched'));
  });

  // Issue 22, point 5 (6.5: "first any tokens which are on the board should be updated, then any
  // weapons of that class which were fired"; 7.2: wait until tokens "return to them in order to re-fire").
  it('fires again a weapon whose every token is out when one comes home this round: the tokens on the board move first', () => {
    const leaving = (id: string, at: Hex): StarEaterState['tokens'][number] => ({ id, owner: 'fpa', source: 'fpa-rail-cannon', kind: 'projectile', at, facing: 0, speed: 5, damage: 4 });
    const state = staged({ at: hexAt(10, 12), facing: 0 }, { at: hexAt(6, 6), facing: 3 }, (staging) => ({
      ...staging,
      tokens: [leaving('t1', hexAt(0, 2)), leaving('t2', hexAt(1, 1)), leaving('t3', hexAt(12, 3))],
      tokenCount: 3,
      ships: { ...staging.ships, fpa: { ...shipOf(staging, 'fpa'), tokensOut: { 'fpa-rail-cannon': 3 } } },
    }));
    const { state: after, events } = play(state, ...orders(QUIET, { engine: 'none', cards: ['fire-main', 'vent-coolant'] }));
    assert.ok(!events.some((event) => event.type === 'card-ignored' && event.rule === RULE.tokenSupply), 'not refused for want of a token');
    const homeAt = events.findIndex((event) => event.type === 'token-moved' && event.outcome === 'off-board');
    const launchedAt = events.findIndex((event) => event.type === 'token-launched');
    assert.ok(homeAt >= 0 && launchedAt > homeAt, 'the old token left the board before the new one was launched');
    assert.deepEqual(after.tokens.map((token) => token.id), ['t4']);
    assert.equal(shipOf(after, 'fpa').tokensOut['fpa-rail-cannon'], 1);
  });
});

describe('star-eater/projectile.collision', () => {
  it('judges collisions once every projectile has moved, the old ones and the new alike', () => {
    // A Lamais projectile already out flies north up column 6; the FPA rail cannon, fired this
    // round from a ship facing south on the same column, flies straight at it.
    const old = { id: 't1', owner: 'lamais', source: 'lamais-flak-decks', kind: 'projectile' as const, at: hexAt(6, 14), facing: 0 as const, speed: 6, damage: 1 };
    const state = staged({ at: hexAt(11, 13), facing: 0 }, { at: hexAt(6, 3), facing: 3 }, (staging) => ({
      ...staging,
      tokens: [old],
      tokenCount: 1,
      ships: { ...staging.ships, lamais: { ...shipOf(staging, 'lamais'), tokensOut: { 'lamais-flak-decks': 1 } } },
    }));
    const { state: after, events } = play(state, ...orders(QUIET, { engine: 'none', cards: ['fire-main', 'vent-coolant'] }));
    const moved = events.filter((event) => event.type === 'token-moved');
    assert.deepEqual(
      moved.map((event) => [event.token, event.outcome, event.rule]),
      [
        ['t1', 'collided', RULE.projectileCollision],
        ['t2', 'collided', RULE.projectileCollision],
      ],
    );
    assert.deepEqual(after.tokens, []);
    assert.deepEqual([shipOf(after, 'lamais').tokensOut['lamais-flak-decks'], shipOf(after, 'fpa').tokensOut['fpa-rail-cannon']], [0, 0]);
  });
});

describe('star-eater/action.maintenance', () => {
  it('loads two munitions within capacity, or repairs a destroyed squadron', () => {
    const asked = play(battle(), ...orders({ engine: 'none', cards: ['maintenance', 'vent-coolant'] }, QUIET)).state;
    assert.equal(asked.prompt?.kind === 'choice' ? asked.prompt.id : '', 'maintain');
    assert.equal(refusal(asked, { type: 'maintain', player: 'lamais', munitions: { 'lamais-lancers': 1, 'lamais-wardens': 1 } }), RULE.maintenance, 'the Lancers are full');
    assert.equal(refusal(asked, { type: 'maintain', player: 'lamais', munitions: { 'lamais-wardens': 1 } }), RULE.maintenance, 'two, not one');
    const done = play(asked, { type: 'maintain', player: 'lamais', munitions: { 'lamais-wardens': 2 } }).state;
    assert.equal(done.squadrons.find((squadron) => squadron.id === 'lamais-wardens')?.munitions, 2);
    assert.equal(done.round, 2);
  });
});

describe('star-eater/action.special', () => {
  it('spends a power token: Reactive Plating restores armour, never above the start', () => {
    const state = staged({ at: hexAt(6, 13), facing: 0 }, { at: hexAt(6, 3), facing: 3 }, (staging) => ({ ...staging, ships: { ...staging.ships, lamais: { ...shipOf(staging, 'lamais'), armour: { ...shipOf(staging, 'lamais').armour, bow: 3 } } } }));
    const asked = play(state, ...orders({ engine: 'none', cards: ['special', 'vent-coolant'] }, QUIET)).state;
    assert.equal(refusal(asked, { type: 'special', player: 'lamais', section: 'stern' }), RULE.special, 'the stern has lost nothing');
    const done = play(asked, { type: 'special', player: 'lamais', section: 'bow' }).state;
    assert.equal(done.ships.lamais?.armour.bow, 4);
    assert.equal(done.ships.lamais.power, 3);
  });
});

describe('star-eater/action.defence-stations', () => {
  it('fires the point defence at an enemy squadron in range, or holds fire', () => {
    const lamais = hexAt(6, 10);
    const squadronAt = { q: lamais.q + 2, r: lamais.r };
    const state = staged({ at: lamais, facing: 0 }, { at: hexAt(6, 3), facing: 3 }, (staging) => ({
      ...staging,
      squadrons: staging.squadrons.map((squadron) => (squadron.id === 'fpa-darts' ? { ...squadron, where: 'flying', pose: { at: squadronAt, facing: 0 } } : squadron)),
    }));
    const asked = play(state, ...orders({ engine: 'none', cards: ['defence-stations', 'vent-coolant'] }, QUIET)).state;
    assert.equal(asked.prompt?.kind === 'choice' ? asked.prompt.id : '', 'defend');
    assert.ok(ruleset.legalCommands(asked).some((command) => command.type === 'defend' && command.target !== null));
    const { events } = play(asked, { type: 'defend', player: 'lamais', target: squadronAt });
    assert.ok(events.some((event) => event.type === 'dice-rolled'));
    const held = play(asked, { type: 'defend', player: 'lamais', target: null }).state;
    assert.deepEqual([held.prompt, held.phase], [null, 'fighter'], 'holding fire ends the card; the Darts may fly');
  });
});

describe('star-eater/fighter.activation', () => {
  it('starts with the initiative player, who launches; a player with nothing to activate passes at once', () => {
    const launched = play(battle(), ...orders({ engine: 'none', cards: ['launch', 'vent-coolant'] }, { engine: 'none', cards: ['launch', 'vent-coolant'] })).state;
    assert.equal(launched.phase, 'fighter');
    assert.deepEqual(ruleset.toAct(launched), ['lamais']);
    const fly = ruleset.legalCommands(launched).find((command) => command.type === 'fly' && command.path.length === 0 && command.act === undefined && command.recall !== true);
    assert.ok(fly?.type === 'fly');
    const afterLamais = play(launched, fly).state;
    assert.deepEqual(ruleset.toAct(afterLamais), ['fpa']);
    assert.equal(refusal(afterLamais, fly), RULE.fighterActivation, 'not her turn');
    // The FPA passes; Lamais has nothing left to activate (one launch a card), so the phase ends.
    assert.equal(play(afterLamais, { type: 'pass', player: 'fpa' }).state.round, 2);
  });

  it('lets the other player go on alone once one has passed', () => {
    const lamais = hexAt(6, 10);
    const state = staged({ at: lamais, facing: 0 }, { at: hexAt(6, 3), facing: 3 }, (staging) => ({
      ...staging,
      squadrons: staging.squadrons.map((squadron) =>
        squadron.id === 'lamais-lancers' ? { ...squadron, where: 'flying', pose: { at: { q: 3, r: 8 }, facing: 0 } } : squadron.id === 'fpa-darts' ? { ...squadron, where: 'flying', pose: { at: { q: 9, r: 2 }, facing: 3 } } : squadron,
      ),
    }));
    const fighters = play(state, ...orders(QUIET, QUIET)).state;
    assert.deepEqual(ruleset.toAct(fighters), ['lamais']);
    const passed = play(fighters, { type: 'pass', player: 'lamais' }).state;
    assert.deepEqual(ruleset.toAct(passed), ['fpa']);
    assert.equal(refusal(passed, { type: 'pass', player: 'lamais' }), RULE.fighterActivation, 'Lamais has passed');
    const stay = { type: 'fly' as const, player: 'fpa', squadron: 'fpa-darts', path: [] };
    assert.equal(play(passed, stay).state.round, 2, 'the Darts fly; nothing left, the round ends');
  });
});

describe('star-eater/direct-fire.aoe in the game', () => {
  it('lets an area weapon aim at an empty hex in arc and range: the blast rolls no dice; off the board is refused', () => {
    const siege = { ...LOADOUTS.fpa, loadout: { ...LOADOUTS.fpa.loadout, main: 'fpa-siege-battery' } };
    const start = ruleset.initialState({ seed: 4, initiative: 'lamais', loadouts: { ...LOADOUTS, fpa: siege } });
    let state = play(start, ...orders(QUIET, { engine: 'none', cards: ['fire-main', 'vent-coolant'] })).state;
    for (let step = 0; step < 20 && !(state.prompt?.kind === 'choice' && state.prompt.id === 'aim'); step++) {
      // Everyone holds back (passes, holds fire) until the Siege Battery aims.
      const legal = ruleset.legalCommands(state);
      const next = legal.find((command) => command.type === 'pass' || (command.type === 'defend' && command.target === null)) ?? legal[0];
      assert.ok(next, 'the round goes on to the aim');
      state = play(state, next).state;
    }
    assert.equal(state.prompt?.kind === 'choice' ? `${state.prompt.id} ${state.prompt.player}` : '', 'aim fpa');
    const empty = ruleset.legalCommands(state).map((command) => ({ command, events: play(state, command).events })).find(({ events }) => events.some((event) => event.type === 'dice-rolled' && event.rolls.length === 0));
    assert.ok(empty, 'some listed aim has nothing in its blast');
    assert.equal(refusal(state, { type: 'aim', player: 'fpa', target: { q: -30, r: 0 } }), RULE.arcRange);
    assert.equal(refusal(state, { type: 'aim', player: 'fpa' } as unknown as StarEaterCommand), RULE.target, 'an aim with no hex is refused, not a crash');
  });
});

describe('star-eater/fighter.recall', () => {
  /** Lamais's Wasps flying out of munitions beside her bay (her Hangar Deck resupplies), and the FPA's Darts likewise (its Launch Rails do not). */
  function emptyBesideTheBays(): StarEaterState {
    const lamais = hexAt(6, 10);
    const fpa = hexAt(6, 3);
    const state = staged({ at: lamais, facing: 0 }, { at: fpa, facing: 3 });
    const [lamaisBay] = bayHexes(state, 'lamais');
    const [fpaBay] = bayHexes(state, 'fpa');
    if (lamaisBay === undefined || fpaBay === undefined) throw new Error('no bay');
    return {
      ...state,
      squadrons: state.squadrons.map((squadron) =>
        squadron.id === 'lamais-wasps'
          ? { ...squadron, where: 'flying', munitions: 0, pose: { at: stepHex(lamaisBay, 3), facing: 0 } }
          : squadron.id === 'fpa-darts'
            ? { ...squadron, where: 'flying', munitions: 0, pose: { at: stepHex(fpaBay, 0), facing: 3 } }
            : squadron,
      ),
    };
  }

  it('lands an empty squadron with one munition when its ship\'s bay resupplies, and with none when it does not', () => {
    const fighters = play(emptyBesideTheBays(), ...orders(QUIET, QUIET)).state;
    const recall = (state: StarEaterState, squadron: string): StarEaterCommand => {
      const found = ruleset.legalCommands(state).find((command) => command.type === 'fly' && command.squadron === squadron && command.recall === true);
      assert.ok(found, `${squadron} can be recalled`);
      return found;
    };
    const wasps = play(fighters, recall(fighters, 'lamais-wasps'));
    assert.deepEqual(wasps.events.find((event) => event.type === 'squadron-recalled'), { type: 'squadron-recalled', rule: RULE.fighterRecall, player: 'lamais', squadron: 'lamais-wasps', munitions: 1 });
    assert.deepEqual(wasps.state.squadrons.find((squadron) => squadron.id === 'lamais-wasps')?.munitions, 1);
    const darts = play(wasps.state, recall(wasps.state, 'fpa-darts'));
    assert.equal(darts.state.squadrons.find((squadron) => squadron.id === 'fpa-darts')?.munitions, 0);
  });
});

// Issue 22, point 8 (3.3: a component "attracts" its cooldown tokens "after use"; 6.6 names the
// weapons fired): our reading is that a bay that launched is used, and takes its cooldown with them.
describe('star-eater/cooldown.tokens: fighter bays', () => {
  const LAUNCH: Order = { engine: 'none', cards: ['launch', 'vent-coolant'] };

  /** Plays `command`, then passes for whoever is to act until the fighter phase is over. */
  function thenPass(state: StarEaterState, command: StarEaterCommand): { state: StarEaterState; events: StarEaterEvent[] } {
    let { state: current, events } = play(state, command);
    for (let guard = 0; current.phase === 'fighter' && guard < 10; guard++) {
      const [player] = ruleset.toAct(current);
      assert.ok(player !== undefined);
      const next = play(current, { type: 'pass', player });
      current = next.state;
      events = [...events, ...next.events];
    }
    return { state: current, events };
  }

  function launchRound(state: StarEaterState): { state: StarEaterState; events: StarEaterEvent[] } {
    const fly = ruleset.legalCommands(state).find((command) => command.type === 'fly' && command.player === 'lamais' && command.launch !== undefined);
    assert.ok(fly, 'Lamais can launch');
    return thenPass(state, fly);
  }

  it('cools a bay that launched a squadron: its cooldown is on it after cleanup, and the next launch is ignored', () => {
    const first = launchRound(play(battle(), ...orders(LAUNCH, QUIET)).state);
    assert.ok(first.events.some((event) => event.type === 'component-used' && event.card === 'lamais-hangar' && event.rule === RULE.cooldown));
    assert.equal(first.state.round, 2);
    assert.deepEqual(shipOf(first.state, 'lamais').cooldowns, { 'lamais-hangar': 1 });
    const second = play(first.state, ...orders({ engine: 'none', cards: ['launch', 'fire-main'] }, QUIET));
    assert.ok(second.events.some((event) => event.type === 'card-ignored' && event.card === 'launch' && event.rule === RULE.cooldown));
    assert.equal(second.state.fighters?.launches.lamais, undefined);
  });

  it('leaves a bay that only recalled ready: a recall is free', () => {
    const lamais = hexAt(6, 10);
    const state = staged({ at: lamais, facing: 0 }, { at: hexAt(6, 3), facing: 3 });
    const [bay] = bayHexes(state, 'lamais');
    assert.ok(bay);
    const flying = { ...state, squadrons: state.squadrons.map((squadron) => (squadron.id === 'lamais-wasps' ? { ...squadron, where: 'flying' as const, pose: { at: stepHex(bay, 3), facing: 0 as const } } : squadron)) };
    const fighters = play(flying, ...orders(QUIET, QUIET)).state;
    const recall = ruleset.legalCommands(fighters).find((command) => command.type === 'fly' && command.squadron === 'lamais-wasps' && command.recall === true);
    assert.ok(recall);
    const after = thenPass(fighters, recall);
    assert.ok(after.events.some((event) => event.type === 'squadron-recalled'));
    assert.equal(after.state.round, 2);
    assert.deepEqual(shipOf(after.state, 'lamais').cooldowns, {});
  });
});

describe('star-eater/fighter.move, fighter.launch, fighter.action, fighter.recall: a fly command of the wrong shape', () => {
  it('is refused naming the field, never a crash, and changes nothing', () => {
    const launched = play(battle(), ...orders({ engine: 'none', cards: ['launch', 'vent-coolant'] }, { engine: 'none', cards: ['launch', 'vent-coolant'] })).state;
    const fly = ruleset.legalCommands(launched).find((command) => command.type === 'fly' && command.launch !== undefined);
    assert.ok(fly?.type === 'fly');
    const before = JSON.stringify(launched);
    const wrong = (change: Record<string, unknown>): StarEaterCommand => ({ ...fly, ...change });
    assert.equal(refusal(launched, wrong({ path: undefined })), RULE.fighterMove);
    assert.equal(refusal(launched, wrong({ path: [{ q: 1 }] })), RULE.fighterMove);
    assert.equal(refusal(launched, wrong({ launch: 'bay' })), RULE.fighterLaunch);
    assert.equal(refusal(launched, wrong({ act: 7 })), RULE.fighterAction);
    assert.equal(refusal(launched, wrong({ recall: 'yes' })), RULE.fighterRecall);
    assert.equal(JSON.stringify(launched), before);
  });
});

describe('star-eater/fighter.fragile', () => {
  it('destroys a squadron at any hit, its munitions with it', () => {
    const lamais = hexAt(6, 10);
    const dartsAt = { q: lamais.q, r: lamais.r - 4 };
    const state = staged({ at: lamais, facing: 0 }, { at: hexAt(6, 3), facing: 3 }, (staging) => ({
      ...staging,
      squadrons: staging.squadrons.map((squadron) => (squadron.id === 'fpa-darts' ? { ...squadron, where: 'flying', pose: { at: dartsAt, facing: 3 } } : squadron)),
    }));
    // The laser burns through the Darts on its way.
    const { state: after, events } = play(state, ...orders({ engine: 'none', cards: ['fire-main', 'vent-coolant'] }, QUIET), { type: 'pass', player: 'fpa' });
    assert.ok(events.some((event) => event.type === 'squadron-destroyed' && event.rule === RULE.fighterFragile));
    const darts = after.squadrons.find((squadron) => squadron.id === 'fpa-darts');
    assert.deepEqual([darts?.where, darts?.munitions], ['destroyed', 0]);
  });
});

describe('a Star Eater setup', () => {
  it('names the field of a bad setup', () => {
    const fieldOf = (setup: unknown): string | null => {
      try {
        ruleset.initialState(setup as Parameters<typeof ruleset.initialState>[0]);
      } catch (error) {
        if (isRuleViolation(error)) return error.field;
        throw error;
      }
      return 'accepted';
    };
    assert.equal(fieldOf({ seed: 1, initiative: 'pirates' }), 'initiative');
    assert.equal(fieldOf({ seed: 1, roundLimit: 0 }), 'roundLimit');
    assert.equal(fieldOf({ seed: 1, colour: 'red' }), 'setup.colour');
    assert.equal(fieldOf({ seed: 1, loadouts: { lamais: { loadout: { main: 3 } } } }), 'loadouts.lamais.loadout.main');
    assert.equal(fieldOf({ seed: 1, loadouts: { ...LOADOUTS, fpa: { ...LOADOUTS.fpa, loadout: { ...LOADOUTS.fpa.loadout, main: 'lamais-lance' } } } }), 'card');
  });

  it('opens on the loadout, the coin toss drawn from the seed, unless the loadouts are given', () => {
    const fresh = ruleset.initialState({ seed: 2 });
    assert.equal(fresh.phase, 'loadout');
    assert.deepEqual(ruleset.toAct(fresh), [fresh.initiative]);
    assert.equal(battle().phase, 'commit');
  });
});

describe('the questions the widget asks of the rules (issue 24, point 3)', () => {
  it('cardComponent: the component each commitment card activates, from the one table of slots', () => {
    const state = battle();
    for (const card of COMMITMENT_CARDS) {
      const slot = CARD_SLOTS[card];
      assert.equal(cardComponent(state, 'lamais', card), slot === undefined ? undefined : fitted(state, 'lamais', slot), card);
    }
    assert.equal(cardComponent(state, 'lamais', 'fire-main')?.id, 'lamais-lance');
    assert.equal(cardComponent(state, 'fpa', 'launch')?.id, 'fpa-launch-rails');
    assert.equal(cardComponent(state, 'fpa', 'vent-coolant'), undefined);
  });

  it('restoredArmour: the special ability restores a section by RESTORED_ARMOUR, never past its start', () => {
    const state = battle();
    const ship = state.ships.lamais;
    assert.ok(ship !== undefined);
    const [section = '', most = 0] = Object.entries(ship.armour)[0] ?? [];
    const at = (armour: number): StarEaterState => ({ ...state, ships: { ...state.ships, lamais: { ...ship, armour: { ...ship.armour, [section]: armour } } } });
    assert.deepEqual(restoredArmour(at(most - 1), 'lamais', section), { now: most - 1, after: most, most });
    assert.deepEqual(restoredArmour(at(most - RESTORED_ARMOUR - 1), 'lamais', section), { now: most - RESTORED_ARMOUR - 1, after: most - 1, most });
  });
});
