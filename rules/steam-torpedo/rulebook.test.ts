/**
 * The rule-map check (DESIGN.md, "Rule map: one id, four places"): every rule in the Steam Torpedo
 * map is enforced in the rules code, checked by a test and explained on its docs page, and every
 * rule id the code cites is in the map. A docs page that does not exist yet skips its checks, so
 * they turn on by themselves when the page lands.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { rules, ruleById, type RuleEntry } from './index.ts';
import { RULE } from './effects.ts';
import { TURN_RULE } from './decide.ts';
import { TILE_SET_RULE } from './tiles.ts';

const GAME = 'steam-torpedo';
const GAME_DIR = import.meta.dirname;
const REPO_ROOT = join(GAME_DIR, '..', '..');
const DOCS_CONTENT_DIR = join(REPO_ROOT, 'site', 'src', 'content', 'docs');
const SITE_DIST_DIR = join(REPO_ROOT, 'site', 'dist');
/** The map itself names every id, so it cannot count as the place a rule is enforced. */
const RULE_MAP_FILE = join(GAME_DIR, 'rulebook.ts');
/** Test helpers: not rules code. */
const TEST_SUPPORT_FILE = join(GAME_DIR, 'test-support.ts');
/** This file, which must not count as the test of the rules it checks. */
const THIS_FILE = join(GAME_DIR, basename(import.meta.filename));

