import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation } from '../../engine/index.ts';
import { attackLab, moveSubmarine, openAttackLab, postSailor, recallCrew, weaponsOf, type AttackLabCommand, type AttackLabSetup, type AttackLabState } from './ruleset.ts';
import { ATTACK_LAB_PRESETS } from './presets.ts';
import { attackBreakdown, crewCounts, crewInReach, defenderOfLab, labSight, oxygenInReach, postableTiles } from './readings.ts';
import { armorValue, attackTotal, previewAttack, submarineOf } from '../index.ts';
import { seedRandom, drawInt } from '../../engine/index.ts';
import { propertyRuns } from '../../engine/testing/property-runs.ts';

function apply(state: AttackLabState, command: AttackLabCommand): AttackLabState {
  return attackLab.decide(state, command).reduce((folded, event) => attackLab.evolve(folded, event), state);
}

function refusal(work: () => unknown): RuleViolation {
  try {
    work();
  } catch (error) {
    if (error instanceof RuleViolation) return error;
    throw error;
  }
  assert.fail('expected a RuleViolation');
}

function preview(state: AttackLabState) {
  return previewAttack(state.game, state.attacker, state.weapon.tile, state.weapon.effect);
}

describe('the attack lab presets (rulebook "Targeting" examples)', () => {
  const numbers: Record<string, [attack: number, armor: number, damage: number]> = {
    'ahead-close': [4, 2, 2],
    'ahead-distant': [3, 1, 2],
    'behind-close': [2, 0, 2],
    'behind-distant': [2, 1, 1],
    'port-side': [3, 0, 3],
    'starboard-side': [2, 1, 1],
  };

  for (const preset of ATTACK_LAB_PRESETS) {
    it(`${preset.name}: the opponent is ${preset.expected.position} at ${preset.expected.range} range, one arc reaches, it hits the ${preset.expected.hits}`, () => {
      const state = openAttackLab({ seed: 1, preset: preset.name });
      assert.equal(state.attacker, preset.setup.attacker);
      assert.deepEqual(state.weapon, { tile: preset.setup.weapon, effect: 0 });
      const result = preview(state);
      assert.equal(result.position, preset.expected.position);
      assert.equal(result.range, preset.expected.range);
      assert.equal(result.arcs.filter((check) => check.inReach).length, 1);
      assert.ok(result.arcs.filter((check) => !check.inReach).every((check) => check.why !== null));
      assert.deepEqual(
        result.locations.map((location) => location.location),
        [preset.expected.hits],
      );
      const [hit] = result.locations;
      assert.ok(hit);
      assert.deepEqual([hit.attackTotal, hit.armorValue, hit.damageTotal], numbers[preset.name]);
      assert.equal(hit.armorValue, armorValue(state.game, defenderOfLab(state), hit.location));
    });
  }

  it('each preset’s description states its numbers', () => {
    for (const preset of ATTACK_LAB_PRESETS) {
      const hit = preview(openAttackLab({ seed: 1, preset: preset.name })).locations[0];
      assert.ok(hit);
      for (const fact of [`attack ${String(hit.attackTotal)}`, `armor ${String(hit.armorValue)}`, `damage ${String(hit.damageTotal)}`]) {
        assert.ok(preset.description.includes(fact), `${preset.name}: ${fact}`);
      }
    }
  });

  it('options given beside a preset override it; another attacker takes their own first weapon', () => {
    const moved = openAttackLab({ seed: 1, preset: 'ahead-close', southSector: 1 });
    assert.equal(labSight(moved).range, 'distant');
    assert.equal(moved.weapon.tile, 'heavy-torpedo-tube');
    const other = openAttackLab({ seed: 1, preset: 'ahead-close', attacker: 'north' });
    assert.equal(other.attacker, 'north');
    assert.equal(other.weapon.tile, 'helm');
  });
});

