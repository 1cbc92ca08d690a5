/**
 * `<star-eater-direct-fire>` without a board downloads none of the board (issue 25): its own chunk
 * holds the roll's rules alone, and the board's rules, presets and drawing are in the lazy chunk it
 * imports only for a board. The component tests load modules one by one (through the rules' index),
 * so they cannot see this; the blog bundle does.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { analyseBundle } from './build-bundle.ts';

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

describe('<star-eater-direct-fire> in the blog bundle', () => {
  it('keeps the board’s rules and drawing out of the plain roll’s chunk, in the chunk fetched for a board', async () => {
    const analysis = await analyseBundle();
    const tag = analysis.tags.find((candidate) => candidate.tag === 'star-eater-direct-fire');
    assert.ok(tag !== undefined);
    const own = new Set(tag.inputs.map((input) => input.file));
    // Of sight.ts the roll keeps three small helpers that need no line of fire (roll.ts says which).
    assert.deepEqual(BOARD_ONLY.filter((file) => own.has(file) && file !== 'rules/star-eater/direct-fire/sight.ts'), []);
    const sight = tag.inputs.find((input) => input.file === 'rules/star-eater/direct-fire/sight.ts');
    assert.ok((sight?.bytes ?? 0) < 400, `sight.ts in the plain chunk: ${String(sight?.bytes)} bytes, its three small helpers only`);
    assert.equal(tag.lazy.files.length, 1, 'one lazy chunk: the board');
  });
});
