/**
 * `npm test`: every check the project has, in the order a failure is cheapest to find, ending
 * with one plain `N passed, M failed` line. Steps keep running after a failure so one run shows
 * everything that is wrong; the exit code is non-zero if anything failed.
 *
 * The first steps (lint, rules tests, budgets, type-checks) share nothing and use one core each,
 * so they run two at a time, each one's output printed whole when it ends. The browser steps run one after another: each keeps a core busy on its own and, together,
 * would make each other's timings the test's business.
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Reads how many tests passed and failed from the step's output, when the tool prints it. */
  count?: (output: string) => { passed: number; failed: number } | null;
  /** Runs beside the other parallel steps, its output held until it ends. */
  parallel?: boolean;
}

interface StepResult {
  name: string;
  ok: boolean;
  /** The step's own lines naming what failed (`failed: …`, `not ok …`, `FAIL …`), repeated in the summary. */
  failures: string[];
  passed: number;
  failed: number;
  seconds: number;
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const steps: Step[] = [
  // The parallel steps in the order that ends them soonest on two cores: the two longest (lint about
  // 100 s, the rules tests 95) first, one a core, then the short ones behind them (2026-12-02: the
  // phase 168 → about 140 s; the rules tests used to wait behind the type-checks and the budgets).
  { name: 'lint', command: npx, args: ['eslint', '--max-warnings=0', '.'], parallel: true },
  { name: 'rules tests (npm run test:rules)', command: 'npm', args: ['run', 'test:rules'], count: countNodeTest, parallel: true },
  { name: 'blog bundle byte budgets', command: npx, args: ['node', 'scripts/check-bundle-budgets.ts'], count: countPlainSummary, parallel: true },
  { name: 'type-check', command: npx, args: ['tsc', '--noEmit', '-p', 'tsconfig.json'], parallel: true },
  { name: 'type-check rules/ without the DOM', command: npx, args: ['tsc', '--noEmit', '-p', 'rules/tsconfig.json'], parallel: true },
  { name: 'component tests (web-test-runner)', command: npx, args: ['web-test-runner'], count: countPlainSummary },
  { name: 'site build and blog bundle, with no warning', command: 'npm', args: ['run', 'build'], count: countBuildWarnings },
  { name: 'site smoke test (Chromium)', command: npx, args: ['node', 'scripts/smoke.ts'], count: countPlainSummary },
  { name: "a blogger's post on a phone link: no layout shift, rule links reach the docs (Chromium)", command: npx, args: ['node', 'scripts/blog-post.ts'], count: countPlainSummary },
  { name: 'npm package: pack, install, use from Node and Chromium', command: npx, args: ['node', 'scripts/package-smoke.ts'], count: countPlainSummary },
];

function countNodeTest(output: string): { passed: number; failed: number } | null {
  const passed = /^ℹ pass (\d+)$/m.exec(output);
  const failed = /^ℹ fail (\d+)$/m.exec(output);
  if (!passed || !failed) return null;
  return { passed: Number(passed[1]), failed: Number(failed[1]) };
}

/** The last "N passed, M failed" line a tool printed (web-test-runner and our smoke test both do). */
function countPlainSummary(output: string): { passed: number; failed: number } | null {
  const matches = [...output.matchAll(/(\d+) passed, (\d+) failed/g)];
  const last = matches.at(-1);
  return last ? { passed: Number(last[1]), failed: Number(last[2]) } : null;
}

/**
 * The build passes only when Astro, Vite and esbuild print no warning (`[WARN]`, `[WARNING]`): a warning nobody acts on
 * teaches everyone to skip the build's output. npm's own `npm warn` lines about the machine's
 * configuration are not the project's and are not counted.
 */
function countBuildWarnings(output: string): { passed: number; failed: number } {
  const warnings = output.split('\n').filter((line) => line.includes('[WARN]') || line.includes('[WARNING]'));
  if (warnings.length > 0) console.log(`\nThe build printed ${String(warnings.length)} warning(s):\n${warnings.join('\n')}`);
  return { passed: warnings.length === 0 ? 1 : 0, failed: warnings.length === 0 ? 0 : 1 };
}

/**
 * The lines of a failed step's output that name a failure, at most 20: CI shows only the tail of a
 * run, so the summary repeats them where it will be seen. web-test-runner's closing reporter prints
 * `failed: …`, node's test runner and the smoke tests `not ok …`, the package smoke `FAILED …`, the
 * budgets and the blogger's post `FAIL …`.
 */
function failureLines(output: string): string[] {
  const lines = output.split('\n').filter((line) => /^\s*(failed: |not ok |FAIL(ED)? )/.test(line)).map((line) => line.trim());
  return [...new Set(lines)].slice(0, 20);
}

/** Steps of the parallel phase running at once: one per core of a 2-core machine. */
const PARALLEL_STEPS = 2;

function run(step: Step): Promise<StepResult> {
  const started = performance.now();
  const title = `\n=== ${step.name}: ${[step.command, ...step.args].join(' ')}`;
  if (step.parallel === true) console.log(`${title} (started)`);
  else console.log(title);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    const tee = (chunk: Buffer, sink: NodeJS.WriteStream): void => {
      output += chunk.toString();
      if (step.parallel !== true) sink.write(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => { tee(chunk, process.stdout); });
    child.stderr.on('data', (chunk: Buffer) => { tee(chunk, process.stderr); });
    const finish = (exitCode: number | null): void => {
      const counted = step.count?.(output) ?? null;
      const ok = exitCode === 0 && (counted === null || counted.failed === 0);
      const seconds = (performance.now() - started) / 1000;
      if (step.parallel === true) process.stdout.write(`${title} (done in ${seconds.toFixed(1)} s)\n${output}`);
      // A step that prints no test count counts as one check.
      resolve({ name: step.name, ok, failures: ok ? [] : failureLines(output), passed: counted?.passed ?? (ok ? 1 : 0), failed: counted ? Math.max(counted.failed, ok ? 0 : 1) : ok ? 0 : 1, seconds });
    };
    child.on('error', (error) => {
      output += String(error);
      finish(null);
    });
    child.on('close', finish);
  });
}

/** Runs the steps PARALLEL_STEPS at a time; results in the steps' order. */
async function runInParallel(parallelSteps: readonly Step[]): Promise<StepResult[]> {
  const results: StepResult[] = new Array<StepResult>(parallelSteps.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < parallelSteps.length) {
      const index = next++;
      const step = parallelSteps[index];
      if (step !== undefined) results[index] = await run(step);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_STEPS }, worker));
  return results;
}

const results: StepResult[] = await runInParallel(steps.filter((step) => step.parallel === true));
for (const step of steps.filter((step) => step.parallel !== true)) results.push(await run(step));

console.log('\n=== summary');
for (const result of results) {
  console.log(`${result.ok ? 'ok    ' : 'FAILED'} ${result.name} (${String(result.passed)} passed, ${String(result.failed)} failed, ${result.seconds.toFixed(1)} s)`);
  for (const line of result.failures) console.log(`         ${line}`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${String(passed)} passed, ${String(failed)} failed`);
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
