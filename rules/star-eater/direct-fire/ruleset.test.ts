import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation, createEngine, type Engine, type Rejection } from '../../engine/index.ts';
import {
  directFire,
  doesRollHit,
  type DirectFireCommand,
  type DirectFireEvent,
  type DirectFireSetup,
  type DirectFireState,
  type Target,
} from '../index.ts';

type DirectFireEngine = Engine<DirectFireState, DirectFireCommand, DirectFireEvent>;
type ShotResolved = Extract<DirectFireEvent, { type: 'shot-resolved' }>;
type DiceRolled = Extract<DirectFireEvent, { type: 'dice-rolled' }>;
type TargetSkipped = Extract<DirectFireEvent, { type: 'target-skipped' }>;

const RULE = {
  hitRoll: 'star-eater/direct-fire.hit-roll',
  target: 'star-eater/direct-fire.target',
  aoe: 'star-eater/direct-fire.aoe',
  pointDefence: 'star-eater/direct-fire.point-defence',
} as const;

const SQUADRON: Partial<Target> = { id: 'wing', name: 'Fighter squadron', kind: 'squadron', evasion: 2 };
const TORPEDO: Partial<Target> = { id: 'fish', name: 'Torpedo', kind: 'torpedo', evasion: 4 };
const HULL: Partial<Target> = { id: 'bow', name: 'Bow section', kind: 'warship', evasion: 0 };

/** A squadron, a hull section and a torpedo, in that order. */
const MIXED_TARGETS: Partial<Target>[] = [SQUADRON, HULL, TORPEDO];

function engineFor(setup: DirectFireSetup): DirectFireEngine {
  return createEngine(directFire, setup);
}

/** Dispatches a command that must be accepted and returns its events. */
function accept(engine: DirectFireEngine, command: DirectFireCommand): DirectFireEvent[] {
  const result = engine.dispatch(command);
  if (!result.ok) assert.fail(`expected ${JSON.stringify(command)} to be accepted; refused by ${result.violation.rule}: ${result.violation.message}`);
  return result.events;
}

/**
 * Dispatches a command that must be refused under `rule`, and checks that the refusal changed
 * nothing: the state deep-equals what it was, the log is the same, and `rejections$` reported it.
 */
function refuse(engine: DirectFireEngine, command: unknown, rule: string): RuleViolation {
  const stateBefore = structuredClone(engine.state);
  const logBefore = structuredClone(engine.log);
  const reported: Rejection<DirectFireCommand>[] = [];
  const subscription = engine.rejections$.subscribe((rejection) => reported.push(rejection));
  const result = engine.dispatch(command as DirectFireCommand);
  subscription.unsubscribe();
  if (result.ok) assert.fail(`expected ${JSON.stringify(command)} to be refused by ${rule}; it was accepted`);
  assert.ok(result.violation instanceof RuleViolation);
  assert.equal(result.violation.rule, rule, result.violation.message);
  assert.ok(result.violation.message.length > 0);
  assert.deepEqual(engine.state, stateBefore, 'a refused command must leave the state unchanged');
  assert.deepEqual(engine.log, logBefore, 'a refused command must leave the log unchanged');
  assert.equal(reported.length, 1);
  assert.equal(reported[0]?.violation, result.violation);
  return result.violation;
}

function eventsOfType<Type extends DirectFireEvent['type']>(events: readonly DirectFireEvent[], type: Type): Extract<DirectFireEvent, { type: Type }>[] {
  return events.filter((event): event is Extract<DirectFireEvent, { type: Type }> => event.type === type);
}

function onlyDiceRolled(events: readonly DirectFireEvent[]): DiceRolled {
  const rolled = eventsOfType(events, 'dice-rolled');
  assert.equal(rolled.length, 1, 'one dice-rolled event per volley');
  const [event] = rolled;
  assert.ok(event);
  return event;
}

function shotsOf(events: readonly DirectFireEvent[]): ShotResolved[] {
  return eventsOfType(events, 'shot-resolved');
}