/** A string literal that looks like one of this game's rule ids: 'steam-torpedo/attack.armor'. */
const RULE_ID_LITERAL = new RegExp(`(['"\`])(${GAME}/[a-z0-9-]+(?:\\.[a-z0-9-]+)*)\\1`, 'g');
/** The title of a describe block: describe('steam-torpedo/attack.armor', …). */
const DESCRIBE_TITLE = /\bdescribe\(\s*(['"`])((?:(?!\1).)*)\1/g;

interface SourceFile {
  path: string;
  text: string;
}

function typeScriptFilesIn(directory: string): SourceFile[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
    .map((name) => join(directory, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => ({ path, text: readFileSync(path, 'utf8') }));
}

function isTestFile(path: string): boolean {
  return path.endsWith('.test.ts');
}

const allFiles = typeScriptFilesIn(GAME_DIR);
const gameSources = allFiles.filter((file) => !isTestFile(file.path) && file.path !== TEST_SUPPORT_FILE);
const enforcingSources = gameSources.filter((file) => file.path !== RULE_MAP_FILE);
const testSources = allFiles.filter((file) => isTestFile(file.path) && file.path !== THIS_FILE);

/** Whether `id` appears in `text` as a whole rule id (so `x.trigger` is not found inside `x.trigger-blocked`). */
function mentionsRuleId(text: string, id: string): boolean {
  return new RegExp(`(?<![\\w./-])${escapeForRegExp(id)}(?![\\w.-])`).test(text);
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function filesMentioning(files: readonly SourceFile[], id: string): string[] {
  return files.filter((file) => mentionsRuleId(file.text, id)).map((file) => relative(REPO_ROOT, file.path));
}

function ruleIdLiteralsIn(files: readonly SourceFile[]): { id: string; file: string }[] {
  return files.flatMap((file) => [...file.text.matchAll(RULE_ID_LITERAL)].map((match) => ({ id: match[2] ?? '', file: relative(REPO_ROOT, file.path) })));
}

function describeTitlesIn(files: readonly SourceFile[]): string[] {
  return files.flatMap((file) => [...file.text.matchAll(DESCRIBE_TITLE)].map((match) => match[2] ?? ''));
}

/** A rule's `docs` field split into the site path of its page and the anchor on it. */
function docsLocation(rule: RuleEntry): { page: string; anchor: string } {
  const [page = '', anchor = '', ...rest] = rule.docs.split('#');
  assert.equal(rest.length, 0, `${rule.id}: docs "${rule.docs}" has more than one #`);
  return { page, anchor };
}

/** The content files Starlight could build a site path from, e.g. /steam-torpedo/attacks/. */
function docsSourceCandidates(page: string): string[] {
  const slug = page.replace(/^\/+|\/+$/g, '');
  return ['.mdx', '.md', '/index.mdx', '/index.md'].map((ending) => join(DOCS_CONTENT_DIR, `${slug}${ending}`));
}

function findDocsSource(page: string): string | undefined {
  return docsSourceCandidates(page).find((path) => existsSync(path));
}

/** Heading text to its anchor the way Starlight (github-slugger) makes one, for plain-text headings. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * Whether a docs page source gives `rule` its anchor: a `<RuleAnchor rule="…">` naming the rule
 * (the component renders the map's own anchor), an explicit `id="…"` or `{#…}`, or a plain
 * heading whose slug is the anchor.
 */
function pageAnchors(source: string, rule: RuleEntry, anchor: string): boolean {
  const ruleAnchorComponent = new RegExp(`<RuleAnchor\\b[^>]*\\brule=(["'])${escapeForRegExp(rule.id)}\\1`);
  const explicitId = new RegExp(`\\bid=(["'])${escapeForRegExp(anchor)}\\1|\\{#${escapeForRegExp(anchor)}\\}`);
  const headings = [...source.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingSlug(match[1] ?? ''));
  return ruleAnchorComponent.test(source) || explicitId.test(source) || headings.includes(anchor);
}

/** The built page, when the site was built after both the page source and the rule map changed. */
function freshBuiltPage(page: string, source: string | undefined): { html?: string; skip?: string } {
  if (source === undefined) return { skip: 'docs page not written yet' };
  const built = join(SITE_DIST_DIR, page.replace(/^\/+/, ''), 'index.html');
  if (!existsSync(built)) return { skip: 'site not built (npm run build)' };
  const builtAt = statSync(built).mtimeMs;
  if ([RULE_MAP_FILE, source].some((input) => statSync(input).mtimeMs > builtAt)) return { skip: 'site build is older than the page or the rule map' };
  return { html: readFileSync(built, 'utf8') };
}

const enforcedRules = rules.filter((rule) => rule.status === 'enforced');
const docsPages = [...new Set(rules.map((rule) => docsLocation(rule).page))];

describe('steam-torpedo rule map', () => {
  it('has rules, and at least one is enforced', () => {
    assert.ok(rules.length > 0);
    assert.ok(enforcedRules.length > 0);
  });

  it('ids are unique', () => {
    const ids = rules.map((rule) => rule.id);
    assert.deepEqual(ids.filter((id, index) => ids.indexOf(id) !== index), []);
  });

  it(`every id starts with "${GAME}/" and has the shape <game>/<mechanic>.<rule>`, () => {
    for (const rule of rules) {
      assert.ok(rule.id.startsWith(`${GAME}/`), rule.id);
      assert.match(rule.id, /^[a-z0-9-]+\/[a-z0-9-]+(?:\.[a-z0-9-]+)+$/);
    }
  });

  it('every rule has a title, a non-empty summary, a rulebook page and a status', () => {
    for (const rule of rules) {
      assert.ok(rule.title.trim().length > 0, `${rule.id}: title`);
      assert.ok(rule.summary.trim().length > 0, `${rule.id}: summary`);
      assert.match(rule.section, /^p\. \d+/, `${rule.id}: section "${rule.section}"`);
      assert.ok((['enforced', 'deferred'] as const).includes(rule.status), `${rule.id}: status`);
      for (const note of rule.interpretations) assert.ok(note.trim().length > 0, `${rule.id}: empty interpretation`);
    }
  });

  it('every docs link is a page of this game\'s section with an anchor, and anchors are unique', () => {
    const anchors = rules.map((rule) => rule.docs);
    for (const rule of rules) {
      const { page, anchor } = docsLocation(rule);
      assert.match(page, new RegExp(`^/${GAME}/[a-z0-9/-]+/$`), `${rule.id}: docs page "${page}"`);
      assert.match(anchor, /^[a-z0-9][a-z0-9-]*$/, `${rule.id}: docs anchor "${anchor}"`);
    }
    assert.deepEqual(anchors.filter((docs, index) => anchors.indexOf(docs) !== index), []);
  });

  it('ruleById finds every rule and nothing else', () => {
    for (const rule of rules) assert.equal(ruleById(rule.id), rule);
    assert.equal(ruleById(`${GAME}/no-such.rule`), undefined);
  });
});

describe('steam-torpedo rule map: every enforced rule is enforced and tested', () => {
  const titles = describeTitlesIn(testSources);
  for (const rule of enforcedRules) {
    describe(rule.id, () => {
      it(`is enforced in the rules code under rules/${GAME}`, () => {
        assert.notDeepEqual(filesMentioning(enforcingSources, rule.id), [], `no non-test source under rules/${GAME} (other than the map) mentions ${rule.id}`);
      });

      it(`is checked by a test under rules/${GAME}, in a describe block named for it`, () => {
        assert.notDeepEqual(filesMentioning(testSources, rule.id), [], `no *.test.ts under rules/${GAME} mentions ${rule.id}`);
        assert.ok(
          titles.some((title) => mentionsRuleId(title, rule.id)),
          `no describe('${rule.id}', …) block`,
        );
      });
    });
  }
});

describe('steam-torpedo rule map: every rule is documented on its page', () => {
  for (const page of docsPages) {
    const source = findDocsSource(page);
    const rulesOnPage = rules.filter((rule) => docsLocation(rule).page === page);
    const notWritten = source === undefined ? 'docs page not written yet' : false;

    describe(page, () => {
      it('has a page source', { skip: notWritten }, () => {
        assert.ok(source !== undefined, `none of ${docsSourceCandidates(page).map((path) => relative(REPO_ROOT, path)).join(', ')} exists`);
      });

      for (const rule of rulesOnPage) {
        const { anchor } = docsLocation(rule);
        it(`anchors ${rule.id} (${rule.status}) as #${anchor}`, { skip: notWritten }, () => {
          assert.ok(source !== undefined, `no page source for ${page}`);
          assert.ok(pageAnchors(readFileSync(source, 'utf8'), rule, anchor), `${relative(REPO_ROOT, source)} has no anchor #${anchor} for ${rule.id}`);
        });
      }

      const built = freshBuiltPage(page, source);
      it('the built page carries every anchor as an element id', { skip: built.skip ?? false }, () => {
        const html = built.html ?? '';
        for (const rule of rulesOnPage) {
          const { anchor } = docsLocation(rule);
          assert.match(html, new RegExp(`\\bid=(["']?)${escapeForRegExp(anchor)}\\1[\\s>]`), `built ${page} has no element with id ${anchor}`);
        }
      });
    });
  }
});

describe('steam-torpedo rule ids cited in code are in the map', () => {
  it(`every rule id literal in rules/${GAME} source is a rule of the map`, () => {
    const cited = ruleIdLiteralsIn(gameSources);
    assert.ok(cited.length > 0, 'the scan found no rule ids at all: is the pattern still right?');
    assert.deepEqual(cited.filter(({ id }) => ruleById(id) === undefined), []);
  });

  it(`every rule id literal in rules/${GAME} tests is a rule of the map`, () => {
    const cited = ruleIdLiteralsIn(testSources).filter(({ id }) => id !== `${GAME}/no-such.rule`);
    assert.ok(cited.length > 0);
    assert.deepEqual(cited.filter(({ id }) => ruleById(id) === undefined), []);
  });

  it('every rule the code cites through its RULE tables is in the map', () => {
    for (const id of [...Object.values(RULE), ...Object.values(TURN_RULE), TILE_SET_RULE]) assert.ok(ruleById(id), id);
  });
});

describe('the rule-map check itself', () => {
  const armor = ruleById(RULE.armor);
  assert.ok(armor);
  const { anchor } = docsLocation(armor);

  it('finds an anchor given by RuleAnchor, by an explicit id or by a heading slug', () => {
    assert.equal(anchor, 'attack-armor');
    assert.ok(pageAnchors(`## <RuleAnchor rule="${armor.id}" />Armor value`, armor, anchor));
    assert.ok(pageAnchors(`<section id="${anchor}">`, armor, anchor));
    assert.ok(pageAnchors(`## Armor value {#${anchor}}`, armor, anchor));
    assert.ok(pageAnchors('## Attack: armor', armor, anchor));
  });

  it('does not take a link, a mention or another rule\'s anchor for the anchor', () => {
    assert.ok(!pageAnchors(`See [armor](#${anchor}) and \`${armor.id}\`.`, armor, anchor));
    assert.ok(!pageAnchors(`## <RuleAnchor rule="${RULE.absorb}" />Absorbing`, armor, anchor));
    assert.ok(!pageAnchors(`<span id="${anchor}-extra">`, armor, anchor));
    assert.ok(!pageAnchors('## Armor value', armor, anchor));
  });

  it('counts a rule id only as a whole id', () => {
    assert.ok(mentionsRuleId(`throw new RuleViolation('${RULE.trigger}', '…')`, RULE.trigger));
    assert.ok(!mentionsRuleId(`'${RULE.blocked}'`, RULE.trigger));
    assert.ok(!mentionsRuleId(`'${RULE.trigger}.extra'`, RULE.trigger));
    assert.ok(!mentionsRuleId(`'other-${RULE.trigger}'`, RULE.trigger));
  });

  it('skips the docs checks of a page that does not exist yet', () => {
    assert.equal(findDocsSource(`/${GAME}/no-such-page/`), undefined);
    assert.deepEqual(freshBuiltPage(`/${GAME}/no-such-page/`, undefined), { skip: 'docs page not written yet' });
  });

  it('reads describe titles', () => {
    assert.deepEqual(describeTitlesIn([{ path: 'x.test.ts', text: `describe('${RULE.armor}', () => {}); describe("Example (${RULE.absorb})", f);` }]), [RULE.armor, `Example (${RULE.absorb})`]);
  });
});
