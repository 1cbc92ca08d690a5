import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONFLICT_PRESETS, conflictOdds, conflictPreset, conflictPresetNamed, hidingLimit, resolveConflict, type ConflictInput, type ConflictResult, type HandPick, type Hands } from './index.ts';
import { refusal } from './test-support.ts';

/** Laurel attacks Hardy: Laurel 6 energy, attack 5; Hardy 3 energy, defense 2 (Conflict Examples 1–3). */
const LAUREL_AND_HARDY = conflictPreset('conflict-example-1').limits;

describe('Conflict examples (steamwork-arena/conflict.pdp, steamwork-arena/conflict.spend)', () => {
  const expected: Record<string, ConflictResult> = {
    // Hardy shows his empty hand and takes 2 pdp.
    'conflict-example-1': { attackerRevealed: 2, defenderRevealed: 0, pdp: 2, spentByAttacker: 5, spentByDefender: 2, attackerEnergyAfter: 1, defenderEnergyAfter: 1 },
    // 2 against 2, no pdp.
    'conflict-example-2': { attackerRevealed: 2, defenderRevealed: 2, pdp: 0, spentByAttacker: 5, spentByDefender: 2, attackerEnergyAfter: 1, defenderEnergyAfter: 1 },
    // Laurel shows 0 against 2; attackers never take pdp.
    'conflict-example-3': { attackerRevealed: 0, defenderRevealed: 2, pdp: 0, spentByAttacker: 5, spentByDefender: 2, attackerEnergyAfter: 1, defenderEnergyAfter: 1 },
    // Laurel bluffs with empty hands; Hardy spends 4 for nothing.
    'conflict-example-4': { attackerRevealed: 0, defenderRevealed: 2, pdp: 0, spentByAttacker: 0, spentByDefender: 4, attackerEnergyAfter: 6, defenderEnergyAfter: 3 },
    // Harriet (range 2 of attack 4) reveals 2 against Ozzie's 1: one pdp.
    'ranged-example-1': { attackerRevealed: 2, defenderRevealed: 1, pdp: 1, spentByAttacker: 2, spentByDefender: 3, attackerEnergyAfter: 0, defenderEnergyAfter: 2 },
  };
  for (const [name, result] of Object.entries(expected)) {
    it(`${name}: ${result.pdp} pdp, both sides end as printed`, () => {
      const preset = conflictPresetNamed(name);
      assert.ok(preset?.printed);
      assert.deepEqual(resolveConflict({ ...preset.limits, ...preset.printed }), result);
    });
  }

  it('every printed preset is listed above', () => {
    assert.deepEqual(CONFLICT_PRESETS.filter((preset) => preset.printed !== undefined).map((preset) => preset.name), Object.keys(expected));
  });
});

