/**
 * The rule-map check for Steamwork Arena, source side only. The shared check
 * (rules/engine/testing/rule-map-checks.ts) also requires a docs page per rule under
 * site/src/content/docs/steamwork-arena/, and those pages arrive with the widget step; until then
 * this file runs the same source checks itself. Once the pages exist, replace it with a call to
 * `checkRuleMap` (as rules/star-eater/rulebook.test.ts does).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { docsAnchor } from '../engine/index.ts';
import { ruleById, rules } from './index.ts';

const GAME = 'steamwork-arena';
const DIR = import.meta.dirname;
const files = readdirSync(DIR)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => ({ name, text: readFileSync(join(DIR, name), 'utf8') }));
const sources = files.filter((file) => !file.name.endsWith('.test.ts'));
const enforcing = sources.filter((file) => file.name !== 'rulebook.ts');
const tests = files.filter((file) => file.name.endsWith('.test.ts') && file.name !== 'rulebook.test.ts');

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The same whole-id match as the shared check: `x.pick` is not found inside `x.pick-extra`. */
function mentions(text: string, id: string): boolean {
  return new RegExp(`(?<![\\w./-])${escape(id)}(?![\\w.-])`).test(text);
}

function idLiterals(text: string): string[] {
  const literal = new RegExp(`(['"\`])(${escape(GAME)}/[a-z0-9-]+(?:\\.[a-z0-9-]+)*)\\1`, 'g');
  return [...text.matchAll(literal)].map((match) => match[2] ?? '');
}

function describeTitles(text: string): string[] {
  return [...text.matchAll(/\bdescribe\(\s*(['"`])((?:(?!\1).)*)\1/g)].map((match) => match[2] ?? '');
}

describe('steamwork-arena rule map', () => {
  it('has rules, and at least one is enforced and one deferred', () => {
    assert.ok(rules.some((rule) => rule.status === 'enforced'));
    assert.ok(rules.some((rule) => rule.status === 'deferred'));
  });

  it('ids are unique and shaped steamwork-arena/<mechanic>.<rule>', () => {
    const ids = rules.map((rule) => rule.id);
    assert.deepEqual(ids.filter((id, index) => ids.indexOf(id) !== index), []);
    for (const id of ids) assert.match(id, /^steamwork-arena\/[a-z0-9-]+(?:\.[a-z0-9-]+)+$/);
  });

  it('every rule has a title, a summary, a rulebook section and a status; interpretations are not empty', () => {
    for (const rule of rules) {
      assert.ok(rule.title.trim() !== '', rule.id);
      assert.ok(rule.summary.trim() !== '', rule.id);
      assert.ok(rule.section.trim() !== '', rule.id);
      assert.ok((['enforced', 'deferred'] as const).includes(rule.status), rule.id);
      for (const note of rule.interpretations) assert.ok(note.trim() !== '', rule.id);
    }
  });

  it('docs links are /steamwork-arena/<page>/#<anchor from the id>, each unique', () => {
    for (const rule of rules) assert.match(rule.docs, new RegExp(`^/${GAME}/[a-z0-9-]+/#${escape(docsAnchor(rule.id))}$`), rule.id);
    const docs = rules.map((rule) => rule.docs);
    assert.deepEqual(docs.filter((link, index) => docs.indexOf(link) !== index), []);
  });

  it('ruleById finds every rule and nothing else', () => {
    for (const rule of rules) assert.equal(ruleById(rule.id), rule);
    assert.equal(ruleById('steamwork-arena/no-such.rule'), undefined);
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
  });
});

describe('steamwork-arena rule map: every enforced rule is enforced and tested', () => {
  const titles = tests.flatMap((file) => describeTitles(file.text));
  for (const rule of rules.filter((entry) => entry.status === 'enforced')) {
    it(`${rule.id} is named in the rules code and in a describe block`, () => {
      assert.ok(enforcing.some((file) => mentions(file.text, rule.id)), `no source other than rulebook.ts mentions ${rule.id}`);
      assert.ok(tests.some((file) => mentions(file.text, rule.id)), `no test mentions ${rule.id}`);
      assert.ok(titles.some((title) => mentions(title, rule.id)), `no describe('${rule.id}', …) block`);
    });
  }
});

describe('steamwork-arena rule ids cited in code are in the map', () => {
  it('every rule id literal in the source is a rule of the map', () => {
    const cited = sources.flatMap((file) => idLiterals(file.text).map((id) => ({ id, file: file.name })));
    assert.ok(cited.length > 0, 'the scan found no rule ids: is the pattern still right?');
    assert.deepEqual(cited.filter(({ id }) => ruleById(id) === undefined), []);
  });

  it('every rule id literal in the tests is a rule of the map', () => {
    const cited = tests.flatMap((file) => idLiterals(file.text).map((id) => ({ id, file: file.name })));
    assert.ok(cited.length > 0);
    assert.deepEqual(cited.filter(({ id }) => ruleById(id) === undefined), []);
  });

  it('every id mentioned in a source comment is a rule of the map', () => {
    const mentioned = sources.flatMap((file) => [...file.text.matchAll(/steamwork-arena\/[a-z0-9-]+(?:\.[a-z0-9-]+)+/g)].map((match) => match[0]));
    assert.deepEqual(mentioned.filter((id) => ruleById(id) === undefined), []);
  });
});
