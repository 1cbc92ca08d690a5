// `npm run simulate` as a designer runs it: real worker threads, real files, the exit codes.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import type { SimulationReport } from '../rules/simulation/index.ts';
import { gameSeed } from '../rules/engine/index.ts';

const SCRIPT = join(import.meta.dirname, 'simulate.ts');

function simulate(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const { status, stdout, stderr } = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { status, stdout, stderr };
}

function dataFile(data: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'rulebench-simulate-')), 'data.json');
  writeFileSync(path, typeof data === 'string' ? data : JSON.stringify(data));
  return path;
}

describe('npm run simulate', () => {
  it('plays the games on two worker threads and prints the report as JSON', () => {
    const { status, stdout, stderr } = simulate('steamwork-arena', '--games', '30', '--workers', '2', '--json');
    assert.equal(status, 0, stderr);
    const report = JSON.parse(stdout) as SimulationReport & { workers: number };
    assert.equal(report.game, 'steamwork-arena');
    assert.equal(report.games, 30);
    assert.equal(report.workers, 2);
    assert.deepEqual(report.bots, ['heuristic', 'random']);
    const byBot = report.winRates.filter((row) => row.seat === null);
    assert.equal(
      byBot.reduce((total, row) => total + row.games, 0),
      60,
      'two seats a game',
    );
    assert.match(stderr, /100 % {2}30 of 30 games/, 'the progress reached the end');
  });

  it('gives the same figures on one worker as on two', () => {
    const one = JSON.parse(simulate('steamwork-arena', '--games', '16', '--workers', '1', '--json', '--seed', '9').stdout) as SimulationReport;
    const two = JSON.parse(simulate('steamwork-arena', '--games', '16', '--workers', '2', '--json', '--seed', '9').stdout) as SimulationReport;
    assert.deepEqual(one.winRates, two.winRates);
    assert.deepEqual(one.length, two.length);
  });

  it('plays the designer’s data file, printed first from the sample', () => {
    const sample = simulate('torpedo', '--sample-data');
    assert.equal(sample.status, 0, sample.stderr);
    const data = JSON.parse(sample.stdout) as { perSize: number };
    data.perSize = 1;
    const { status, stdout, stderr } = simulate('torpedo', '--games', '4', '--bots', 'random', '--data', dataFile(data));
    assert.equal(status, 0, stderr);
    assert.match(stdout, /^Torpedo: 4 games, bots random taking the seats in turn/);
    assert.match(stdout, /points from small ships/);
  });

  it('refuses a bad data file with the field and exit code 2', () => {
    const badField = simulate('torpedo', '--games', '4', '--data', dataFile({ perSize: 9 }));
    assert.equal(badField.status, 2);
    assert.match(badField.stderr, /data\.json at perSize: /);
    const notJson = simulate('torpedo', '--data', dataFile('{ perSize: '));
    assert.equal(notJson.status, 2);
    assert.match(notJson.stderr, /is not JSON/);
    const missing = simulate('torpedo', '--data', join(tmpdir(), 'no-such-rulebench-file.json'));
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /Cannot read the data file/);
  });

  it('prints the usage for --help and exits 0', () => {
    for (const args of [['--help'], ['torpedo', '--help'], ['-h']]) {
      const { status, stdout } = simulate(...args);
      assert.equal(status, 0, args.join(' '));
      assert.match(stdout, /^Usage: npm run simulate/);
    }
  });

  it('writes the sample data and the report to the files --out names, and nothing else', () => {
    const folder = mkdtempSync(join(tmpdir(), 'rulebench-simulate-'));
    const sample = simulate('torpedo', '--sample-data', '--out', join(folder, 'data.json'));
    assert.equal(sample.status, 0, sample.stderr);
    assert.equal(sample.stdout, '');
    const report = simulate('torpedo', '--games', '4', '--json', '--data', join(folder, 'data.json'), '--out', join(folder, 'report.json'));
    assert.equal(report.status, 0, report.stderr);
    assert.equal((JSON.parse(readFileSync(join(folder, 'report.json'), 'utf8')) as SimulationReport).games, 4);
    assert.equal(simulate('torpedo', '--out', '').status, 2);
  });

  it('writes one CSV row per game to the file --csv names: the seed, who sat where, who won, the figures (issue 23)', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'rulebench-simulate-')), 'games.csv');
    const { status, stderr } = simulate('torpedo', '--games', '6', '--workers', '2', '--bots', 'heuristic,random', '--seed', '5', '--csv', path);
    assert.equal(status, 0, stderr);
    const [header, ...rows] = readFileSync(path, 'utf8').trimEnd().split('\r\n');
    assert.equal(header, 'variant,seed,bots,winners,finished,length,commands,points-small,points-medium,points-large,sunk');
    assert.deepEqual(
      rows.map((row) => row.split(',').slice(0, 3).join(',')),
      [0, 1, 2, 3, 4, 5].map((index) => `sample,${String(gameSeed(5, index))},${index % 2 === 0 ? 'red=heuristic;blue=random' : 'red=random;blue=heuristic'}`),
      'every game, in order, across both workers, with the seed it was played on',
    );
    for (const row of rows) assert.match(row, /^sample,-?\d+,[^,]+,(red|blue|red;blue),yes,\d+,\d+(,[\d.]*){4}$/);
    assert.equal(simulate('torpedo', '--csv', '').status, 2);
  });

  it('compares two data files and sweeps one value, on the same seeds, each difference with its interval (issue 23)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'rulebench-simulate-'));
    assert.equal(simulate('torpedo', '--sample-data', '--out', join(folder, 'a.json')).status, 0);
    const fewer = JSON.parse(readFileSync(join(folder, 'a.json'), 'utf8')) as { perSize: number };
    writeFileSync(join(folder, 'b.json'), JSON.stringify({ ...fewer, perSize: 2 }));
    const compared = simulate('torpedo', '--games', '10', '--json', '--compare', join(folder, 'a.json'), join(folder, 'b.json'));
    assert.equal(compared.status, 0, compared.stderr);
    const run = JSON.parse(compared.stdout) as { game: string; variants: { label: string; report: SimulationReport }[]; differences: { variant: string; against: string; figure: string; low: number; high: number }[] };
    assert.equal(run.game, 'torpedo');
    assert.deepEqual(run.variants.map((variant) => [variant.label, variant.report.games]), [[join(folder, 'a.json'), 10], [join(folder, 'b.json'), 10]]);
    // The bots' win rates and the length, then each of the game's own figures.
    assert.deepEqual(run.differences.map((difference) => difference.figure), ['win rate of heuristic', 'win rate of random', 'mean length', ...run.variants[0]?.report.figures.map((figure) => figure.label) ?? []]);
    assert.ok(run.differences.length > 3);
    assert.ok(run.differences.every((difference) => difference.low <= difference.high));

    const swept = simulate('torpedo', '--games', '10', '--sweep', 'perSize=1,2');
    assert.equal(swept.status, 0, swept.stderr);
    assert.match(swept.stdout, /── perSize=1 ──[\s\S]*── perSize=2 ──[\s\S]*Differences from perSize=1, 95 % intervals[\s\S]*perSize=2 {2}mean length: \+/);
    // A path the data does not hold, or a value the rules refuse, exits 2 naming it.
    const missing = simulate('torpedo', '--games', '10', '--sweep', 'field.depth=3');
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /field\.depth is not in the data/);
    const refused = simulate('torpedo', '--games', '10', '--sweep', 'perSize=1,0');
    assert.equal(refused.status, 2);
    assert.match(refused.stderr, /^perSize=0 at perSize: /);
    assert.equal(simulate('torpedo', '--compare', join(folder, 'a.json')).status, 2, 'one file is no comparison');
  });

  it('refuses a bad command line with the usage and exit code 2', () => {
    for (const args of [[], ['chess'], ['torpedo', '--games', 'many'], ['torpedo', '--bots', 'clever'], ['torpedo', '--colour']]) {
      const { status, stderr } = simulate(...args);
      assert.equal(status, 2, args.join(' '));
      assert.match(stderr, /Usage: npm run simulate/);
    }
  });
});