describe('steam-torpedo/targeting.position and targeting.range in the lab', () => {
  it('starts as a game does: both in sector 3, the northern seat to the north, so on the port side at close range', () => {
    const state = openAttackLab({ seed: 1 });
    assert.deepEqual(labSight(state), { position: 'port-side', range: 'close', apart: 0, attackerSector: 3, defenderSector: 3 });
    assert.equal(state.weapon.tile, 'command-bridge');
  });

  it('a move changes position, range and reach at once', () => {
    let state = openAttackLab({ seed: 1, weapon: 'heavy-torpedo-tube', southSector: 2, northSector: 3 });
    assert.deepEqual(preview(state).arcs.map((check) => check.inReach), [true, false]);
    state = apply(state, { type: 'move', submarine: 'north', direction: 1 });
    assert.equal(labSight(state).range, 'distant');
    assert.equal(labSight(state).apart, 2);
    assert.deepEqual(preview(state).arcs.map((check) => check.inReach), [false, true]);
    state = apply(state, { type: 'move', submarine: 'south', direction: 1 });
    assert.equal(labSight(state).position, 'front');
    assert.equal(labSight(state).range, 'close');
  });
});

describe('steam-torpedo/maneuver.battle-area and maneuver.shared-sector in the lab', () => {
  const state = openAttackLab({ seed: 1, southSector: 1, northSector: 2 });

  it('never leaves the battle area', () => {
    const error = refusal(() => moveSubmarine(state.game, 'south', -1));
    assert.equal(error.rule, 'steam-torpedo/maneuver.battle-area');
    assert.match(error.message, /cannot leave the battle area/);
  });

  it('asks for a side when both would share a sector, and the side decides who lies north', () => {
    const error = refusal(() => moveSubmarine(state.game, 'south', 1));
    assert.equal(error.rule, 'steam-torpedo/maneuver.shared-sector');
    const port = apply(state, { type: 'move', submarine: 'south', direction: 1, side: 'port' });
    assert.equal(port.game.northernSubmarine, 'south');
    // South lies on the other's port side, so to the north of it: seen from south, the other is on its starboard side.
    assert.equal(labSight(port).position, 'starboard-side');
    const starboard = apply(state, { type: 'move', submarine: 'south', direction: 1, side: 'starboard' });
    assert.equal(starboard.game.northernSubmarine, 'north');
    assert.equal(labSight(starboard).position, 'port-side');
    const north = apply(state, { type: 'move', submarine: 'north', direction: -1, side: 'port' });
    assert.equal(north.game.northernSubmarine, 'north');
  });

  it('refuses a side when they do not meet', () => {
    const error = refusal(() => moveSubmarine(state.game, 'north', 1, 'port'));
    assert.equal(error.rule, 'steam-torpedo/maneuver.shared-sector');
  });

  it('offers both sides, and only sides, as legal moves into the other’s sector', () => {
    const moves = attackLab.legalCommands(state).filter((command) => command.type === 'move' && command.submarine === 'south');
    assert.deepEqual(moves, [
      { type: 'move', submarine: 'south', direction: 1, side: 'port' },
      { type: 'move', submarine: 'south', direction: 1, side: 'starboard' },
    ]);
  });
});

