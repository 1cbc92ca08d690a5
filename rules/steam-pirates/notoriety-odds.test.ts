/**
 * The notoriety check's exact odds, checked three ways: against brute-force enumeration (every
 * roll of the seven dice, every order of drawing the cubes), against the ruleset itself (refresh
 * phases played from many seeds), and against the fines the ruleset settles.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { addFractions, choose, fineOutcome, fraction, fractionValue, notorietyOdds, sumFractions, ONE, ZERO, type Fraction } from './notoriety-odds.ts';
import { BAG_PRESETS, bagLabOdds, continueRefresh, readBagLab, refreshStage, rollNotoriety, withPirateCount, type BagLab } from './bag-lab/lab.ts';
import { SYNDICATE } from './model.ts';
import { ruleset } from './ruleset.ts';
import { RULE } from './rule-ids.ts';
import { SAMPLE_ACTION_DIE, type ActionSymbol } from './tables.ts';
import { refusal } from './test-support.ts';

/**
 * The odds by enumeration, sharing no code with notorietyOdds: every sequence of `dice` faces
 * (equally likely), then every ordered draw of distinct cubes from the bag (equally likely); count
 * the pirate's cubes among the draws.
 */
function bruteForce(yours: number, others: number, faces: readonly ActionSymbol[], dice: number): Fraction[] {
  // How many face sequences show each number of octopuses.
  const sequences = new Array<bigint>(dice + 1).fill(0n);
  const total = faces.length ** dice;
  for (let roll = 0; roll < total; roll++) {
    let octopuses = 0;
    let rest = roll;
    for (let die = 0; die < dice; die++) {
      if (faces[rest % faces.length] === 'wild') octopuses += 1;
      rest = Math.floor(rest / faces.length);
    }
    sequences[octopuses] = (sequences[octopuses] ?? 0n) + 1n;
  }
  // The cubes 0 … yours-1 are the pirate's. For n draws, count each ordered draw by how many are theirs.
  const bag = yours + others;
  const byDraws = (n: number): { counts: bigint[]; orders: bigint } => {
    const counts = new Array<bigint>(yours + 1).fill(0n);
    let orders = 0n;
    const used = new Array<boolean>(bag).fill(false);
    const walk = (left: number, mine: number): void => {
      if (left === 0) {
        counts[mine] = (counts[mine] ?? 0n) + 1n;
        orders += 1n;
        return;
      }
      for (let cube = 0; cube < bag; cube++) {
        if (used[cube] === true) continue;
        used[cube] = true;
        walk(left - 1, mine + (cube < yours ? 1 : 0));
        used[cube] = false;
      }
    };
    walk(n, 0);
    return { counts, orders };
  };
  const result = new Array<Fraction>(Math.min(yours, dice) + 1).fill(ZERO);
  sequences.forEach((count, octopuses) => {
    if (count === 0n) return;
    const { counts, orders } = byDraws(Math.min(octopuses, bag));
    counts.forEach((ways, k) => {
      if (ways === 0n) return;
      result[k] = addFractions(result[k] ?? ZERO, fraction(count * ways, BigInt(total) * orders));
    });
  });
  return result;
}