function onlyShot(events: readonly DirectFireEvent[]): ShotResolved {
  const shots = shotsOf(events);
  assert.equal(shots.length, 1);
  const [shot] = shots;
  assert.ok(shot);
  return shot;
}

function sortedCommands(commands: readonly DirectFireCommand[]): string[] {
  return commands.map((command) => JSON.stringify(command)).sort();
}

describe('star-eater/direct-fire.target', () => {
  it('the default setup aims at the single default target and can roll at once', () => {
    const engine = engineFor({ seed: 1 });
    assert.equal(engine.state.targets.length, 1);
    assert.equal(engine.state.aim, engine.state.targets[0]?.id);
    assert.deepEqual(directFire.legalCommands(engine.state), [{ type: 'roll' }]);
    const shot = onlyShot(accept(engine, { type: 'roll' }));
    assert.equal(shot.target, engine.state.aim);
  });

  it('refuses a target id no text can stand for (JSON such as {"toString": null}) without crashing', () => {
    const engine = engineFor({ seed: 1, targets: MIXED_TARGETS });
    const violation = refuse(engine, { type: 'aim', target: { toString: null } }, 'star-eater/direct-fire.target');
    assert.match(violation.message, /toString/);
  });

  it('with several targets nothing is aimed at, and each targetable one can be chosen', () => {
    const engine = engineFor({ seed: 1, targets: MIXED_TARGETS });
    assert.equal(engine.state.aim, null);
    assert.deepEqual(sortedCommands(directFire.legalCommands(engine.state)), sortedCommands([
      { type: 'aim', target: 'wing' },
      { type: 'aim', target: 'bow' },
      { type: 'aim', target: 'fish' },
    ]));
  });

  it('aiming picks one target among several, and the roll goes against it alone', () => {
    const engine = engineFor({ seed: 1, targets: MIXED_TARGETS });
    assert.deepEqual(accept(engine, { type: 'aim', target: 'fish' }), [{ type: 'target-aimed', rule: RULE.target, target: 'fish' }]);
    assert.equal(engine.state.aim, 'fish');
    assert.deepEqual(sortedCommands(directFire.legalCommands(engine.state)), sortedCommands([
      { type: 'aim', target: 'wing' },
      { type: 'aim', target: 'bow' },
      { type: 'roll' },
    ]));
    const events = accept(engine, { type: 'roll' });
    assert.deepEqual(onlyDiceRolled(events).rolls.map((roll) => roll.target), ['fish']);
    assert.equal(onlyShot(events).target, 'fish');
  });

  it('the aim can change between rolls, and stays for the next roll', () => {
    const engine = engineFor({ seed: 1, targets: MIXED_TARGETS });
    accept(engine, { type: 'aim', target: 'wing' });
    assert.equal(onlyShot(accept(engine, { type: 'roll' })).target, 'wing');
    assert.equal(onlyShot(accept(engine, { type: 'roll' })).target, 'wing');
    accept(engine, { type: 'aim', target: 'bow' });
    assert.equal(onlyShot(accept(engine, { type: 'roll' })).target, 'bow');
    assert.deepEqual(engine.state.shots.map((shot) => [shot.volley, shot.target]), [[1, 'wing'], [2, 'wing'], [3, 'bow']]);
  });

  it('rolling with no target chosen is refused', () => {
    const engine = engineFor({ seed: 1, targets: MIXED_TARGETS });
    refuse(engine, { type: 'roll' }, RULE.target);
    refuse(engine, { type: 'roll', forced: [7] }, RULE.target);
  });

  it('aiming at a target that is not in the line of fire is refused', () => {
    const engine = engineFor({ seed: 1, targets: MIXED_TARGETS });
    const violation = refuse(engine, { type: 'aim', target: 'ghost' }, RULE.target);
    assert.match(violation.message, /ghost/);
    refuse(engine, { type: 'aim', target: 'WING' }, RULE.target);
    refuse(engine, { type: 'aim' }, RULE.target);
    refuse(engine, { type: 'aim', target: 7 }, RULE.target);
    refuse(engine, { type: 'aim', target: null }, RULE.target);
  });

  it('a refused aim keeps the earlier aim', () => {
    const engine = engineFor({ seed: 1, targets: MIXED_TARGETS });
    accept(engine, { type: 'aim', target: 'wing' });
    refuse(engine, { type: 'aim', target: 'ghost' }, RULE.target);
    assert.equal(engine.state.aim, 'wing');
  });
});