describe('steamwork-arena/conflict.hide', () => {
  it('refuses hands that are not two whole numbers, 0 or more, naming the hand', () => {
    const base: ConflictInput = { attackerHands: [1, 1], defenderHands: [1, 1], attackerPicks: 0, defenderPicks: 0 };
    assert.throws(() => resolveConflict({ ...base, attackerHands: [-1, 1] }), refusal('steamwork-arena/conflict.hide', 'attackerHands[0]'));
    assert.throws(() => resolveConflict({ ...base, defenderHands: [1, 0.5] }), refusal('steamwork-arena/conflict.hide', 'defenderHands[1]'));
    assert.throws(() => resolveConflict({ ...base, attackerHands: [1] as unknown as Hands }), refusal('steamwork-arena/conflict.hide', 'attackerHands'));
  });

  it('refuses an attacker hiding more than the attack value, or than attack value minus range', () => {
    assert.throws(
      () => resolveConflict({ ...LAUREL_AND_HARDY, attackerHands: [4, 2], defenderHands: [0, 0], attackerPicks: 0, defenderPicks: 0 }),
      refusal('steamwork-arena/conflict.hide', 'attackerHands', /at most 5/),
    );
    assert.throws(
      () => resolveConflict({ attackValue: 4, rangeEnergy: 2, attackerHands: [2, 1], defenderHands: [0, 0], attackerPicks: 0, defenderPicks: 0 }),
      refusal('steamwork-arena/conflict.hide', 'attackerHands', /minus 2 spent on range/),
    );
  });

  it('refuses a defender hiding more than the defense value', () => {
    assert.throws(
      () => resolveConflict({ ...LAUREL_AND_HARDY, attackerHands: [0, 0], defenderHands: [2, 1], attackerPicks: 0, defenderPicks: 0 }),
      refusal('steamwork-arena/conflict.hide', 'defenderHands', /at most 2/),
    );
  });

  it('refuses hiding more than the reserves hold, range energy included', () => {
    assert.throws(
      () => resolveConflict({ attackValue: 5, attackerEnergy: 3, attackerHands: [2, 2], defenderHands: [0, 0], attackerPicks: 0, defenderPicks: 0 }),
      refusal('steamwork-arena/conflict.hide', 'attackerHands', /3 energy in reserve/),
    );
    assert.throws(
      () => resolveConflict({ attackValue: 4, rangeEnergy: 2, attackerEnergy: 3, attackerHands: [1, 1], defenderHands: [0, 0], attackerPicks: 0, defenderPicks: 0 }),
      refusal('steamwork-arena/conflict.hide', 'attackerHands', /plus 2 on range/),
    );
    assert.throws(
      () => resolveConflict({ defenseValue: 4, defenderEnergy: 1, attackerHands: [0, 0], defenderHands: [1, 1], attackerPicks: 0, defenderPicks: 0 }),
      refusal('steamwork-arena/conflict.hide', 'defenderHands'),
    );
  });

  it('allows hiding nothing at all', () => {
    assert.equal(resolveConflict({ ...LAUREL_AND_HARDY, attackerHands: [0, 0], defenderHands: [0, 0], attackerPicks: 1, defenderPicks: 0 }).pdp, 0);
  });
});

describe('steamwork-arena/conflict.hide: hidingLimit', () => {
  it('caps the attacker by the attack value left after range and by the energy left after paying for it', () => {
    // Ranged Attack Example 1: attack value 4, 2 energy on range, 4 energy in reserve.
    assert.equal(hidingLimit('attacker', { attackValue: 4, defenseValue: 3, attackerEnergy: 4, defenderEnergy: 5, rangeEnergy: 2 }), 2);
    // Plenty of attack value but only 3 energy after 2 on range.
    assert.equal(hidingLimit('attacker', { attackValue: 6, defenseValue: 0, attackerEnergy: 5, defenderEnergy: 0, rangeEnergy: 2 }), 3);
  });

  it('caps the defender by the defense value and by the reserve', () => {
    assert.equal(hidingLimit('defender', { attackValue: 5, defenseValue: 2, attackerEnergy: 6, defenderEnergy: 3 }), 2);
    assert.equal(hidingLimit('defender', { attackValue: 5, defenseValue: 4, attackerEnergy: 6, defenderEnergy: 1 }), 1);
  });
});