describe('steam-torpedo/attack.armor in the lab', () => {
  it('a sailor in an armored tile of the location raises the armor value by one; a second one does not', () => {
    let state = openAttackLab({ seed: 1, preset: 'behind-close' });
    assert.equal(preview(state).locations[0]?.armorValue, 0);
    state = apply(state, { type: 'man', submarine: 'north', tile: 'marksman-nest' });
    assert.equal(preview(state).locations[0]?.armorValue, 1);
    assert.equal(preview(state).locations[0]?.damageTotal, 1);
    state = apply(state, { type: 'man', submarine: 'north', tile: 'marksman-nest' });
    assert.deepEqual(crewCounts(state.game, 'north')['marksman-nest'], ['sailor-1', 'sailor-2']);
    assert.equal(preview(state).locations[0]?.armorValue, 1);
    state = apply(state, { type: 'unman', submarine: 'north', tile: 'marksman-nest' });
    assert.equal(preview(state).locations[0]?.armorValue, 0);
    assert.deepEqual(crewCounts(state.game, 'north').helm, ['captain', 'sailor-1', 'sailor-2', 'sailor-3', 'sailor-4']);
  });

  it('cites the rule that makes the post matter', () => {
    const state = openAttackLab({ seed: 1 });
    assert.equal(postSailor(state.game, 'south', 'north', 'plated-keel').rule, 'steam-torpedo/attack.armor');
    assert.equal(postSailor(state.game, 'south', 'south', 'boiler-room').rule, 'steam-torpedo/effects.standby');
    assert.equal(postSailor(state.game, 'south', 'north', 'gatling-gun').rule, 'steam-torpedo/attack.crew');
    assert.equal(postSailor(state.game, 'south', 'south', 'heavy-torpedo-tube').rule, 'steam-torpedo/activate.trigger');
  });
});

describe('steam-torpedo/setup.crew in the lab', () => {
  it('posts sailors only: four at most, never in the control room; recalls only crew that is there', () => {
    let state = openAttackLab({ seed: 1 });
    for (const tile of ['stern-mortar', 'boiler-room', 'broadside-battery', 'steam-ram']) state = apply(state, { type: 'man', submarine: 'south', tile });
    const full = refusal(() => postSailor(state.game, 'south', 'south', 'armored-bow'));
    assert.equal(full.rule, 'steam-torpedo/setup.crew');
    assert.match(full.message, /All four sailors/);
    assert.equal(refusal(() => postSailor(state.game, 'south', 'south', 'command-bridge')).rule, 'steam-torpedo/tiles.control-room');
    assert.equal(refusal(() => recallCrew(state.game, 'south', 'south', 'armored-bow')).rule, 'steam-torpedo/setup.crew');
    assert.equal(refusal(() => postSailor(state.game, 'south', 'south', 'no-such-tile')).rule, 'steam-torpedo/setup.crew');
    assert.deepEqual(recallCrew(state.game, 'south', 'south', 'boiler-room').crew, ['sailor-2']);
    assert.equal(postableTiles(state.game, 'south').length, 9);
  });
});

describe('steam-torpedo/attack.total in the lab', () => {
  it('the Long-range Sights add +1 at distant range only', () => {
    let state = openAttackLab({ seed: 1, attacker: 'north', weapon: 'rocket-torpedo', southSector: 5, northSector: 2, crew: { north: ['long-range-sights'] } });
    let breakdown = attackBreakdown(state.game, 'north', 'rocket-torpedo', 0, 'distant');
    assert.equal(breakdown.symbols, 2);
    assert.deepEqual(breakdown.bonuses, [{ tile: 'long-range-sights', name: 'Long-range Sights', amount: 1, for: 'distant', manned: true, counts: true }]);
    assert.equal(breakdown.value, 3);
    assert.equal(preview(state).locations[0]?.attackTotal, 3);

    // The Gatling Gun at close range: the sights stay manned but add nothing.
    state = apply(state, { type: 'choose-weapon', tile: 'gatling-gun', effect: 0 });
    state = apply(state, { type: 'move', submarine: 'south', direction: -1 });
    state = apply(state, { type: 'move', submarine: 'south', direction: -1 });
    assert.equal(labSight(state).range, 'close');
    breakdown = attackBreakdown(state.game, 'north', 'gatling-gun', 0, 'close');
    assert.equal(breakdown.bonuses[0]?.counts, false);
    assert.equal(breakdown.value, 2);
    assert.equal(preview(state).locations[0]?.attackTotal, 2);
  });

  it('the breakdown always adds up to the rules’ attack total', () => {
    const state = openAttackLab({ seed: 1, crew: { south: ['boiler-room'] } });
    for (const weapon of weaponsOf(state.game, 'south')) {
      const tile = submarineOf(state.game, 'south').tiles.find((candidate) => candidate.id === weapon.tile);
      const action = tile?.effects[weapon.effect]?.action;
      assert.ok(tile && action);
      for (const range of ['close', 'distant'] as const) {
        const breakdown = attackBreakdown(state.game, 'south', weapon.tile, weapon.effect, range);
        const added = breakdown.bonuses.filter((bonus) => bonus.counts).reduce((sum, bonus) => sum + bonus.amount, 0);
        assert.equal(breakdown.symbols + breakdown.effectBonus + added, breakdown.value, `${weapon.tile} ${range}`);
        assert.equal(breakdown.value, attackTotal(state.game, 'south', tile, action, range));
      }
    }
  });
});