describe('star-eater/direct-fire.hit-roll', () => {
  it('a roll is one d12 face, recorded with its hit or miss by the formula', () => {
    const engine = engineFor({ seed: 7, weapon: { accuracy: 3 }, targets: [{ id: 'wing', kind: 'squadron', evasion: 1 }] });
    const events = accept(engine, { type: 'roll' });
    assert.deepEqual(events.map((event) => event.type), ['dice-rolled', 'shot-resolved']);
    const rolled = onlyDiceRolled(events);
    const shot = onlyShot(events);
    assert.equal(rolled.rule, RULE.hitRoll);
    assert.equal(shot.rule, RULE.hitRoll);
    assert.equal(rolled.volley, 1);
    assert.equal(shot.volley, 1);
    assert.deepEqual(rolled.rolls, [{ target: 'wing', value: shot.roll, forced: false }]);
    assert.ok(Number.isInteger(shot.roll) && shot.roll >= 1 && shot.roll <= 12);
    assert.equal(shot.hit, shot.roll > 4);
    assert.equal(shot.minimumRoll, 5);
    assert.equal(shot.forced, false);
    assert.deepEqual(engine.state.shots, [{ volley: 1, target: 'wing', roll: shot.roll, minimumRoll: 5, hit: shot.hit, forced: false }]);
    assert.equal(engine.state.volleys, 1);
    assert.deepEqual(engine.state.random, rolled.random);
  });

  it('the same seed rolls the same faces; the generator moves on after each roll', () => {
    const rollsOf = (seed: number): number[] => {
      const engine = engineFor({ seed });
      for (let volley = 0; volley < 30; volley++) accept(engine, { type: 'roll' });
      return engine.state.shots.map((shot) => shot.roll);
    };
    assert.deepEqual(rollsOf(42), rollsOf(42));
    assert.notDeepEqual(rollsOf(42), rollsOf(43));
    assert.ok(new Set(rollsOf(42)).size > 1, 'thirty rolls are not all the same face');
  });

  it('accuracy 3 against evasion 1: forced faces 1–4 miss and 5–12 hit', () => {
    const engine = engineFor({ seed: 1, weapon: { accuracy: 3 }, targets: [{ id: 'wing', kind: 'squadron', evasion: 1 }] });
    for (let face = 1; face <= 12; face++) {
      const shot = onlyShot(accept(engine, { type: 'roll', forced: [face] }));
      assert.equal(shot.roll, face);
      assert.equal(shot.hit, face >= 5, `face ${String(face)}`);
      assert.equal(shot.forced, true);
      assert.equal(shot.minimumRoll, 5);
    }
  });

  it('a forced face settles the shot by the same formula for any stats', () => {
    for (const accuracy of [0, 2, 5, 12]) {
      for (const evasion of [0, 1, 4, 9, 12]) {
        const engine = engineFor({ seed: 1, weapon: { accuracy }, targets: [{ id: 't', evasion }] });
        for (let face = 1; face <= 12; face++) {
          const shot = onlyShot(accept(engine, { type: 'roll', forced: [face] }));
          assert.equal(shot.hit, face > 6 + evasion - accuracy);
          assert.equal(shot.hit, doesRollHit(face, { accuracy, evasion }));
        }
      }
    }
  });

  it('a forced roll uses up no random number: the rolls after it are the ones the seed gives anyway', () => {
    const plain = engineFor({ seed: 99 });
    const withForced = engineFor({ seed: 99 });
    const randomBefore = structuredClone(withForced.state.random);
    const rolled = onlyDiceRolled(accept(withForced, { type: 'roll', forced: [12] }));
    assert.deepEqual(rolled.random, randomBefore);
    assert.deepEqual(withForced.state.random, randomBefore);
    assert.deepEqual(rolled.rolls, [{ target: 'hull', value: 12, forced: true }]);
    for (let volley = 0; volley < 10; volley++) {
      const expected = onlyShot(accept(plain, { type: 'roll' })).roll;
      assert.equal(onlyShot(accept(withForced, { type: 'roll' })).roll, expected);
    }
  });

  it('a forced face outside 1–12 or not whole is refused by the engine rule', () => {
    const engine = engineFor({ seed: 1 });
    for (const face of [0, 13, -1, 2.5, Number.NaN, '5', null, [5], { face: 5 }, true]) {
      refuse(engine, { type: 'roll', forced: [face] }, 'engine/forced-roll');
    }
  });

  it('a forced roll with the wrong number of faces, or not a list, is refused', () => {
    const engine = engineFor({ seed: 1 });
    for (const forced of [[], [3, 4], [1, 2, 3], 7, '7', null, { 0: 7 }]) {
      const violation = refuse(engine, { type: 'roll', forced }, RULE.hitRoll);
      assert.match(violation.message, /\(1\)/, 'the message says how many faces are needed');
    }
  });

  it(
    'a forced list with a hole is refused rather than silently rolled',
    () => {
      const engine = engineFor({ seed: 1 });
      refuse(engine, { type: 'roll', forced: [undefined] }, 'engine/forced-roll');
    },
  );

  it(
    'a forced value JSON cannot show (a BigInt) is refused, not thrown as a TypeError',
    () => {
      const engine = engineFor({ seed: 1 });
      refuse(engine, { type: 'roll', forced: 7n }, RULE.hitRoll);
    },
  );

  it('volleys are numbered from 1 and undo takes back a whole volley', () => {
    const engine = engineFor({ seed: 3 });
    accept(engine, { type: 'roll' });
    const afterFirst = structuredClone(engine.state);
    const logAfterFirst = structuredClone(engine.log);
    accept(engine, { type: 'roll', forced: [2] });
    assert.deepEqual(engine.state.shots.map((shot) => shot.volley), [1, 2]);
    assert.equal(engine.undo(), true);
    assert.deepEqual(engine.state, afterFirst);
    assert.deepEqual(engine.log, logAfterFirst);
    assert.equal(engine.undo(), true);
    assert.deepEqual(engine.state, directFire.initialState({ seed: 3 }));
    assert.equal(engine.undo(), false);
  });
});

