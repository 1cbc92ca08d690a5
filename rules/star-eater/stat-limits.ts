/**
 * The range of every number Star Eater's data can print (issue 22, point 10), shared by the
 * factions' readers and the labs' setups so that a card and a lab refuse the same values in the same
 * words. The rulebook gives no ranges: each limit comes from the die, the board or the box, and says
 * which in its refusal.
 */

/** Limits as `readWholeNumber` takes them. */
export interface StatLimits {
  readonly min: number;
  readonly max: number;
  readonly note: string;
}

/**
 * The longest distance, in hexes, between two hexes of the sample board (13 columns of 17):
 * a speed, range, radius or reach beyond it changes nothing. board.test.ts measures it.
 */
export const BOARD_WIDEST = 22;

const DIE = 'the hit die has 12 faces: from 0 to 12 every chance from never to always can be set';
const BOARD = `the board is ${String(BOARD_WIDEST)} hexes across at its widest`;

/**
 * The direct-fire roll's numbers, each apart (and in STAT_LIMITS below) so that a bundle of the roll
 * takes these few and leaves the rest of the table out.
 */
export const DIE_STAT_LIMITS = { min: 0, max: 12, note: DIE } as const satisfies StatLimits;
export const RANGE_LIMITS = { min: 1, max: BOARD_WIDEST, note: BOARD } as const satisfies StatLimits;
export const AOE_LIMITS = { min: 0, max: BOARD_WIDEST, note: `a radius in hexes; ${BOARD}` } as const satisfies StatLimits;

export const STAT_LIMITS = {
  accuracy: DIE_STAT_LIMITS,
  evasion: DIE_STAT_LIMITS,
  speed: { min: 1, max: BOARD_WIDEST, note: BOARD },
  range: RANGE_LIMITS,
  reach: { min: 1, max: BOARD_WIDEST, note: BOARD },
  aoe: AOE_LIMITS,
  // Counted in the box's tokens: a card cannot ask for more than the box holds.
  cooldown: { min: 0, max: 8, note: 'the box holds 8 cooldown tokens' },
  power: { min: 1, max: 8, note: 'the box holds 8 special power tokens' },
  capacity: { min: 1, max: 21, note: 'the box holds 21 fighter munitions' },
  tokens: { min: 1, max: 12, note: 'twice the largest set of weapon tokens the box holds (6)' },
  // No count in the box bounds these; the ceiling keeps a game finite and a typo (999) caught,
  // far above any sample card (damage 4, armour 5, structure 10).
  damage: { min: 0, max: 20, note: 'no more than the most armour or structure a card may carry' },
  armour: { min: 0, max: 20, note: 'a hull section carries at most 20 armour' },
  structure: { min: 1, max: 20, note: 'a warship has at most 20 structure' },
} as const satisfies Readonly<Record<string, StatLimits>>;