describe('steam-torpedo/targeting.arcs: weapons in the lab', () => {
  it('lists every aimed effect, and no standby or tow', () => {
    const state = openAttackLab({ seed: 1 });
    assert.deepEqual(
      weaponsOf(state.game, 'south').map((weapon) => `${weapon.tile}:${weapon.kind}`),
      [
        'command-bridge:attack',
        'heavy-torpedo-tube:attack',
        'stern-mortar:attack',
        'broadside-battery:attack',
        'steam-ram:attack',
        'armored-turret:attack',
        'gas-projector:drain-oxygen',
        'harpoon-gun:shoot-crew',
      ],
    );
    assert.ok(!weaponsOf(state.game, 'north').some((weapon) => weapon.tile === 'anti-propeller-chain' || weapon.tile === 'long-range-sights'));
  });

  it('refuses a weapon that aims at nothing', () => {
    const state = openAttackLab({ seed: 1 });
    assert.equal(refusal(() => attackLab.decide(state, { type: 'choose-weapon', tile: 'boiler-room', effect: 0 })).rule, 'steam-torpedo/targeting.arcs');
    assert.equal(refusal(() => attackLab.decide(state, { type: 'choose-weapon', tile: 'gatling-gun', effect: 0 })).rule, 'steam-torpedo/targeting.arcs');
  });

  it('shows who a crew shot could hit and how much oxygen a drain could reach', () => {
    const state = openAttackLab({ seed: 1, preset: 'starboard-side', weapon: 'harpoon-gun' });
    const reach = preview(state);
    assert.deepEqual(reach.locations, []);
    const locations = reach.arcs.filter((check) => check.inReach).map((check) => check.arc.target);
    assert.deepEqual(locations, ['port']);
    assert.deepEqual(crewInReach(state.game, 'south', locations, 'sailors'), [{ location: 'port', targets: [{ tile: 'marksman-nest', rank: 'sailor' }] }]);
    // Talion's port: Turbine Hall 1, Anti-propeller Chain 2, Marksman's Nest 1, Rocket Torpedo 1 (the Helm is never drained).
    assert.deepEqual(oxygenInReach(state.game, 'south', locations), [{ location: 'port', oxygen: 5 }]);
  });
});