describe('star-eater/direct-fire.aoe', () => {
  const AREA_SETUP: DirectFireSetup = { seed: 5, weapon: { accuracy: 1, aoe: 2 }, targets: MIXED_TARGETS };

  it('an area weapon aims at nothing and can only roll', () => {
    const engine = engineFor(AREA_SETUP);
    assert.equal(engine.state.aim, null);
    assert.deepEqual(directFire.legalCommands(engine.state), [{ type: 'roll' }]);
  });

  it('an area weapon with a single target still does not aim', () => {
    const engine = engineFor({ seed: 1, weapon: { aoe: 1 } });
    assert.equal(engine.state.aim, null);
    assert.deepEqual(directFire.legalCommands(engine.state), [{ type: 'roll' }]);
  });

  it('aiming an area weapon is refused, whatever the target', () => {
    const engine = engineFor(AREA_SETUP);
    for (const target of ['wing', 'bow', 'fish', 'ghost']) refuse(engine, { type: 'aim', target }, RULE.aoe);
  });

  it('rolls once per valid target, in the order the targets are listed, in one volley', () => {
    const engine = engineFor(AREA_SETUP);
    const events = accept(engine, { type: 'roll' });
    assert.deepEqual(events.map((event) => event.type), ['dice-rolled', 'shot-resolved', 'shot-resolved', 'shot-resolved']);
    const rolled = onlyDiceRolled(events);
    assert.deepEqual(rolled.rolls.map((roll) => roll.target), ['wing', 'bow', 'fish']);
    const shots = shotsOf(events);
    assert.deepEqual(shots.map((shot) => shot.target), ['wing', 'bow', 'fish']);
    assert.deepEqual(shots.map((shot) => shot.roll), rolled.rolls.map((roll) => roll.value));
    for (const shot of shots) {
      assert.equal(shot.rule, RULE.aoe);
      assert.equal(shot.volley, 1);
    }
    assert.deepEqual(engine.state.shots.map((shot) => shot.target), ['wing', 'bow', 'fish']);
  });

  it('each roll is settled against its own target\'s evasion', () => {
    // accuracy 1: the squadron (evasion 2) needs 8+, the hull (0) 6+, the torpedo (4) 10+.
    const engine = engineFor(AREA_SETUP);
    const shots = shotsOf(accept(engine, { type: 'roll', forced: [7, 7, 9] }));
    assert.deepEqual(shots.map((shot) => [shot.target, shot.roll, shot.minimumRoll, shot.hit]), [
      ['wing', 7, 8, false],
      ['bow', 7, 6, true],
      ['fish', 9, 10, false],
    ]);
  });

  it('the rolls against the targets are independent draws from the one generator', () => {
    const area = engineFor({ seed: 11, weapon: { aoe: 1 }, targets: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] });
    const single = engineFor({ seed: 11 });
    const areaRolls = onlyDiceRolled(accept(area, { type: 'roll' })).rolls.map((roll) => roll.value);
    const singleRolls = [1, 2, 3].map(() => onlyShot(accept(single, { type: 'roll' })).roll);
    assert.deepEqual(areaRolls, singleRolls);
    assert.deepEqual(area.state.random, single.state.random);
  });

  it('forced faces for an area weapon need one per target rolled against', () => {
    const engine = engineFor(AREA_SETUP);
    refuse(engine, { type: 'roll', forced: [7] }, RULE.hitRoll);
    refuse(engine, { type: 'roll', forced: [7, 7, 7, 7] }, RULE.hitRoll);
    refuse(engine, { type: 'roll', forced: [7, 13, 7] }, 'engine/forced-roll');
    const rolled = onlyDiceRolled(accept(engine, { type: 'roll', forced: [1, 12, 6] }));
    assert.deepEqual(rolled.rolls, [
      { target: 'wing', value: 1, forced: true },
      { target: 'bow', value: 12, forced: true },
      { target: 'fish', value: 6, forced: true },
    ]);
  });
});

