import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { RuleViolation, createEngine, replay } from '../../engine/index.ts';
import {
  RULE,
  TARGET_KINDS,
  directFire,
  directFireOdds,
  isAreaWeapon,
  ruleById,
  targetsOfVolley,
  type DirectFireCommand,
  type DirectFireEvent,
  type DirectFireSetup,
  type DirectFireState,
  type Target,
} from '../index.ts';

const FACES: readonly number[] = Array.from({ length: 12 }, (_, index) => index + 1);
const MAX_TARGETS = 5;
const TARGET_IDS: readonly string[] = Array.from({ length: MAX_TARGETS }, (_, index) => `t${String(index)}`);

/** The rulebook's formula, written out again here so the check shares no code with the rules. */
function hitsByTheBook(roll: number, accuracy: number, evasion: number): boolean {
  return roll > 6 + evasion - accuracy;
}

function hitFacesByTheBook(accuracy: number, evasion: number): number[] {
  return FACES.filter((face) => hitsByTheBook(face, accuracy, evasion));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function assertJsonRoundTrip(value: unknown, what: string): void {
  assert.deepStrictEqual(JSON.parse(JSON.stringify(value)), value, `${what} must survive a JSON round trip unchanged`);
}

// ---------------------------------------------------------------------------------------------
// Arbitraries

// Both stats over a card's whole range (0 to 12): every chance from never to always.
const statArbitrary = fc.integer({ min: 0, max: 12 });

const targetArbitrary = fc.record({ kind: fc.constantFrom(...TARGET_KINDS), evasion: statArbitrary });

const setupArbitrary: fc.Arbitrary<DirectFireSetup> = fc
  .record({
    seed: fc.integer(),
    accuracy: statArbitrary,
    aoe: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3 })),
    pointDefence: fc.boolean(),
    targets: fc.array(targetArbitrary, { minLength: 1, maxLength: MAX_TARGETS }),
  })
  .map(({ seed, accuracy, aoe, pointDefence, targets }) => ({
    seed,
    weapon: { accuracy, aoe, pointDefence },
    targets: targets.map((target, index) => ({ id: `t${String(index)}`, name: `Target ${String(index + 1)}`, ...target })),
  }));

/** Commands a reader, a bad attribute or a broken page might send: some legal, most not. */
const randomCommandArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('aim'), target: fc.oneof(fc.constantFrom(...TARGET_IDS, 'hull', 'ghost'), fc.string(), fc.jsonValue()) }),
  fc.record({ type: fc.constant('roll'), forced: fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 2 }) }),
  fc.record({ type: fc.constant('roll'), forced: fc.array(fc.integer({ min: -2, max: 15 }), { maxLength: MAX_TARGETS + 1 }) }),
  fc.record({ type: fc.constant('roll'), forced: fc.array(fc.oneof(fc.double(), fc.jsonValue()), { maxLength: MAX_TARGETS + 1 }) }),
  fc.record({ type: fc.constant('roll'), forced: fc.jsonValue() }),
  fc.record({ type: fc.oneof(fc.constantFrom('aim', 'roll', 'fire', ''), fc.string()) }, { requiredKeys: [] }),
  fc.jsonValue(),
);

type Step = { kind: 'legal'; pick: number } | { kind: 'random'; command: unknown } | { kind: 'undo' };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.nat().map((pick): Step => ({ kind: 'legal', pick })) },
  { weight: 3, arbitrary: randomCommandArbitrary.map((command): Step => ({ kind: 'random', command })) },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'undo' }) },
);

// ---------------------------------------------------------------------------------------------
// Invariants

