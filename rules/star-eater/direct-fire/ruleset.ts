/**
 * Star Eater's direct-fire roll with the weapon on the board (7.4, 7.4.1, 7.4.2): the roll's rules
 * (roll.ts) with the board's part (DIRECT_FIRE_BOARD), which reads a setup's board and presets
 * (setup.ts), judges arc, range and sight (sight.ts) and aims at a hex of the board. `directFire`
 * runs every setup, with a board or without. A widget fetches the board's part only for a board
 * (issue 25), and joins it to the roll's rules it has already (`directFireRules`).
 */
import { RuleViolation, describeValue } from '../../engine/index.ts';
import { SAMPLE_BOARD, hexAt, rowOf } from '../board.ts';
import { sameHex } from '../hex.ts';
import { DIRECT_FIRE_RULE as RULE } from '../rule-ids.ts';
import { directFireRules, isAreaWeapon, type DirectFireBoardPart, type DirectFireCommand, type DirectFireEvent, type DirectFireRules, type DirectFireRuleset, type DirectFireState } from './roll.ts';
import { BOARD_SETUP } from './setup.ts';
import { boardSight, placeWords, targetAt, whyNotAimableHex, whyNotChoosable } from './sight.ts';

/** Aims at a hex of the board: in arc, in range and in sight (7.4, 7.4.1); an area's centre, or the target there. */
function decideAimAt(state: DirectFireState, column: unknown, row: unknown): DirectFireEvent[] {
  if (!isBoardNumber(column, SAMPLE_BOARD.columns) || !isBoardNumber(row, SAMPLE_BOARD.rows)) {
    throw new RuleViolation(RULE.arcRange, `Aim at a hex of the board: a column from 0 to ${String(SAMPLE_BOARD.columns - 1)} and a row from 0 to ${String(SAMPLE_BOARD.rows - 1)}; got ${describeValue(column)}, ${describeValue(row)}.`);
  }
  const hex = hexAt(column, row);
  const target = targetAt(state, hex);
  // An area weapon aims at the hex, whatever stands there (7.4.2); any other aims at the target on it.
  const area = isAreaWeapon(state.weapon);
  const refusal = area || target === undefined ? whyNotAimableHex(state, hex) : whyNotChoosable(state, target);
  if (refusal !== null) throw new RuleViolation(refusal.rule, refusal.reason);
  if (area) return [{ type: 'hex-aimed', rule: RULE.aoe, column, row }];
  if (target === undefined) throw new RuleViolation(RULE.target, `There is nothing to shoot at on ${placeWords(hex)}: a weapon without an area aims at a target.`);
  return [{ type: 'target-aimed', rule: RULE.target, target: target.id }];
}

function isBoardNumber(value: unknown, count: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < count;
}

/** An area weapon on the board aims at any hex in arc, range and sight, but the one it is aimed at. */
function aimCommands(state: DirectFireState): DirectFireCommand[] {
  return boardSight(state)
    .clear.filter((hex) => state.aimedHex === null || !sameHex(hex, state.aimedHex))
    .map((hex) => ({ type: 'aim-at', column: hex.q, row: rowOf(hex) }));
}

/** What the board adds to the roll's rules: the board's half of a setup, and aiming on the board. */
export const DIRECT_FIRE_BOARD: DirectFireBoardPart = {
  readPreset: BOARD_SETUP.readPreset,
  attributeReaders: BOARD_SETUP.attributeReaders,
  placeOnBoard: BOARD_SETUP.placeOnBoard,
  whyNotChoosable,
  decideAimAt,
  aimCommands,
};

/** The roll's rules with the board's part: every setup, with a board or without. */
export const DIRECT_FIRE_ON_BOARD: DirectFireRules = /* @__PURE__ */ directFireRules(DIRECT_FIRE_BOARD);

/**
 * Star Eater's direct-fire roll as a sub-mechanic: choose a target (or let an area weapon take
 * every valid one), roll a d12 per target, resolve hit or miss; on the board, in arc, in range and
 * in sight. It never ends by itself: a reader may roll again and again, and undo.
 */
// Read in a call marked pure, as the rules above are made: a bundle of the board's part alone (the
// widget's board chunk) leaves the roll's rules out.
export const directFire: DirectFireRuleset = /* @__PURE__ */ (() => DIRECT_FIRE_ON_BOARD.ruleset)();