/** The shell lines of README's simulate recipe, as written there. */
function readmeRecipe(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = /<!-- recipe: scripts\/simulate\.test\.ts[^>]*-->\n```sh\n([\s\S]*?)```/.exec(readme);
  assert.ok(block?.[1], 'README.md has the simulate recipe under its marker');
  return block[1].split('\n').map((line) => line.trim()).filter((line) => line !== '');
}

const ROOT = join(import.meta.dirname, '..');

describe("README's simulate recipe", () => {
  it('runs line by line as written, through npm, in a folder of its own', () => {
    // A designer's folder: npm finds `simulate` in a package.json that runs ours, with our Node first on the PATH.
    const folder = mkdtempSync(join(tmpdir(), 'rulebench-recipe-'));
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ private: true, scripts: { simulate: `node ${JSON.stringify(SCRIPT)}` } }));
    const path = [join(ROOT, 'node_modules', '.bin'), dirname(process.execPath), process.env.PATH ?? ''].join(delimiter);
    for (const line of readmeRecipe()) {
      const { status, stderr } = spawnSync('sh', ['-c', line], { cwd: folder, encoding: 'utf8', timeout: 600_000, env: { ...process.env, PATH: path } });
      assert.equal(status, 0, `${line}\n${stderr}`);
    }
    // What the recipe wrote is what the next line and a designer read: clean JSON.
    assert.ok(typeof JSON.parse(readFileSync(join(folder, 'my-tiles.json'), 'utf8')) === 'object');
    assert.ok((JSON.parse(readFileSync(join(folder, 'report.json'), 'utf8')) as SimulationReport).games > 0);
  });
});
