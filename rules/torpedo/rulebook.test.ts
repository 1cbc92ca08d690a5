/**
 * The rule-map check (DESIGN.md, "Rule map: one id, four places") for Torpedo: every rule in the map
 * is enforced in the rules code, checked by a test and explained on its docs page, and every rule id
 * the code cites is in the map. The checks themselves are shared by every game
 * (rules/engine/testing/rule-map-checks.ts); this file says where Torpedo keeps things and adds the
 * checks particular to this game.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkRuleMap } from '../engine/testing/rule-map-checks.ts';
import { RULE, ruleById, rules } from './index.ts';

/** The rulebook's headings, as the map's `section` fields name them ('Summary' is the box of facts at its top). */
const SECTIONS = ['Summary', 'Equipment', 'Setup', 'Begin', 'Crashes', 'Stopping', 'Launch Torpedos', 'Scoring'];

checkRuleMap({
  game: 'torpedo',
  rules,
  ruleById,
  gameDir: import.meta.dirname,
  testFile: import.meta.filename,
  testHelpers: ['test-support.ts'],
  section: { pattern: new RegExp(`^(?:${SECTIONS.join('|')})$`), name: 'a rulebook heading' },
  ruleTable: RULE,
  sample: { rule: RULE.noTouch, anchor: 'place-no-touch', heading: 'Place: no touch', otherRule: RULE.inField },
});

describe('torpedo rule map: checks of its own', () => {
  it('enforces every rule in its map: none is deferred', () => {
    assert.deepEqual(rules.filter((rule) => rule.status !== 'enforced').map((rule) => rule.id), []);
  });

  const notes = (id: string): string => (ruleById(id)?.interpretations ?? []).join(' ');

  it('records the geometry we pinned where the rulebook leaves it to the table: touch, tip, hits', () => {
    assert.match(notes(RULE.dimensions), /\(0, 0\), \(−\(L−δ\), \+w\/2\), \(−L, \+w\/2\), \(−L, −w\/2\), \(−\(L−δ\), −w\/2\)/);
    assert.match(notes(RULE.noTouch), /within the tolerance/);
    assert.match(notes(RULE.line), /ray from the tip along the heading/);
    assert.match(notes(RULE.line), /a graze counts/);
  });

  it('labels the dimensions as sample data and says where the figures come from', () => {
    assert.match(notes(RULE.dimensions), /SAMPLE dimensions, ours/);
    assert.match(notes(RULE.dimensions), /9\/16 × 1, medium 25\/32 × 1 3\/8, large 1 × 1 3\/4/);
    assert.match(notes(RULE.dimensions), /small 14\.29 wide, 26\.39 long, shoulder 3\.87; medium 19\.84, 36\.31, 5\.42; large 25\.40, 46\.23, 6\.98/);
  });

  it('records the adaptations as ours: both real-time modes, crashes on a screen, shared ties', () => {
    assert.match(notes(RULE.free), /^Our adaptation, the free mode/);
    assert.match(notes(RULE.rounds), /^Our adaptation, the rounds mode/);
    assert.match(notes(RULE.crash), /revealed together that touch each other all crash/);
    assert.match(notes(RULE.ties), /^Our reading: .* sharing the victory/);
  });
});
