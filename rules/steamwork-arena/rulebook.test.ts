/**
 * The rule-map check (DESIGN.md, "Rule map: one id, four places") for Steamwork Arena: every rule in
 * the map is enforced in the rules code, checked by a test and explained on its docs page, and every
 * rule id the code cites is in the map. The checks themselves are shared by every game
 * (rules/engine/testing/rule-map-checks.ts); this file says where Steamwork Arena keeps things and
 * adds the checks particular to this game.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkRuleMap } from '../engine/testing/rule-map-checks.ts';
import { RULE, ruleById, rules } from './index.ts';

const DIR = import.meta.dirname;

/** The rulebook's headings, as the map's `section` fields name them. */
const SECTIONS = [
  'Setup',
  'Zone Values',
  'Gaining and losing energy',
  'Play Sequence',
  'Conflict resolution',
  'Ranged attacks',
  'Is there a winner?',
  'Teams!',
  'The Workshop',
];

checkRuleMap({
  game: 'steamwork-arena',
  rules,
  ruleById,
  gameDir: DIR,
  testFile: import.meta.filename,
  testHelpers: ['test-support.ts'],
  // The rulebook has no numbers or pages; rules cite its headings: 'Conflict resolution'.
  section: { pattern: new RegExp(`^(?:${SECTIONS.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`), name: 'a rulebook heading' },
  ruleTable: RULE,
  sample: { rule: RULE.pdp, anchor: 'conflict-pdp', heading: 'Conflict: pdp', otherRule: RULE.hide },
});

describe('steamwork-arena rule map: checks of its own', () => {
  it('every rule is enforced: the whole game is encoded', () => {
    assert.deepEqual(rules.filter((rule) => rule.status !== 'enforced').map((rule) => rule.id), []);
  });

  it('records the interpretations this step relies on', () => {
    const notes = (id: string): string => (ruleById(id)?.interpretations ?? []).join(' ');
    assert.match(notes('steamwork-arena/setup.customise'), /\(D\):/);
    assert.match(notes('steamwork-arena/setup.customise'), /zone C/);
    assert.match(notes('steamwork-arena/setup.cores'), /sample/);
    assert.match(notes('steamwork-arena/zones.lengths'), /1 to 5 inches/);
    assert.match(notes('steamwork-arena/conflict.pick'), /equal chance/);
    assert.match(notes('steamwork-arena/damage.health'), /3 steps above System Failure/);
    assert.match(notes('steamwork-arena/round.bid'), /seeded draw/);
    assert.match(notes('steamwork-arena/round.act'), /1 inch apart/);
    assert.match(notes('steamwork-arena/reckoning.winner'), /draw/);
    assert.match(notes('steamwork-arena/setup.placement'), /regular polygon/);
    assert.match(notes('steamwork-arena/teams.sides'), /fullest reserves/);
    assert.match(notes('steamwork-arena/workshop.specials'), /Untested/);
    assert.match(notes('steamwork-arena/round.act'), /Range energy on a touching target is refused/);
    assert.match(notes('steamwork-arena/zones.shut-down'), /shift into .* is refused|shut-down mode would activate it/);
    assert.match(notes('steamwork-arena/conflict.pdp-spend'), /leave the rest unspent/);
    assert.doesNotMatch(notes('steamwork-arena/round.energy'), /pending/);
  });

  it('every id mentioned in a source comment is a rule of the map', () => {
    const sources = readdirSync(DIR)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => readFileSync(join(DIR, name), 'utf8'));
    const mentioned = sources.flatMap((text) => [...text.matchAll(/steamwork-arena\/[a-z0-9-]+(?:\.[a-z0-9-]+)+/g)].map((match) => match[0]));
    assert.ok(mentioned.length > 0);
    assert.deepEqual(mentioned.filter((id) => ruleById(id) === undefined), []);
  });
});
