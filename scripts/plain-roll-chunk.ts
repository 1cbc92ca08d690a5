/**
 * `<star-eater-direct-fire>` without a board downloads none of the board (issue 25): its own chunk
 * holds the roll's rules alone, and the board's rules, presets and drawing are in the lazy chunk it
 * imports only for a board. The component tests load modules one by one (through the rules'
 * index), so they cannot see this; the blog bundle does. Checked by check-bundle-budgets.ts on the
 * bundle it analyses anyway (a test of its own built the bundle a second time).
 */
import type { BundleAnalysis } from './build-bundle.ts';

/** The modules only a board needs: the board's half of the setup and its presets, sight, line of fire, aiming on the board, the drawing. */
const BOARD_ONLY = [
  'rules/star-eater/direct-fire/setup.ts',
  'rules/star-eater/direct-fire/presets.ts',
  'rules/star-eater/direct-fire/sight.ts',
  'rules/star-eater/direct-fire/ruleset.ts',
  'rules/star-eater/line-of-fire.ts',
  'rules/star-eater/lab-setup.ts',
  'components/star-eater/direct-fire-board.ts',
  'components/star-eater/hex-board.ts',
];

/** What of the board the plain roll's chunk holds, in words; empty when it holds none. */
export function plainRollProblems(analysis: BundleAnalysis): string[] {
  const tag = analysis.tags.find((candidate) => candidate.tag === 'star-eater-direct-fire');
  if (tag === undefined) return ['the loader has no <star-eater-direct-fire>'];
  const own = new Set(tag.inputs.map((input) => input.file));
  const problems: string[] = [];
  // Of sight.ts the roll keeps three small helpers that need no line of fire (roll.ts says which).
  for (const file of BOARD_ONLY) if (own.has(file) && file !== 'rules/star-eater/direct-fire/sight.ts') problems.push(`${file} is in the plain roll's chunk`);
  const sight = tag.inputs.find((input) => input.file === 'rules/star-eater/direct-fire/sight.ts');
  if ((sight?.bytes ?? 0) >= 400) problems.push(`sight.ts in the plain chunk: ${String(sight?.bytes)} bytes, more than its three small helpers`);
  if (tag.lazy.files.length !== 1) problems.push(`${String(tag.lazy.files.length)} lazy chunks, not one (the board)`);
  return problems;
}