describe('star-eater/direct-fire.point-defence', () => {
  const POINT_DEFENCE = { name: 'Flak turret', accuracy: 2, pointDefence: true };

  it('point defence cannot aim at a warship', () => {
    const engine = engineFor({ seed: 1, weapon: POINT_DEFENCE, targets: MIXED_TARGETS });
    const violation = refuse(engine, { type: 'aim', target: 'bow' }, RULE.pointDefence);
    assert.match(violation.message, /warship/i);
  });

  it('point defence aims at squadrons and torpedoes, and lists only them', () => {
    const engine = engineFor({ seed: 1, weapon: POINT_DEFENCE, targets: MIXED_TARGETS });
    assert.deepEqual(sortedCommands(directFire.legalCommands(engine.state)), sortedCommands([
      { type: 'aim', target: 'wing' },
      { type: 'aim', target: 'fish' },
    ]));
    accept(engine, { type: 'aim', target: 'wing' });
    accept(engine, { type: 'aim', target: 'fish' });
    assert.equal(onlyShot(accept(engine, { type: 'roll' })).target, 'fish');
  });

  it('with one squadron beside a warship, point defence aims at the squadron straight away', () => {
    const engine = engineFor({ seed: 1, weapon: POINT_DEFENCE, targets: [HULL, SQUADRON] });
    assert.equal(engine.state.aim, 'wing');
    assert.deepEqual(directFire.legalCommands(engine.state), [{ type: 'roll' }]);
  });

  it('single-target point defence facing only a warship has nothing to do, and says which rule stops it', () => {
    const engine = engineFor({ seed: 1, weapon: POINT_DEFENCE });
    assert.equal(engine.state.aim, null);
    assert.deepEqual(directFire.legalCommands(engine.state), []);
    refuse(engine, { type: 'aim', target: 'hull' }, RULE.pointDefence);
    refuse(engine, { type: 'roll' }, RULE.pointDefence);
  });

  it('area point defence skips the warships in its area and rolls against the rest', () => {
    const engine = engineFor({ seed: 1, weapon: { ...POINT_DEFENCE, aoe: 1 }, targets: [HULL, SQUADRON, { id: 'stern', kind: 'warship' }, TORPEDO] });
    const events = accept(engine, { type: 'roll' });
    const skipped: TargetSkipped[] = eventsOfType(events, 'target-skipped');
    assert.deepEqual(skipped.map((event) => [event.target, event.rule, event.volley]), [
      ['bow', RULE.pointDefence, 1],
      ['stern', RULE.pointDefence, 1],
    ]);
    for (const event of skipped) assert.match(event.reason, /warship/i);
    assert.deepEqual(onlyDiceRolled(events).rolls.map((roll) => roll.target), ['wing', 'fish']);
    assert.deepEqual(shotsOf(events).map((shot) => shot.target), ['wing', 'fish']);
    assert.deepEqual(engine.state.shots.map((shot) => shot.target), ['wing', 'fish']);
  });

  it('forced faces for area point defence count only the targets it may shoot', () => {
    const engine = engineFor({ seed: 1, weapon: { ...POINT_DEFENCE, aoe: 1 }, targets: MIXED_TARGETS });
    refuse(engine, { type: 'roll', forced: [5, 5, 5] }, RULE.hitRoll);
    assert.deepEqual(shotsOf(accept(engine, { type: 'roll', forced: [5, 9] })).map((shot) => [shot.target, shot.roll]), [
      ['wing', 5],
      ['fish', 9],
    ]);
  });

  it('area point defence with only warships in its area cannot roll', () => {
    const engine = engineFor({ seed: 1, weapon: { ...POINT_DEFENCE, aoe: 2 }, targets: [HULL, { id: 'stern', kind: 'warship' }] });
    assert.deepEqual(directFire.legalCommands(engine.state), []);
    refuse(engine, { type: 'roll' }, RULE.pointDefence);
  });
});

