/**
 * The rule-map check (DESIGN.md, "Rule map: one id, four places"), once for every game: each rule in
 * a game's map is enforced in its rules code, checked by a test and explained on its docs page, and
 * every rule id the code cites is in the map. A game's rulebook.test.ts calls `checkRuleMap` with its
 * configuration; the checks are the same for every game so that no game quietly checks less.
 *
 * Test-only: it registers node:test suites and reads the file system, so nothing outside a
 * *.test.ts file may import it (rules/ must run unchanged in the browser).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RuleEntry } from '../rule-map.ts';

const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');
const DOCS_CONTENT_DIR = join(REPO_ROOT, 'site', 'src', 'content', 'docs');
const SITE_DIST_DIR = join(REPO_ROOT, 'site', 'dist');

/** The title of a describe block: describe('<game>/<topic>.<rule>', …). */
const DESCRIBE_TITLE = /\bdescribe\(\s*(['"`])((?:(?!\1).)*)\1/g;

export interface RuleMapConfig {
  /** The game's folder name and rule-id prefix, as the games' manifest names it. */
  game: string;
  rules: readonly RuleEntry[];
  /** The game's own lookup, checked against `rules`. */
  ruleById: (id: string) => RuleEntry | undefined;
  /** rules/<game>: where its rules code and its tests live. */
  gameDir: string;
  /** The calling test file (`import.meta.filename`): it names the rules it checks, so it must not count as their test. */
  testFile: string;
  /** The map, relative to `gameDir`: it names every id, so it cannot count as the place a rule is enforced. */
  ruleMapFile?: string;
  /** Non-test files under `gameDir` that are test helpers, not rules code, relative to `gameDir`. */
  testHelpers?: readonly string[];
  /** How this game's rulebook numbers its parts: `section` must match `pattern`; `name` reads in the test title. */
  section: { pattern: RegExp; name: string };
  /**
   * The game's one table of rule ids (`RULE`, in rule-ids.ts): the code cites `RULE.key`, never the
   * string. Its ids must be exactly the map's.
   */
  ruleTable: Readonly<Record<string, string>>;
  /** Where the table lives, relative to `gameDir`. Default 'rule-ids.ts'. */
  ruleTableFile?: string;
  /**
   * A rule to test the check itself on: an enforced rule, the anchor the map gives it, a heading
   * whose slug is that anchor (its title must not be one), and another rule of the same page.
   */
  sample: { rule: string; anchor: string; heading: string; otherRule: string };
}

interface SourceFile {
  path: string;
  text: string;
}

function typeScriptFilesUnder(directory: string): SourceFile[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.split(/[\\/]/).includes('node_modules'))
    .map((name) => join(directory, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => ({ path, text: readFileSync(path, 'utf8') }));
}

function isTestFile(path: string): boolean {
  return path.endsWith('.test.ts');
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `id` appears in `text` as a whole rule id (so `x.trigger` is not found inside `x.trigger-blocked`). */
function mentionsRuleId(text: string, id: string): boolean {
  return new RegExp(`(?<![\\w./-])${escapeForRegExp(id)}(?![\\w.-])`).test(text);
}

function filesMentioning(files: readonly SourceFile[], id: string): string[] {
  return files.filter((file) => mentionsRuleId(file.text, id)).map((file) => relative(REPO_ROOT, file.path));
}

/** Whether `text` cites the table entry `RULE.key` (so `RULE.trigger` is not found in `RULE.triggerBlocked`). */
function citesTableKey(text: string, key: string): boolean {
  return new RegExp(`\\bRULE\\.${escapeForRegExp(key)}(?![\\w$])`).test(text);
}

/** String literals that look like one of `game`'s rule ids: '<game>/<topic>.<rule>'. */
function ruleIdLiteralsIn(files: readonly SourceFile[], game: string): { id: string; file: string }[] {
  const literal = new RegExp(`(['"\`])(${escapeForRegExp(game)}/[a-z0-9-]+(?:\\.[a-z0-9-]+)*)\\1`, 'g');
  return files.flatMap((file) => [...file.text.matchAll(literal)].map((match) => ({ id: match[2] ?? '', file: relative(REPO_ROOT, file.path) })));
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

/** The content files Starlight could build a site path from, /<game>/<page>/. */
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
 * (the component renders the map's own anchor, and fails the build if the map points elsewhere),
 * an explicit `id="…"` or `{#…}`, or a plain heading whose slug is the anchor.
 */
function pageAnchors(source: string, rule: RuleEntry, anchor: string): boolean {
  const ruleAnchorComponent = new RegExp(`<RuleAnchor\\b[^>]*\\brule=(["'])${escapeForRegExp(rule.id)}\\1`);
  const explicitId = new RegExp(`\\bid=(["'])${escapeForRegExp(anchor)}\\1|\\{#${escapeForRegExp(anchor)}\\}`);
  const headings = [...source.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingSlug(match[1] ?? ''));
  return ruleAnchorComponent.test(source) || explicitId.test(source) || headings.includes(anchor);
}

/**
 * The built page, when the site was built after both the page source and the rule map changed.
 * With no page source there is nothing to compare: "has a page source" fails for it instead.
 */
function freshBuiltPage(page: string, source: string | undefined, ruleMapFile: string): { html?: string; skip?: string } {
  if (source === undefined) return { skip: 'no page source' };
  const built = join(SITE_DIST_DIR, page.replace(/^\/+/, ''), 'index.html');
  if (!existsSync(built)) return { skip: 'site not built (npm run build)' };
  const builtAt = statSync(built).mtimeMs;
  if ([ruleMapFile, source].some((input) => statSync(input).mtimeMs > builtAt)) return { skip: 'site build is older than the page or the rule map' };
  return { html: readFileSync(built, 'utf8') };
}

/** Registers the rule-map suites for one game. Call it at the top level of the game's rulebook.test.ts. */
export function checkRuleMap(config: RuleMapConfig): void {
  const { game, rules, ruleById, gameDir } = config;
  const ruleMapFile = join(gameDir, config.ruleMapFile ?? 'rulebook.ts');
  const ruleTableFile = join(gameDir, config.ruleTableFile ?? 'rule-ids.ts');
  // The titles and pages of every rule (rule-headings.ts) cite each one, so they cannot count as enforcing it either.
  const ruleHeadingsFile = join(gameDir, 'rule-headings.ts');
  const tableKeyOf = new Map(Object.entries(config.ruleTable).map(([key, id]) => [id, key]));
  const testHelpers = new Set((config.testHelpers ?? []).map((name) => join(gameDir, name)));

  const files = typeScriptFilesUnder(gameDir);
  const gameSources = files.filter((file) => !isTestFile(file.path) && !testHelpers.has(file.path));
  const enforcingSources = gameSources.filter((file) => ![ruleMapFile, ruleTableFile, ruleHeadingsFile].includes(file.path));
  const testSources = files.filter((file) => isTestFile(file.path) && file.path !== config.testFile);

  const enforcedRules = rules.filter((rule) => rule.status === 'enforced');
  const docsPages = [...new Set(rules.map((rule) => docsLocation(rule).page))];

  describe(`${game} rule map`, () => {
    it('has rules, and at least one is enforced', () => {
      assert.ok(rules.length > 0);
      assert.ok(enforcedRules.length > 0);
    });

    it('ids are unique', () => {
      const ids = rules.map((rule) => rule.id);
      assert.deepEqual(ids.filter((id, index) => ids.indexOf(id) !== index), []);
    });

    it(`every id starts with "${game}/" and has the shape <game>/<mechanic>.<rule>`, () => {
      for (const rule of rules) {
        assert.ok(rule.id.startsWith(`${game}/`), rule.id);
        assert.match(rule.id, /^[a-z0-9-]+\/[a-z0-9-]+(?:\.[a-z0-9-]+)+$/);
      }
    });

    it(`every rule has a title, a non-empty summary, ${config.section.name} and a status`, () => {
      for (const rule of rules) {
        assert.ok(rule.title.trim().length > 0, `${rule.id}: title`);
        assert.ok(rule.summary.trim().length > 0, `${rule.id}: summary`);
        assert.match(rule.section, config.section.pattern, `${rule.id}: section "${rule.section}"`);
        assert.ok((['enforced', 'deferred'] as const).includes(rule.status), `${rule.id}: status`);
        for (const note of rule.interpretations) assert.ok(note.trim().length > 0, `${rule.id}: empty interpretation`);
      }
    });

    it('every docs link is a page of this game\'s section with an anchor, and anchors are unique', () => {
      const anchors = rules.map((rule) => rule.docs);
      for (const rule of rules) {
        const { page, anchor } = docsLocation(rule);
        assert.match(page, new RegExp(`^/${escapeForRegExp(game)}/[a-z0-9/-]+/$`), `${rule.id}: docs page "${page}"`);
        assert.match(anchor, /^[a-z0-9][a-z0-9-]*$/, `${rule.id}: docs anchor "${anchor}"`);
      }
      assert.deepEqual(anchors.filter((docs, index) => anchors.indexOf(docs) !== index), []);
    });

    it('ruleById finds every rule and nothing else', () => {
      for (const rule of rules) assert.equal(ruleById(rule.id), rule);
      assert.equal(ruleById(`${game}/no-such.rule`), undefined);
    });
  });

  describe(`${game} rule map: every enforced rule is enforced and tested`, () => {
    const titles = describeTitlesIn(testSources);
    for (const rule of enforcedRules) {
      describe(rule.id, () => {
        it(`is enforced in the rules code under rules/${game}`, () => {
          const key = tableKeyOf.get(rule.id);
          const citing = enforcingSources.filter((file) => key !== undefined && citesTableKey(file.text, key));
          assert.notDeepEqual(citing, [], `no non-test source under rules/${game} (other than the map, the table and the headings) cites RULE.${key ?? '?'} (${rule.id})`);
        });

        it(`is checked by a test under rules/${game}, in a describe block named for it`, () => {
          assert.notDeepEqual(filesMentioning(testSources, rule.id), [], `no *.test.ts under rules/${game} mentions ${rule.id}`);
          assert.ok(
            titles.some((title) => mentionsRuleId(title, rule.id)),
            `no describe('${rule.id}', …) block`,
          );
        });
      });
    }
  });

  describe(`${game} rule map: every rule is documented on its page`, () => {
    for (const page of docsPages) {
      const source = findDocsSource(page);
      const rulesOnPage = rules.filter((rule) => docsLocation(rule).page === page);

      describe(page, () => {
        it('has a page source', () => {
          assert.ok(source !== undefined, `none of ${docsSourceCandidates(page).map((path) => relative(REPO_ROOT, path)).join(', ')} exists`);
        });

        for (const rule of rulesOnPage) {
          const { anchor } = docsLocation(rule);
          it(`anchors ${rule.id} (${rule.status}) as #${anchor}`, () => {
            assert.ok(source !== undefined, `no page source for ${page}`);
            assert.ok(pageAnchors(readFileSync(source, 'utf8'), rule, anchor), `${relative(REPO_ROOT, source)} has no anchor #${anchor} for ${rule.id}`);
          });
        }

        const built = freshBuiltPage(page, source, ruleMapFile);
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

  describe(`${game} rule ids: one table, cited by name`, () => {
    it('the RULE table holds exactly the ids of the map, each once', () => {
      const tableIds = Object.values(config.ruleTable);
      assert.deepEqual([...tableIds].sort(), rules.map((rule) => rule.id).sort());
      assert.equal(new Set(tableIds).size, tableIds.length);
    });

    it(`no rule id is spelt out in rules/${game} sources but the table's (the code cites RULE.key)`, () => {
      const spelt = ruleIdLiteralsIn(gameSources.filter((file) => file.path !== ruleTableFile), game);
      assert.deepEqual(spelt, []);
    });

    it(`every rule id literal in rules/${game} tests is a rule of the map`, () => {
      // A test may name an id that is not in the map on purpose, to see it refused.
      const cited = ruleIdLiteralsIn(testSources, game).filter(({ id }) => id !== `${game}/no-such.rule`);
      assert.deepEqual(cited.filter(({ id }) => ruleById(id) === undefined), []);
    });

    it('no widget or site script spells out a rule id of this game (they cite the RULE table)', () => {
      const outside = [join(REPO_ROOT, 'components'), join(REPO_ROOT, 'site', 'src')].flatMap(typeScriptFilesUnder).filter((file) => !isTestFile(file.path));
      assert.deepEqual(ruleIdLiteralsIn(outside, game), []);
    });
  });

  describe(`${game}: the rule-map check itself`, () => {
    const { sample } = config;
    const rule = ruleById(sample.rule);
    assert.ok(rule, `sample rule ${sample.rule} is not in the map`);
    const { anchor } = docsLocation(rule);

    it('finds an anchor given by RuleAnchor, by an explicit id or by a heading slug', () => {
      assert.equal(anchor, sample.anchor);
      assert.ok(pageAnchors(`## <RuleAnchor rule="${rule.id}" />${rule.title}`, rule, anchor));
      assert.ok(pageAnchors(`<section id="${anchor}">`, rule, anchor));
      assert.ok(pageAnchors(`## ${rule.title} {#${anchor}}`, rule, anchor));
      assert.ok(pageAnchors(`## ${sample.heading}`, rule, anchor));
    });

    it('does not take a link, a mention or another rule\'s anchor for the anchor', () => {
      assert.ok(!pageAnchors(`See [${rule.title}](#${anchor}) and \`${rule.id}\`.`, rule, anchor));
      assert.ok(!pageAnchors(`## <RuleAnchor rule="${sample.otherRule}" />Another rule`, rule, anchor));
      assert.ok(!pageAnchors(`<span id="${anchor}-extra">`, rule, anchor));
      assert.ok(!pageAnchors(`## ${rule.title}`, rule, anchor), `the sample's title "${rule.title}" slugs to its anchor: pick a sample whose title does not`);
    });

    it('counts a table entry only as a whole name', () => {
      assert.ok(citesTableKey('throw new RuleViolation(RULE.trigger, …)', 'trigger'));
      assert.ok(!citesTableKey('RULE.triggerBlocked', 'trigger'));
      assert.ok(!citesTableKey('OTHER_RULE.trigger', 'trigger'));
    });

    it('counts a rule id only as a whole id', () => {
      assert.ok(mentionsRuleId(`throw new RuleViolation('${rule.id}', '…')`, rule.id));
      assert.ok(!mentionsRuleId(`'${rule.id}-extra'`, rule.id));
      assert.ok(!mentionsRuleId(`'${rule.id}.extra'`, rule.id));
      assert.ok(!mentionsRuleId(`'other-${rule.id}'`, rule.id));
    });

    it('finds no source for a page that does not exist, and skips its built-page check', () => {
      assert.equal(findDocsSource(`/${game}/no-such-page/`), undefined);
      assert.deepEqual(freshBuiltPage(`/${game}/no-such-page/`, undefined, ruleMapFile), { skip: 'no page source' });
    });

    it('reads describe titles', () => {
      assert.deepEqual(
        describeTitlesIn([{ path: 'x.test.ts', text: `describe('${rule.id}', () => {}); describe("Example (${sample.otherRule})", f);` }]),
        [rule.id, `Example (${sample.otherRule})`],
      );
    });
  });
}
