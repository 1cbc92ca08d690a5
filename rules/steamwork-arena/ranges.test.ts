/**
 * Every number a designer's setup or a hand-typed attribute gives has its range, each end accepted,
 * one beyond refused naming the field once and saying where the limit comes from; and the bounds a
 * refusal names are accepted (issue 22, point 10).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation } from '../engine/index.ts';
import { refusedNamingOnce } from '../engine/testing/refusals.ts';
import { ruleset } from './ruleset.ts';
import { conflictRuleset } from './conflict-lab/ruleset.ts';
import type { ConflictSetup } from './conflict-lab/setup.ts';
import { ALPHA_CORE, MAX_ADDED_ICONS, SAMPLE_BETA_CORE, ZONES, type Icon } from './templates.ts';
import { MOST_ATTACK_VALUE, MOST_DEFENSE_VALUE } from './values.ts';
import type { SteamworkSetup } from './setup.ts';

/** The bounds a refusal says are allowed: "from 0 to 9", "1 to 2 steamworks", "1 steamwork". */
function boundsNamed(violation: RuleViolation): [number, number] {
  const range = /\b(\d+) to (\d+)\b/.exec(violation.message);
  if (range !== null) return [Number(range[1]), Number(range[2])];
  const single = /\bsteers (\d+) steamwork\b/.exec(violation.message);
  assert.ok(single !== null, `no bounds named in: ${violation.message}`);
  return [Number(single[1]), Number(single[1])];
}

/**
 * `open` is not refused for `field`: accepted, or refused for another field that the value moved out
 * of reach (a preset's range energy beyond an attack value of 0), which says so itself.
 */
function notRefusedFor(field: string, open: () => unknown, after: string): void {
  try {
    open();
  } catch (error) {
    assert.ok(error instanceof RuleViolation && error.field !== field, `${field} refused again after: ${after}\n${String(error)}`);
  }
}

function conflict(setup: Omit<ConflictSetup, 'seed'>): unknown {
  return conflictRuleset.initialState({ seed: 1, ...setup });
}

/** The most icons of one kind the cores print in one zone. */
function mostPrinted(icon: Icon): number {
  return Math.max(...[ALPHA_CORE, SAMPLE_BETA_CORE].flatMap((core) => ZONES.map((zone) => core.zones[zone].filter((entry) => entry.icon === icon).length)));
}