/** Checks the events one accepted command produced against the state it was decided on. */
function assertEventsFollowTheRules(before: DirectFireState, command: DirectFireCommand, events: readonly DirectFireEvent[]): void {
  const { weapon } = before;
  const forcedFaces = command.type === 'roll' ? command.forced : undefined;
  const targetById = new Map(before.targets.map((target): [string, Target] => [target.id, target]));
  for (const event of events) {
    assert.ok(ruleById(event.rule), `event ${event.type} cites ${event.rule}, which is not in the rule map`);
    switch (event.type) {
      case 'target-aimed':
        assert.equal(command.type, 'aim');
        assert.ok(!isAreaWeapon(weapon), 'an area weapon never aims');
        assert.ok(targetById.has(event.target));
        assert.ok(!(weapon.pointDefence && targetById.get(event.target)?.kind === 'warship'), 'point defence never aims at a warship');
        break;
      case 'target-skipped':
        assert.ok(isAreaWeapon(weapon) && weapon.pointDefence, 'only area point defence skips targets');
        assert.equal(targetById.get(event.target)?.kind, 'warship');
        assert.equal(event.rule, RULE.pointDefence);
        break;
      case 'dice-rolled': {
        assert.equal(command.type, 'roll');
        assert.equal(event.volley, before.volleys + 1);
        assert.deepEqual(
          event.rolls.map((roll) => roll.target),
          targetsOfVolley(before).map((target) => target.id),
          'one roll per target of the volley, in listed order',
        );
        for (const roll of event.rolls) {
          assert.ok(Number.isInteger(roll.value) && roll.value >= 1 && roll.value <= 12, `roll ${String(roll.value)} is a d12 face`);
        }
        assert.ok(event.rolls.every((roll) => roll.forced === (forcedFaces !== undefined)));
        if (forcedFaces !== undefined) {
          assert.deepEqual(event.rolls.map((roll) => roll.value), forcedFaces, 'forced faces are rolled as given');
          assert.deepEqual(event.random, before.random, 'a forced roll uses no random number');
        }
        break;
      }
      case 'shot-resolved': {
        const target = targetById.get(event.target);
        assert.ok(target, `shot at unknown target ${event.target}`);
        assert.ok(Number.isInteger(event.roll) && event.roll >= 1 && event.roll <= 12);
        assert.equal(event.hit, event.roll > 6 + target.evasion - weapon.accuracy, `roll ${String(event.roll)}, accuracy ${String(weapon.accuracy)}, evasion ${String(target.evasion)}`);
        assert.equal(event.minimumRoll, hitFacesByTheBook(weapon.accuracy, target.evasion)[0] ?? null);
        assert.equal(event.rule, isAreaWeapon(weapon) ? RULE.aoe : RULE.hitRoll);
        break;
      }
    }
  }
  const shots = events.filter((event) => event.type === 'shot-resolved').length;
  const rolls = events.flatMap((event) => (event.type === 'dice-rolled' ? event.rolls : [])).length;
  assert.equal(shots, rolls, 'one shot resolved per die rolled');
}

/** Checks every state on the way from `before` through `events`, one event at a time. */
function assertEveryStateIsJson(before: DirectFireState, events: readonly DirectFireEvent[], after: DirectFireState): void {
  let folded = before;
  for (const event of events) {
    assertJsonRoundTrip(event, `event ${event.type}`);
    folded = directFire.evolve(folded, event);
    assertJsonRoundTrip(folded, `the state after ${event.type}`);
    for (const shot of folded.shots) assert.ok(shot.roll >= 1 && shot.roll <= 12);
  }
  assert.deepStrictEqual(folded, after, 'folding the events gives the engine state');
}

function assertLegalCommandsAreAccepted(state: DirectFireState): void {
  for (const command of directFire.legalCommands(state)) {
    assert.doesNotThrow(() => directFire.decide(state, command), `legal command ${JSON.stringify(command)} must be accepted`);
  }
}

// ---------------------------------------------------------------------------------------------
// Properties

