import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation } from '../../engine/index.ts';
import { placementProblem, readVolleys, resolveFiring, shipsRemovedBefore, shipsStandingAt, tellVolleys, VOLLEY_STEPS, VOLLEYS_PRESETS, type VolleysLab } from '../index.ts';

const presetLab = (name: string): VolleysLab => readVolleys({ preset: name });
const ids = (pieces: readonly { id: string }[]): string[] => pieces.map((piece) => piece.id);

function refusal(setup: Parameters<typeof readVolleys>[0]): RuleViolation {
  try {
    readVolleys(setup);
  } catch (error) {
    if (error instanceof RuleViolation) return error;
    throw error;
  }
  assert.fail(`${JSON.stringify(setup)} was accepted`);
}

describe('torpedo/fire.volleys', () => {
  it('every preset is a table play could reach, and tells the same firing as resolveFiring', () => {
    for (const preset of VOLLEYS_PRESETS) {
      preset.lab.pieces.forEach((piece, index) => {
        assert.equal(placementProblem(preset.lab.pieces.slice(0, index), piece, preset.lab.field), null, `${preset.name}: ${piece.id}`);
      });
      const story = tellVolleys(preset.lab);
      const plain = resolveFiring([...preset.lab.pieces]);
      assert.deepEqual(
        story.volleys.map(({ size, sunk }) => ({ size, sunk })),
        plain.volleys,
        preset.name,
      );
      assert.deepEqual(story.afloat, plain.afloat, preset.name);
    }
  });

  it('small-first: the small sinks its own side’s medium, which never fires; the large misses', () => {
    const story = tellVolleys(presetLab('small-first'));
    assert.deepEqual(
      story.volleys.map((volley) => volley.shots.map((shot) => [shot.shooter, shot.hit, shot.result])),
      [[['s', 'm', 'sinks']], [], [['l', null, 'miss']]],
    );
    assert.deepEqual(story.scores, [
      { player: 'red', points: 1, afloat: { small: 1, medium: 0, large: 0 } },
      { player: 'blue', points: 3, afloat: { small: 0, medium: 0, large: 1 } },
    ]);
    assert.deepEqual(story.outcome.winners, ['blue']);
    assert.equal(story.outcomeRule, 'torpedo/score.points');
  });

  it('flies-on-past: a line of a later volley flies on past the place of a ship sunk earlier, and is told so', () => {
    const story = tellVolleys(presetLab('flies-on-past'));
    assert.deepEqual(story.volleys[0]?.sunk, ['M']);
    const large = story.volleys[2]?.shots ?? [];
    assert.deepEqual(
      large.map((shot) => [shot.shooter, shot.hit, shot.result, shot.flewPast]),
      [['L', 's', 'sinks', 'M']],
    );
    // Shots that meet what they would have met anyway fly past nothing.
    assert.deepEqual(
      story.volleys.at(0)?.shots.map((shot) => shot.flewPast),
      [null, null],
    );
    assert.deepEqual(story.outcome.winners, ['red']);
  });

  it('the steps: the whole table first; a volley’s hit ships stand while it fires and are gone after it', () => {
    const lab = presetLab('flies-on-past');
    const story = tellVolleys(lab);
    assert.equal(VOLLEY_STEPS.length, 7);
    const standing = VOLLEY_STEPS.map((step) => ids(shipsStandingAt(lab, story, step)));
    assert.deepEqual(standing, [
      ['S', 'M', 'L', 's'],
      ['S', 'M', 'L', 's'],
      ['S', 'L', 's'],
      ['S', 'L', 's'],
      ['S', 'L', 's'],
      ['S', 'L', 's'],
      ['S', 'L'],
    ]);
    assert.deepEqual(
      VOLLEY_STEPS.map((step) => ids(shipsRemovedBefore(lab, story, step))),
      [[], [], ['M'], ['M'], ['M'], ['M'], ['M', 's']],
    );
  });
});

describe('torpedo/fire.together', () => {
  it('volley-at-once: two torpedoes into one ship sink it once, and it still stops the second', () => {
    const story = tellVolleys(presetLab('volley-at-once'));
    assert.deepEqual(
      story.volleys[0]?.shots.map((shot) => [shot.shooter, shot.hit, shot.result]),
      [
        ['s1', 'm', 'sinks'],
        ['s2', 'm', 'sinks'],
      ],
    );
    assert.deepEqual(story.volleys.at(0)?.sunk, ['m']);
    assert.ok(story.afloat.includes('l'));
  });
});

describe('torpedo/score.ties', () => {
  it('shared-win: like blocks like, everything else misses, four points each: the win is shared', () => {
    const story = tellVolleys(presetLab('shared-win'));
    assert.deepEqual(
      story.scores.map((score) => [score.player, score.points]),
      [
        ['red', 4],
        ['blue', 4],
      ],
    );
    assert.deepEqual(story.outcome.winners, ['red', 'blue']);
    assert.equal(story.outcomeRule, 'torpedo/score.ties');
  });
});

describe('torpedo/setup.stash', () => {
  it('reads a table typed in the short form, on the field typed or the default one', () => {
    const lab = readVolleys({ table: 'small red 40 75 0; large blue 150 75 90', field: '200 120' });
    assert.deepEqual(lab.field, { width: 200, height: 120 });
    assert.deepEqual(
      lab.pieces.map((piece) => [piece.id, piece.owner, piece.size, piece.tip, piece.heading]),
      [
        ['ship-1', 'red', 'small', { x: 40, y: 75 }, { x: 1, y: 0 }],
        ['ship-2', 'blue', 'large', { x: 150, y: 75 }, { x: 0, y: 1 }],
      ],
    );
    assert.deepEqual(readVolleys({ table: 'small red 40 75' }).field, { width: 240, height: 150 });
    assert.deepEqual(ids(readVolleys({}).pieces), ['s', 'm', 'l']);
  });

  it('a bad preset, table or field is refused naming the attribute, and the ship at fault', () => {
    assert.equal(refusal({ preset: 'nope' }).field, 'preset');
    assert.match(refusal({ preset: 'nope' }).message, /small-first, volley-at-once, flies-on-past, shared-win/);
    assert.equal(refusal({ table: 'small red 40 75; tiny blue 1 2' }).field, 'table[1]');
    assert.equal(refusal({ table: ' ; ' }).field, 'table');
    assert.equal(refusal({ table: Array.from({ length: 31 }, (_, index) => `small red ${String(10 + index)} 10 0`).join(';') }).field, 'table');
    assert.equal(refusal({ field: '0 10' }).field, 'field');
    assert.equal(refusal({ table: 'small red 40 75 0; small red 45 75 0' }).rule, 'torpedo/place.no-touch');
    assert.equal(refusal({ table: 'small red 40 75 0; small red 45 75 0' }).field, 'table[1]');
    assert.equal(refusal({ table: 'large red 500 75 0' }).rule, 'torpedo/place.field');
    // A preset's ships must fit the field typed beside it.
    const tooSmall = refusal({ preset: 'small-first', field: '60 60' });
    assert.equal(tooSmall.field, 'field');
    assert.match(tooSmall.message, /the preset’s/);
  });
});