describe('steamwork-arena/zones.values', () => {
  it('no zone shows more attack or defense than its core prints plus every added icon', () => {
    assert.equal(MOST_ATTACK_VALUE, mostPrinted('a') + MAX_ADDED_ICONS);
    assert.equal(MOST_DEFENSE_VALUE, mostPrinted('d') + MAX_ADDED_ICONS);
  });

  it('a conflict takes an attack value from 0 to 9 and a defense value from 0 to 10, refusing one more with the reason', () => {
    for (const attackValue of [0, 9]) assert.doesNotThrow(() => conflict({ attackValue, rangeEnergy: 0 }));
    for (const defenseValue of [0, 10]) assert.doesNotThrow(() => conflict({ defenseValue }));
    refusedNamingOnce(() => conflict({ attackValue: 10 }), 'steamwork-arena/conflict.hide', 'attackValue', /from 0 to 9 \(a zone shows at most 9 attack icons/);
    refusedNamingOnce(() => conflict({ attackValue: -1 }), 'steamwork-arena/conflict.hide', 'attackValue', /from 0 to 9/);
    refusedNamingOnce(() => conflict({ attackValue: 999 }), 'steamwork-arena/conflict.hide', 'attackValue', /got 999/);
    refusedNamingOnce(() => conflict({ defenseValue: 11 }), 'steamwork-arena/conflict.hide', 'defenseValue', /from 0 to 10 \(a zone shows at most 10 defense icons/);
    refusedNamingOnce(() => conflict({ defenseValue: -1 }), 'steamwork-arena/conflict.hide', 'defenseValue', /from 0 to 10/);
  });
});

describe('steamwork-arena/setup.placement', () => {
  it('a conflict side\'s reserves are 0 to 100, the bank', () => {
    for (const energy of [0, 100]) {
      assert.doesNotThrow(() => conflict({ attackerEnergy: energy, rangeEnergy: 0 }));
      assert.doesNotThrow(() => conflict({ defenderEnergy: energy }));
    }
    for (const field of ['attackerEnergy', 'defenderEnergy'] as const) {
      refusedNamingOnce(() => conflict({ [field]: 101 }), 'steamwork-arena/conflict.hide', field, /from 0 to 100 \(a reserve comes from the bank/);
      refusedNamingOnce(() => conflict({ [field]: -1 }), 'steamwork-arena/conflict.hide', field, /from 0 to 100/);
    }
  });

  it('a staged steamwork\'s reserve is 0 to 100, the bank', () => {
    const staged = (reserve: number): SteamworkSetup => ({ seed: 1, steamworks: [{ id: 'red', controller: 'red', reserve }, { id: 'blue', controller: 'blue' }] });
    // The first round is energized at once: zone C's 3 energy, as far as the bank goes.
    for (const reserve of [0, 100]) assert.equal(ruleset.initialState(staged(reserve)).steamworks.red?.reserve, Math.min(reserve + 3, 100));
    refusedNamingOnce(() => ruleset.initialState(staged(101)), 'steamwork-arena/setup.placement', 'steamworks[0].reserve', /from 0 to 100 \(a reserve comes from the bank/);
    refusedNamingOnce(() => ruleset.initialState(staged(-1)), 'steamwork-arena/setup.placement', 'steamworks[0].reserve', /from 0 to 100/);
  });
});

describe('steamwork-arena/damage.health', () => {
  it('a staged steamwork\'s health is 1 to 3 steps above System Failure', () => {
    const staged = (health: number): SteamworkSetup => ({ seed: 1, steamworks: [{ id: 'red', controller: 'red', health }, { id: 'blue', controller: 'blue' }] });
    for (const health of [1, 3]) assert.equal(ruleset.initialState(staged(health)).steamworks.red?.health, health);
    refusedNamingOnce(() => ruleset.initialState(staged(0)), 'steamwork-arena/setup.placement', 'steamworks[0].health', /from 1 to 3 \(steps above System Failure/);
    refusedNamingOnce(() => ruleset.initialState(staged(4)), 'steamwork-arena/setup.placement', 'steamworks[0].health', /from 1 to 3/);
  });
});

describe('steamwork-arena/ranged.range-cost', () => {
  it('range energy is 0 up to the attack value, or the reserves where they are lower, and the refusal names the limit that binds', () => {
    assert.doesNotThrow(() => conflict({ attackValue: 5, attackerEnergy: 6, rangeEnergy: 5 }));
    assert.doesNotThrow(() => conflict({ attackValue: 5, attackerEnergy: 3, rangeEnergy: 3 }));
    refusedNamingOnce(() => conflict({ attackValue: 5, attackerEnergy: 6, rangeEnergy: 6 }), 'steamwork-arena/ranged.range-cost', 'rangeEnergy', /from 0 to 5 \(range energy counts against the attack value, 5\)/);
    refusedNamingOnce(() => conflict({ attackValue: 5, attackerEnergy: 3, rangeEnergy: 4 }), 'steamwork-arena/ranged.range-cost', 'rangeEnergy', /from 0 to 3 \(range is paid from the attacker's reserves, 3\)/);
    refusedNamingOnce(() => conflict({ rangeEnergy: -1 }), 'steamwork-arena/ranged.range-cost', 'rangeEnergy', /from 0 to/);
  });

  it('a preset\'s range energy beyond a lower attack value given is refused, not kept', () => {
    refusedNamingOnce(() => conflict({ preset: 'ranged-example-1', attackValue: 1 }), 'steamwork-arena/ranged.range-cost', 'rangeEnergy', /from 0 to 1/);
  });
});

describe('steamwork-arena/teams.sides', () => {
  it('perPlayer is 1 up to what fits the arena for the players given: 3, 2, 1', () => {
    const seats = ['red', 'blue', 'green', 'yellow'];
    for (const [players, most] of [[2, 3], [3, 2], [4, 1]] as const) {
      const setup = (perPlayer: number): SteamworkSetup => ({ seed: 1, players: seats.slice(0, players), perPlayer });
      for (const perPlayer of [1, most]) assert.doesNotThrow(() => ruleset.initialState(setup(perPlayer)), `${String(perPlayer)} each for ${String(players)}`);
      refusedNamingOnce(() => ruleset.initialState(setup(0)), 'steamwork-arena/teams.sides', 'perPlayer', /each player steers/);
      refusedNamingOnce(() => ruleset.initialState(setup(most + 1)), 'steamwork-arena/teams.sides', 'perPlayer', /fit the arena/);
    }
  });
});

describe('the bounds a refusal names are accepted (issue 22, point 10)', () => {
  it('for every number of a conflict set up by hand, whatever the others', () => {
    const fields = ['attackValue', 'defenseValue', 'attackerEnergy', 'defenderEnergy', 'rangeEnergy'] as const;
    const others: readonly Omit<ConflictSetup, 'seed'>[] = [{}, { attackValue: 2, attackerEnergy: 9 }, { attackValue: 9, attackerEnergy: 1 }, { preset: 'ranged-example-1' }];
    for (const base of others) {
      for (const field of fields) {
        for (const beyond of [-1, 1000]) {
          const violation = refusedNamingOnce(() => conflict({ ...base, [field]: beyond }), field === 'rangeEnergy' ? 'steamwork-arena/ranged.range-cost' : 'steamwork-arena/conflict.hide', field, /./);
          for (const bound of boundsNamed(violation)) notRefusedFor(field, () => conflict({ ...base, [field]: bound }), violation.message);
        }
      }
    }
  });

  it('for perPlayer, with each number of players', () => {
    const seats = ['red', 'blue', 'green', 'yellow'];
    for (const players of [2, 3, 4]) {
      const setup = (perPlayer: number): SteamworkSetup => ({ seed: 1, players: seats.slice(0, players), perPlayer });
      for (const beyond of [0, 4]) {
        const violation = refusedNamingOnce(() => ruleset.initialState(setup(beyond)), 'steamwork-arena/teams.sides', 'perPlayer', /./);
        for (const bound of boundsNamed(violation)) assert.doesNotThrow(() => ruleset.initialState(setup(bound)), violation.message);
      }
    }
  });
});