describe('star-eater/direct-fire.hit-roll', () => {
  it('random playouts keep every invariant after every command', () => {
    fc.assert(
      fc.property(setupArbitrary, fc.array(stepArbitrary, { maxLength: 50, size: 'max' }), (setup, steps) => {
        const engine = createEngine(directFire, setup);
        const undoStack: { state: DirectFireState; log: DirectFireEvent[] }[] = [];
        deepFreeze(engine.state);

        for (const step of steps) {
          const before = structuredClone(engine.state);
          const logBefore = structuredClone(engine.log) as DirectFireEvent[];
          assertLegalCommandsAreAccepted(engine.state);

          if (step.kind === 'undo') {
            const expected = undoStack.pop();
            assert.equal(engine.undo(), expected !== undefined);
            assert.deepStrictEqual(engine.state, expected?.state ?? before);
            assert.deepStrictEqual(engine.log, expected?.log ?? logBefore);
            continue;
          }

          let command: DirectFireCommand;
          if (step.kind === 'legal') {
            const legal = directFire.legalCommands(engine.state);
            const picked = legal[step.pick % Math.max(1, legal.length)];
            if (picked === undefined) continue;
            command = picked;
          } else {
            command = step.command as DirectFireCommand;
          }

          const result = engine.dispatch(command);
          if (!result.ok) {
            assert.notEqual(step.kind, 'legal', `a legal command was refused: ${result.violation.message}`);
            assert.ok(result.violation instanceof RuleViolation);
            assert.ok(result.violation.rule.startsWith('engine/') || ruleById(result.violation.rule), `unknown rule ${result.violation.rule}`);
            assert.deepStrictEqual(engine.state, before, 'a refused command leaves the state unchanged');
            assert.deepStrictEqual(engine.log, logBefore, 'a refused command leaves the log unchanged');
            continue;
          }

          const after = deepFreeze(engine.state);
          assertEventsFollowTheRules(before, command, result.events);
          assertEveryStateIsJson(before, result.events, after);
          assert.deepStrictEqual(engine.log, [...logBefore, ...result.events]);
          assert.deepStrictEqual(replay(directFire, setup, engine.log), after, 'replaying the log rebuilds the state');

          // Undo returns exactly to the state before; doing the command again gives the same events.
          assert.equal(engine.undo(), true);
          assert.deepStrictEqual(engine.state, before, 'undo returns to the previous state');
          assert.deepStrictEqual(engine.log, logBefore, 'undo returns to the previous log');
          const again = engine.dispatch(command);
          assert.ok(again.ok);
          assert.deepStrictEqual(again.events, result.events, 'the same command on the same state gives the same events');
          assert.deepStrictEqual(engine.state, after);
          deepFreeze(engine.state);

          undoStack.push({ state: before, log: logBefore });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the rolls of a playout do not depend on forced rolls in between', () => {
    fc.assert(
      fc.property(setupArbitrary, fc.array(fc.boolean(), { minLength: 1, maxLength: 20 }), (setup, forceThisOne) => {
        const plain = createEngine(directFire, setup);
        const mixed = createEngine(directFire, setup);
        const firstAim = directFire.legalCommands(plain.state).find((command) => command.type === 'aim');
        if (targetsOfVolley(plain.state).length === 0 && firstAim !== undefined) {
          assert.ok(plain.dispatch(firstAim).ok);
          assert.ok(mixed.dispatch(firstAim).ok);
        }
        const volley = targetsOfVolley(plain.state).length;
        fc.pre(volley > 0);
        for (const force of forceThisOne) {
          if (force) {
            assert.ok(mixed.dispatch({ type: 'roll', forced: Array.from({ length: volley }, () => 12) }).ok);
            continue;
          }
          assert.ok(plain.dispatch({ type: 'roll' }).ok);
          assert.ok(mixed.dispatch({ type: 'roll' }).ok);
          assert.deepStrictEqual(mixed.state.random, plain.state.random);
        }
        const unforced = mixed.state.shots.filter((shot) => !shot.forced).map((shot) => shot.roll);
        assert.deepStrictEqual(unforced, plain.state.shots.map((shot) => shot.roll));
      }),
      { numRuns: 100 },
    );
  });
});

describe('star-eater/direct-fire.stats', () => {
  it('odds: hits match a brute-force count of the faces, and probability is hits / 12', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: -1_000_000, max: 1_000_000 }), (accuracy, evasion) => {
        const faces = hitFacesByTheBook(accuracy, evasion);
        const odds = directFireOdds({ accuracy, evasion });
        assert.equal(odds.hits, faces.length);
        assert.equal(odds.probability, faces.length / 12);
        assert.equal(odds.minimumRoll, faces[0] ?? null);
        assert.equal(odds.sides, 12);
      }),
      { numRuns: 2000 },
    );
  });

  it('odds: small stats near the die are counted exactly too', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }), (accuracy, evasion) => {
        assert.equal(directFireOdds({ accuracy, evasion }).hits, hitFacesByTheBook(accuracy, evasion).length);
      }),
      { numRuns: 1000 },
    );
  });

  it(
    'odds: any pair of safe integers is counted exactly',
    () => {
      fc.assert(
        fc.property(fc.maxSafeInteger(), fc.maxSafeInteger(), fc.integer({ min: -20, max: 20 }), fc.boolean(), (first, second, difference, close) => {
          // Near each other is where rounding shows: far apart, every face hits or none does anyway.
          const accuracy = first;
          const evasion = close ? Math.max(Number.MIN_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, first + difference)) : second;
          const exact = FACES.filter((face) => BigInt(face) > 6n + BigInt(evasion) - BigInt(accuracy)).length;
          assert.equal(directFireOdds({ accuracy, evasion }).hits, exact);
        }),
        { numRuns: 2000 },
      );
    },
  );

  it('odds: more accuracy never hurts, more evasion never helps', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), fc.integer({ min: -100, max: 100 }), fc.integer({ min: 0, max: 20 }), (accuracy, evasion, step) => {
        const base = directFireOdds({ accuracy, evasion }).hits;
        assert.ok(directFireOdds({ accuracy: accuracy + step, evasion }).hits >= base);
        assert.ok(directFireOdds({ accuracy, evasion: evasion + step }).hits <= base);
      }),
      { numRuns: 1000 },
    );
  });

  it('odds: only accuracy minus evasion matters, one face per point until the die runs out', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), fc.integer({ min: -100, max: 100 }), fc.integer({ min: -100, max: 100 }), (accuracy, evasion, shift) => {
        const base = directFireOdds({ accuracy, evasion });
        assert.deepStrictEqual(directFireOdds({ accuracy: accuracy + shift, evasion: evasion + shift }), base);
        const next = directFireOdds({ accuracy: accuracy + 1, evasion }).hits;
        assert.equal(next - base.hits, base.hits === 12 ? 0 : accuracy - evasion + 6 >= 0 ? 1 : 0);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('star-eater/direct-fire.hit-roll: seeded rolls match the exact odds', () => {
  const ROLLS = 20_000;
  const TOLERANCE = 0.03;

  /** Rolls `count` times through decide/evolve, forgetting old shots so the state stays small. */
  function sampleShots(setup: DirectFireSetup, count: number): { hits: number; faces: number[] } {
    let state = directFire.initialState(setup);
    const faces = FACES.map(() => 0);
    let hits = 0;
    for (let rolled = 0; rolled < count; rolled++) {
      state = directFire.decide(state, { type: 'roll' }).reduce((folded, event) => directFire.evolve(folded, event), state);
      const [shot] = state.shots;
      assert.ok(shot);
      faces[shot.roll - 1] = (faces[shot.roll - 1] ?? 0) + 1;
      if (shot.hit) hits++;
      state = { ...state, shots: [] };
    }
    return { hits, faces };
  }

  for (const { accuracy, evasion, seed } of [
    { accuracy: 3, evasion: 1, seed: 20_261_121 },
    { accuracy: 0, evasion: 0, seed: 7 },
    { accuracy: 0, evasion: 5, seed: 123_456 },
    { accuracy: 2, evasion: 0, seed: -99 },
  ]) {
    const exact = directFireOdds({ accuracy, evasion }).probability;
    it(`accuracy ${String(accuracy)} against evasion ${String(evasion)}: ${String(ROLLS)} rolls hit within ±3% of ${exact.toFixed(3)}, each face within ±1.5% of 1/12`, () => {
      const { hits, faces } = sampleShots({ seed, weapon: { accuracy }, targets: [{ id: 'target', evasion }] }, ROLLS);
      assert.ok(Math.abs(hits / ROLLS - exact) <= TOLERANCE, `hit frequency ${String(hits / ROLLS)} vs exact ${String(exact)}`);
      for (const [index, count] of faces.entries()) {
        assert.ok(Math.abs(count / ROLLS - 1 / 12) <= TOLERANCE / 2, `face ${String(index + 1)} came up ${String(count)} times in ${String(ROLLS)}`);
      }
    });
  }
});