describe('engine rules on direct fire', () => {
  it('a command that is not an object with a type is refused', () => {
    const engine = engineFor({ seed: 1 });
    for (const command of [null, undefined, 7, 'roll', [], {}, { type: 7 }, { kind: 'roll' }]) {
      refuse(engine, command, 'engine/command.malformed');
    }
  });

  it('an unknown command type is refused', () => {
    const engine = engineFor({ seed: 1 });
    const violation = refuse(engine, { type: 'fire' }, 'engine/command.unknown');
    assert.match(violation.message, /fire/);
  });

  it('direct fire never ends by itself', () => {
    const engine = engineFor({ seed: 1 });
    for (let volley = 0; volley < 5; volley++) accept(engine, { type: 'roll' });
    assert.equal(engine.outcome, null);
  });

  it('refusals in a row leave the state and log exactly as the last accepted command left them', () => {
    const engine = engineFor({ seed: 2, targets: MIXED_TARGETS });
    accept(engine, { type: 'aim', target: 'wing' });
    accept(engine, { type: 'roll' });
    const stateBefore = structuredClone(engine.state);
    const logBefore = structuredClone(engine.log);
    refuse(engine, { type: 'aim', target: 'ghost' }, RULE.target);
    refuse(engine, { type: 'roll', forced: [0] }, 'engine/forced-roll');
    refuse(engine, { type: 'roll', forced: [] }, RULE.hitRoll);
    refuse(engine, { type: 'shoot' }, 'engine/command.unknown');
    assert.deepEqual(engine.state, stateBefore);
    assert.deepEqual(engine.log, logBefore);
    assert.equal(engine.undo(), true, 'undo takes back the last accepted command, not a refusal');
    assert.equal(engine.state.shots.length, 0);
    assert.equal(engine.state.aim, 'wing');
  });
});