describe('the attack lab as a ruleset', () => {
  it('refuses bad setup options, naming the field', () => {
    const cases: [Partial<AttackLabSetup>, string, RegExp][] = [
      [{ preset: 'ahead' }, 'preset', /preset must be one of ahead-close/],
      [{ attacker: 'east' }, 'attacker', /attacker must be south or north/],
      [{ weapon: 'gatling-gun' }, 'weapon', /weapon must be a tile of south's submarine/],
      [{ weapon: 'boiler-room' }, 'weapon', /Boiler Room has no effect that targets the opponent/],
      [{ weapon: 'heavy-torpedo-tube', effect: 1 }, 'effect', /effect must name an effect of Heavy Torpedo Tube/],
      [{ southSector: 6 }, 'southSector', /southSector must be a whole number from 1 to 5 \(the battle area has 5 sectors\); got 6/],
      [{ northSector: 0 }, 'northSector', /northSector must be a whole number from 1 to 5 \(the battle area has 5 sectors\)/],
      [{ northern: 'up' }, 'northern', /northern must be south or north/],
      [{ crew: { south: ['command-bridge'] } }, 'crew', /crew.south: Command Bridge is the control room/],
      [{ crew: { east: [] } }, 'crew', /crew.east is not a seat/],
      [{ seed: 1.5 }, 'seed', /seed must be a whole number/],
    ];
    for (const [options, field, message] of cases) {
      const error = refusal(() => openAttackLab({ seed: 1, ...options }));
      assert.equal(error.field, field, JSON.stringify(options));
      assert.match(error.message, message);
    }
  });

  it('refuses a misspelt setup option by name', () => {
    const error = refusal(() => openAttackLab({ seed: 1, southsector: 2 } as unknown as AttackLabSetup));
    assert.equal(error.field, 'southsector');
    assert.match(error.message, /^southsector is not a field we know; the fields are seed, preset, attacker, weapon, effect, southSector,/);
  });

  it('draws the layout from the seed when asked', () => {
    const fixed = openAttackLab({ seed: 5 });
    const drawn = openAttackLab({ seed: 5, drawLayout: true });
    assert.notDeepEqual(
      submarineOf(drawn.game, 'south').layout.map((tile) => tile.cell),
      submarineOf(fixed.game, 'south').layout.map((tile) => tile.cell),
    );
  });

  it('random legal commands are all accepted, keep the state JSON and the invariants', () => {
    let random = seedRandom(7);
    for (let run = 0; run < propertyRuns(12); run++) {
      let state = openAttackLab({ seed: run + 1, preset: ATTACK_LAB_PRESETS[run % ATTACK_LAB_PRESETS.length]?.name });
      for (let step = 0; step < 40; step++) {
        const legal = attackLab.legalCommands(state);
        assert.ok(legal.length > 0);
        const draw = drawInt(random, 0, legal.length - 1);
        random = draw.random;
        const command = legal[draw.value];
        assert.ok(command);
        state = apply(state, command);
        assert.deepEqual(JSON.parse(JSON.stringify(state)), state);
        for (const player of state.game.players) {
          const sub = submarineOf(state.game, player);
          assert.ok(sub.sector >= 1 && sub.sector <= 5);
          assert.equal(sub.crew.filter((member) => member.at !== null).length, 5);
          assert.equal(sub.crew.find((member) => member.rank === 'captain')?.at?.cell.column, 3);
        }
        // Whatever happens, the preview answers.
        assert.doesNotThrow(() => preview(state));
      }
    }
  });

  it('a refused command leaves the state as it was', () => {
    const state = openAttackLab({ seed: 1, southSector: 5 });
    const copy = JSON.parse(JSON.stringify(state)) as AttackLabState;
    refusal(() => attackLab.decide(state, { type: 'move', submarine: 'south', direction: 1 }));
    refusal(() => attackLab.decide(state, { type: 'lunge' } as unknown as AttackLabCommand));
    assert.deepEqual(state, copy);
  });

  it('reset puts the submarines, the crew and the weapon back where the setup put them, citing targeting.arcs', () => {
    const start = openAttackLab({ seed: 1, preset: 'ahead-close' });
    let state = apply(start, { type: 'move', submarine: 'north', direction: 1 });
    state = apply(state, { type: 'man', submarine: 'north', tile: 'marksman-nest' });
    state = apply(state, { type: 'choose-weapon', tile: 'stern-mortar', effect: 0 });
    assert.notDeepEqual(state, start);
    assert.ok(attackLab.legalCommands(state).some((command) => command.type === 'reset'));
    const events = attackLab.decide(state, { type: 'reset' });
    assert.deepEqual(events, [{ type: 'lab-reset', rule: 'steam-torpedo/targeting.arcs' }]);
    assert.deepEqual(apply(state, { type: 'reset' }), start);
  });
});