describe('steamwork-arena/conflict.pick', () => {
  it('refuses a pick that is not 0 or 1, naming it', () => {
    const base: ConflictInput = { attackerHands: [1, 1], defenderHands: [1, 1], attackerPicks: 0, defenderPicks: 0 };
    assert.throws(() => resolveConflict({ ...base, attackerPicks: 2 as HandPick }), refusal('steamwork-arena/conflict.pick', 'attackerPicks'));
    assert.throws(() => resolveConflict({ ...base, defenderPicks: 'left' as unknown as HandPick }), refusal('steamwork-arena/conflict.pick', 'defenderPicks'));
  });

  it('each side\'s pick reveals the other side\'s hand', () => {
    const result = resolveConflict({ attackerHands: [7, 3], defenderHands: [1, 5], attackerPicks: 1, defenderPicks: 0 });
    assert.equal(result.defenderRevealed, 5);
    assert.equal(result.attackerRevealed, 7);
  });

  it('odds: Conflict Examples 1–3\'s first split gives 0, 1, 2 or 3 pdp, a quarter each', () => {
    const odds = conflictOdds([3, 2], [2, 0]);
    assert.deepEqual(
      odds.outcomes.map(({ pdp, ways, outOf }) => [pdp, ways, outOf]),
      [[0, 1, 4], [1, 1, 4], [2, 1, 4], [3, 1, 4]],
    );
    assert.equal(odds.expectedPdp, 1.5);
    assert.deepEqual(conflictOdds([0, 0], [2, 2]).outcomes, [{ pdp: 0, ways: 4, outOf: 4, probability: 1 }]);
  });

  it('odds sum to 1 and match brute force over every pick, for every split up to 4 a hand', () => {
    for (let a0 = 0; a0 <= 4; a0 += 1)
      for (let a1 = 0; a1 <= 4; a1 += 1)
        for (let d0 = 0; d0 <= 4; d0 += 1)
          for (let d1 = 0; d1 <= 4; d1 += 1) {
            const attackerHands: Hands = [a0, a1];
            const defenderHands: Hands = [d0, d1];
            const odds = conflictOdds(attackerHands, defenderHands);
            assert.equal(odds.outcomes.reduce((sum, outcome) => sum + outcome.probability, 0), 1);
            const brute = new Map<number, number>();
            for (const attackerPicks of [0, 1] as const)
              for (const defenderPicks of [0, 1] as const) {
                const { pdp } = resolveConflict({ attackerHands, defenderHands, attackerPicks, defenderPicks });
                brute.set(pdp, (brute.get(pdp) ?? 0) + 1);
              }
            assert.deepEqual(
              odds.outcomes.map(({ pdp, ways }) => [pdp, ways]),
              [...brute.entries()].sort(([x], [y]) => x - y),
            );
            assert.equal(odds.spentByAttacker, a0 + a1);
            assert.equal(odds.spentByDefender, d0 + d1);
          }
  });

  it('odds refuse a bad split, naming it', () => {
    assert.throws(() => conflictOdds([1, -2], [0, 0]), refusal('steamwork-arena/conflict.hide', 'attackerSplit[1]'));
    assert.throws(() => conflictOdds([1, 2], [0, Number.POSITIVE_INFINITY]), refusal('steamwork-arena/conflict.hide', 'defenderSplit[1]'));
  });
});

describe('steamwork-arena/conflict.pdp', () => {
  it('the defender takes the difference only when the attacker reveals more', () => {
    assert.equal(resolveConflict({ attackerHands: [4, 0], defenderHands: [1, 0], attackerPicks: 0, defenderPicks: 0 }).pdp, 3);
    assert.equal(resolveConflict({ attackerHands: [1, 0], defenderHands: [4, 0], attackerPicks: 0, defenderPicks: 0 }).pdp, 0);
    assert.equal(resolveConflict({ attackerHands: [2, 0], defenderHands: [2, 0], attackerPicks: 0, defenderPicks: 0 }).pdp, 0);
  });
});

describe('steamwork-arena/conflict.spend', () => {
  it('both hands of both sides are spent, whichever hands were picked', () => {
    for (const attackerPicks of [0, 1] as const)
      for (const defenderPicks of [0, 1] as const) {
        const result = resolveConflict({ attackerHands: [3, 1], defenderHands: [0, 2], attackerPicks, defenderPicks, attackerEnergy: 9, defenderEnergy: 2 });
        assert.equal(result.spentByAttacker, 4);
        assert.equal(result.spentByDefender, 2);
        assert.equal(result.attackerEnergyAfter, 5);
        assert.equal(result.defenderEnergyAfter, 0);
      }
    assert.equal(resolveConflict({ attackerHands: [1, 1], defenderHands: [1, 1], attackerPicks: 0, defenderPicks: 0 }).attackerEnergyAfter, null);
  });
});
