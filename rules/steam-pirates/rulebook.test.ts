/**
 * The rule-map check (DESIGN.md, "Rule map: one id, four places") for Steam Pirates: every rule in
 * the map is enforced in the rules code, checked by a test and explained on its docs page, and every
 * rule id the code cites is in the map. The checks themselves are shared by every game
 * (rules/engine/testing/rule-map-checks.ts); this file says where Steam Pirates keeps things and
 * adds the checks particular to this game.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkRuleMap } from '../engine/testing/rule-map-checks.ts';
import { RULE, ruleById, rules } from './index.ts';

/** The rulebook's headings, as the map's `section` fields name them (the rulebook has no numbers). */
const SECTIONS = ['Setup', 'Gameplay', 'Action Phase', 'A. Sail \\(Optional\\)', 'B. Perform an Action \\(Mandatory\\)', 'Official Action', 'Establish Action', 'Profit Action', 'Embargo & Blockade', 'Cutting your Losses', 'Refresh phase', 'Changing course', 'Scoring Event Cards', 'End of Game', 'FAQ', 'Sailing 101'];

checkRuleMap({
  game: 'steam-pirates',
  rules,
  ruleById,
  gameDir: import.meta.dirname,
  testFile: import.meta.filename,
  testHelpers: ['test-support.ts'],
  section: { pattern: new RegExp(`^(?:${SECTIONS.join('|')})$`), name: 'a rulebook heading' },
  ruleTable: RULE,
  sample: { rule: RULE.rollTie, anchor: 'flagships-roll-tie', heading: 'Flagships: roll tie', otherRule: RULE.windTie },
});

describe('steam-pirates rule map: checks of its own', () => {
  it('enforces every rule in its map: none is deferred', () => {
    assert.deepEqual(rules.filter((rule) => rule.status !== 'enforced').map((rule) => rule.id), []);
  });

  it('records the interpretations the routing relies on', () => {
    const notes = (id: string): string => (ruleById(id)?.interpretations ?? []).join(' ');
    assert.match(notes('steam-pirates/map.data'), /not the published board/);
    assert.match(notes('steam-pirates/map.data'), /"Zephir"; we write Zephyr/);
    assert.match(notes('steam-pirates/map.compass'), /half-way .* next point clockwise/);
    assert.match(notes('steam-pirates/flagships.route'), /neither stops on nor passes through a treasure island/);
    assert.match(notes('steam-pirates/flagships.route'), /one island at a time/);
    assert.match(notes('steam-pirates/flagships.wind-tie'), /smallest angle with the wind arrow/);
    assert.match(notes('steam-pirates/flagships.roll-tie'), /nearest the face/);
    assert.match(notes('steam-pirates/flagships.roll-tie'), /one queue for the whole move/);
  });
});
