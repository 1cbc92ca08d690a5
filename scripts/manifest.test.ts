// The elements' JSDoc is the one source of their public API: README's tag list and the package's
// exports map must follow the manifest made from it and the loader's tag map (TAG_MODULES).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { TAG_MODULES } from '../components/autoload.ts';
import { TAG_PRESETS } from '../components/tag-presets.ts';
import { README_END, README_START, ROOT, analyzeComponents, choicesFromDescription, elementsByTag, packageManifest, packagePath, readmeTagList, registeringModules } from './manifest.ts';

const manifest = packageManifest(analyzeComponents());

describe('the Custom Elements Manifest (scripts/manifest.ts)', () => {
  it('has an element for every tag of TAG_MODULES, defined in the module that registers it', () => {
    const definitions = new Map(manifest.modules.flatMap((module) => (module.exports ?? []).filter((entry) => entry.kind === 'custom-element-definition').map((entry) => [entry.name, module.path] as const)));
    for (const [tag, source] of registeringModules()) {
      assert.ok(elementsByTag(manifest).has(tag), `no element with @tagname ${tag}`);
      assert.equal(definitions.get(tag), packagePath(source), `${tag} is defined in ${packagePath(source)}`);
    }
  });

  it('gives every element of the loader its attributes, each described', () => {
    for (const [tag, element] of elementsByTag(manifest)) {
      if (!Object.hasOwn(TAG_MODULES, tag)) continue;
      for (const attribute of element.attributes ?? []) assert.ok((attribute.description ?? '').trim() !== '', `<${tag}> ${attribute.name} has no description: give it an @attr line in the class's JSDoc`);
    }
  });

  it("matches README's tag list (run `node scripts/manifest.ts --readme` after changing an element's attributes)", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const start = readme.indexOf(README_START);
    const end = readme.indexOf(README_END);
    assert.ok(start >= 0 && end > start, 'README.md lacks the tag list markers');
    assert.equal(readme.slice(start + README_START.length, end).trim(), readmeTagList(manifest));
  });
});

describe("attributes' allowed values in the manifest", () => {
  it('lists the presets of every element with a preset attribute (components/tag-presets.ts)', () => {
    for (const [tag, element] of elementsByTag(manifest)) {
      if (!(element.attributes ?? []).some((attribute) => attribute.name === 'preset')) continue;
      assert.ok(Object.hasOwn(TAG_PRESETS, tag), `<${tag}> takes a preset: add its presets to TAG_PRESETS`);
    }
  });

  it('reads a choice of words from a description, and not a list of examples or a format', () => {
    assert.deepEqual(choicesFromDescription('string | null', '`hot-seat` (default), `bot` (against bots) or `bots` (watch).'), ['hot-seat', 'bot', 'bots']);
    assert.equal(choicesFromDescription('string | null', 'The island, by id (e.g. `felle`) or `none`.'), null);
    assert.equal(choicesFromDescription('string | null', 'Ships in short form (`small red 40 75 0`), or `none`.'), null);
    assert.equal(choicesFromDescription('string | number | null', '1 to 3, or `all`.'), null);
    assert.equal(choicesFromDescription('string | null', 'Who starts (`red`, `blue`…).'), null);
  });
});

describe("package.json's exports", () => {
  const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
  const entry = (source: string): { types: string; default: string } => ({ types: `./${packagePath(source).replace(/\.js$/, '.d.ts')}`, default: `./${packagePath(source)}` });

  it('give rulebench/components/<tag> for exactly the tags of TAG_MODULES, each the module that registers it', () => {
    const expected = Object.fromEntries([...registeringModules()].map(([tag, source]) => [`./components/${tag}`, entry(source)]));
    const actual = Object.fromEntries(Object.entries(packageJson.exports).filter(([key]) => key.startsWith('./components/')));
    assert.deepEqual(actual, expected, `package.json exports should hold:\n${JSON.stringify(expected, null, 2)}`);
  });

  it('give rulebench/rules/<game> for every game, the engine and the simulation', () => {
    for (const name of ['engine', 'simulation', 'steam-torpedo', 'steamwork-arena', 'steam-pirates', 'star-eater', 'torpedo']) {
      assert.deepEqual(packageJson.exports[`./rules/${name}`], entry(`rules/${name}/index.ts`));
    }
  });
});