describe('steam-pirates/refresh.notoriety', () => {
  describe('notorietyOdds: exact odds of your cubes drawn', () => {
    it('matches brute-force enumeration of every roll and every order of drawing, on the sample die', () => {
      for (const [yours, others] of [
        [1, 6],
        [2, 3],
        [0, 4],
        [3, 0],
        [5, 3],
        [1, 1],
        [0, 0],
      ] as const) {
        const odds = notorietyOdds({ yours, others });
        assert.deepEqual(odds.yours, bruteForce(yours, others, SAMPLE_ACTION_DIE, 7), `${String(yours)} of ${String(yours + others)}`);
      }
    });

    it('matches brute-force enumeration for other dice: more octopus faces, fewer dice', () => {
      const faces: ActionSymbol[] = ['wild', 'wild', 'profit', 'official'];
      assert.deepEqual(notorietyOdds({ yours: 2, others: 4, faces, dice: 5 }).yours, bruteForce(2, 4, faces, 5));
      assert.deepEqual(notorietyOdds({ yours: 3, others: 2, faces: ['wild'], dice: 4 }).yours, bruteForce(3, 2, ['wild'], 4));
      assert.deepEqual(notorietyOdds({ yours: 2, others: 2, faces: ['profit'], dice: 3 }).yours, [ONE, ZERO, ZERO]);
    });

    it('gives the octopuses as a binomial: 7 dice, one face in six (5^7 / 6^7 for none)', () => {
      const odds = notorietyOdds({ yours: 1, others: 6 });
      assert.deepEqual(odds.octopuses[0], fraction(5n ** 7n, 6n ** 7n));
      assert.deepEqual(odds.octopuses[7], fraction(1n, 6n ** 7n));
      assert.deepEqual(sumFractions(odds.octopuses), ONE);
      // The setup's bag: 1 of 7 cubes is yours; each octopus draws one. P(none of yours) = Σ P(n) (7−n)/7.
      const none = sumFractions(odds.draws.map((chance, n) => fraction(chance.numerator * BigInt(7 - n), chance.denominator * 7n)));
      assert.deepEqual(odds.yours[0], none);
      assert.deepEqual(addFractions(none, odds.atLeastOne), ONE);
      // On average 7/6 cubes are drawn, 1/7 of them yours.
      assert.deepEqual(odds.expectedYours, fraction(1n, 6n));
    });

    it('stops drawing when the bag is empty: 2 cubes can be drawn at most', () => {
      const odds = notorietyOdds({ yours: 1, others: 1 });
      assert.equal(odds.draws.length, 3);
      assert.deepEqual(odds.draws[2], sumFractions(odds.octopuses.slice(2)));
      assert.deepEqual(notorietyOdds({ yours: 0, others: 0 }), { octopuses: notorietyOdds({ yours: 0, others: 0 }).octopuses, draws: [ONE], yours: [ONE], atLeastOne: ZERO, expectedYours: ZERO });
    });

    it('always sums to 1, and the average is the draws’ average times your share of the bag (property)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 9 }), (yours, others, wild, dice) => {
          const faces: ActionSymbol[] = [...Array<ActionSymbol>(wild).fill('wild'), ...Array<ActionSymbol>(6).fill('profit')];
          const odds = notorietyOdds({ yours, others, faces, dice });
          assert.deepEqual(sumFractions(odds.yours), ONE);
          assert.deepEqual(sumFractions(odds.draws), ONE);
          const bag = yours + others;
          const drawn = sumFractions(odds.draws.map((chance, n) => fraction(chance.numerator * BigInt(n), chance.denominator)));
          assert.deepEqual(odds.expectedYours, bag === 0 ? ZERO : fraction(drawn.numerator * BigInt(yours), drawn.denominator * BigInt(bag)));
        }),
        { numRuns: 200 },
      );
    });

    it('stays exact where floating point could not: a 20-face die and 44 cubes', () => {
      const faces: ActionSymbol[] = ['wild', ...Array<ActionSymbol>(19).fill('profit')];
      const odds = notorietyOdds({ yours: 9, others: 35, faces });
      assert.ok(odds.yours.some((chance) => chance.denominator > BigInt(Number.MAX_SAFE_INTEGER)));
      assert.deepEqual(sumFractions(odds.yours), ONE);
      assert.ok(Math.abs(fractionValue(odds.expectedYours) - (7 / 20) * (9 / 44)) < 1e-12);
    });

    it('refuses counts that are not whole numbers ≥ 0', () => {
      assert.throws(() => notorietyOdds({ yours: -1, others: 3 }), RangeError);
      assert.throws(() => notorietyOdds({ yours: 1.5, others: 3 }), RangeError);
      assert.throws(() => notorietyOdds({ yours: 1, others: 3, faces: [] }), RangeError);
    });

    it('choose: Pascal’s triangle', () => {
      for (let n = 1; n < 30; n++) for (let k = 1; k < n; k++) assert.equal(choose(n, k), choose(n - 1, k - 1) + choose(n - 1, k));
      assert.deepEqual([choose(5, -1), choose(5, 6), choose(0, 0)], [0n, 0n, 1n]);
    });
  });

  describe('the odds agree with the ruleset’s refresh, played from many seeds', () => {
    it('the notorious preset: how many of Amber’s cubes the game draws, within 4.5 standard errors of the exact odds', () => {
      const base = BAG_PRESETS.find((preset) => preset.name === 'notorious')?.lab ?? assert.fail('no preset');
      const odds = bagLabOdds(base);
      const runs = 1500;
      const tally = new Array<number>(odds.yours.length).fill(0);
      for (let seed = 0; seed < runs; seed++) {
        const played = rollNotoriety({ ...base, seed });
        const drawn = played.events.filter((event) => event.type === 'notoriety-drawn' && event.cube === 'amber').length;
        tally[drawn] = (tally[drawn] ?? 0) + 1;
        const octopuses = played.events.find((event) => event.type === 'dice-rolled')?.dice.filter((face) => face === 'wild').length ?? -1;
        assert.equal(played.events.filter((event) => event.type === 'notoriety-drawn').length, Math.min(octopuses, 10), 'one cube for each octopus');
      }
      odds.yours.forEach((chance, k) => {
        const p = fractionValue(chance);
        const error = Math.sqrt((p * (1 - p)) / runs);
        assert.ok(Math.abs((tally[k] ?? 0) / runs - p) <= 4.5 * error + 1e-9, `k=${String(k)}: ${String(tally[k])}/${String(runs)} against ${p.toFixed(4)}`);
      });
    });
  });

  describe('fineOutcome: what a fine forces', () => {
    it('pays from the purse when it can; else sells the costliest houses first until it can; with none left, pays what is there', () => {
      const houses = [
        { island: 'haven', cost: 2 },
        { island: 'lumen', cost: 4 },
        { island: 'gale', cost: 3 },
      ];
      assert.deepEqual(fineOutcome(1, 4, 5, houses), { fine: 4, short: 0, sold: [], goldAfter: 1, unpaid: 0 });
      assert.deepEqual(fineOutcome(1, 4, 3, houses), { fine: 4, short: 1, sold: [{ island: 'lumen', cost: 4 }], goldAfter: 3, unpaid: 0 });
      assert.deepEqual(fineOutcome(3, 4, 3, houses).sold.map((house) => house.island), ['lumen', 'gale', 'haven']);
      assert.deepEqual(fineOutcome(4, 4, 3, houses), { fine: 16, short: 13, sold: [houses[1], houses[2], houses[0]], goldAfter: 0, unpaid: 4 });
      assert.deepEqual(fineOutcome(0, 4, 0, []), { fine: 0, short: 0, sold: [], goldAfter: 0, unpaid: 0 });
    });

    it('agrees with the ruleset’s fines and forced sales, the pirate always selling the costliest house (random bags)', () => {
      fc.assert(
        fc.property(
          fc.record({
            season: fc.integer({ min: 1, max: 3 }),
            gold: fc.integer({ min: 0, max: 12 }),
            houses: fc.subarray(['haven', 'lumen', 'gale', 'mistral', 'onyx', 'brassport', 'iona'], { minLength: 0, maxLength: 7 }),
            amber: fc.integer({ min: 1, max: 9 }),
            syndicate: fc.integer({ min: 0, max: 1 }),
            seed: fc.integer({ min: 0, max: 10_000 }),
          }),
          ({ season, gold, houses, amber, syndicate, seed }) => {
            const lab: BagLab = { pirates: ['amber', 'brian'], syndicate, cubes: { amber, brian: 0 }, you: 'amber', season, gold, houses, seed };
            let played = rollNotoriety(lab);
            // Amber sells her costliest house whenever the rules ask her to.
            while (played.state.prompt?.id === 'sell-houses') {
              const costOf = (island: string): number => played.state.data.map.islands.find((candidate) => candidate.id === island)?.cost ?? 0;
              const offered = ruleset.legalCommands(played.state).flatMap((command) => (command.type === 'sell-house' ? [command] : []));
              const costliest = [...offered].sort((a, b) => costOf(b.island) - costOf(a.island))[0] ?? assert.fail('no sale offered');
              played = continueRefresh(played, costliest);
            }
            const mine = played.events.filter((event) => event.type === 'notoriety-drawn' && event.cube === 'amber').length;
            const expected = fineOutcome(mine, [2, 3, 4][season - 1] ?? 0, gold, houses.map((island) => ({ island, cost: played.state.data.map.islands.find((candidate) => candidate.id === island)?.cost ?? 0 })));
            const sold = played.events.flatMap((event) => (event.type === 'house-sold' ? [event.gold] : []));
            assert.equal(sold.length, expected.sold.length);
            assert.deepEqual(sold, expected.sold.map((house) => house.cost));
            assert.equal(played.state.pirates.amber?.gold, expected.goldAfter);
            const paid = played.events.reduce((sum, event) => sum + (event.type === 'fined' ? event.paid : 0), 0);
            assert.equal(paid, expected.fine - expected.unpaid);
          },
        ),
        { numRuns: 120 },
      );
    });
  });

  describe('the bag lab', () => {
    it('reads its setup, naming a bad field', () => {
      assert.deepEqual(readBagLab({}), BAG_PRESETS[0]?.lab);
      const lab = readBagLab({ pirates: 4, cubes: [2, 0, 1, 3], you: 'collin', season: 2, gold: 5, houses: ['haven', 'lumen'], seed: -3, syndicate: 1 });
      assert.deepEqual(lab, { pirates: ['amber', 'brian', 'carol', 'collin'], syndicate: 1, cubes: { amber: 2, brian: 0, carol: 1, collin: 3 }, you: 'collin', season: 2, gold: 5, houses: ['haven', 'lumen'], seed: -3 });
      assert.throws(() => readBagLab({ cubes: [1, 1] }), refusal(RULE.refreshNotoriety, 'cubes', /2 counts for 3 pirates/));
      assert.throws(() => readBagLab({ cubes: [1, 10, 1] }), refusal(RULE.refreshNotoriety, 'cubes[1]', /from 0 to 9/));
      assert.throws(() => readBagLab({ syndicate: 5 }), refusal(RULE.refreshNotoriety, 'syndicate'));
      assert.throws(() => readBagLab({ you: 'collin' }), refusal(RULE.setupPlayers, 'you', /amber, brian, carol/));
      assert.throws(() => readBagLab({ pirates: 5 }), refusal(RULE.setupPlayers, 'pirates'));
      assert.throws(() => readBagLab({ houses: ['haven', 'gull-key'] }), refusal(RULE.establish, 'houses[1]', /treasure island/));
      assert.throws(() => readBagLab({ houses: ['haven', 'haven'] }), refusal(RULE.establish, 'houses[1]', /repeats/));
      assert.throws(() => readBagLab({ houses: ['atlantis'] }), refusal(RULE.establish, 'houses[0]', /no island of the map/));
      assert.throws(() => readBagLab({ preset: 'nope' }), refusal(RULE.refreshNotoriety, 'preset'));
      assert.throws(() => readBagLab({ colour: 'red' } as never), refusal(RULE.refreshNotoriety, 'colour'));
    });

    it('stages the round’s last turn: the bag, the supplies and the Gold as set, nothing changed before the refresh', () => {
      const lab = readBagLab({ preset: 'notorious' });
      const stage = refreshStage(lab);
      assert.deepEqual([...stage.bag].sort(), [...Array<string>(2).fill(SYNDICATE), ...Array<string>(5).fill('amber'), 'brian', 'brian', 'carol'].sort());
      assert.deepEqual([stage.pirates.amber?.gold, stage.pirates.amber?.houses, stage.pirates.amber?.cubes, stage.syndicateReserve, stage.season], [3, lab.houses, 4, 2, 3]);
      const played = rollNotoriety(lab);
      const first = played.events[0];
      assert.deepEqual([first?.type, first?.rule], ['dice-rolled', RULE.refreshRoll]);
      // Nothing but the notoriety check changed the pirates: no gold before the fines.
      const fines = played.events.filter((event) => event.type === 'fined' && event.player === 'brian').reduce((sum, event) => sum + (event.type === 'fined' ? event.paid : 0), 0);
      assert.equal(played.state.pirates.brian?.gold, (stage.pirates.brian?.gold ?? 0) - fines);
    });

    it('seats and unseats pirates: a newcomer has the one cube of setup, and "you" stay seated', () => {
      const four = withPirateCount(readBagLab({ preset: 'notorious' }), 4);
      assert.deepEqual([four.pirates, four.cubes], [['amber', 'brian', 'carol', 'collin'], { amber: 5, brian: 2, carol: 1, collin: 1 }]);
      const two = withPirateCount({ ...four, you: 'collin' }, 2);
      assert.deepEqual([two.pirates, two.cubes, two.you], [['amber', 'brian'], { amber: 5, brian: 2 }, 'amber']);
    });

    it('gives the fines for each number of your cubes drawn, and the expected fine', () => {
      const odds = bagLabOdds(readBagLab({ preset: 'notorious' }));
      assert.equal(odds.seasonGold, 4);
      assert.deepEqual(odds.fines[1]?.sold.map((house) => house.island), ['lumen']);
      assert.deepEqual(odds.expectedFine, fraction(odds.expectedYours.numerator * 4n, odds.expectedYours.denominator));
    });
  });
});
