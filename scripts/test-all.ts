/**
 * `npm test`: every check the project has, in the order a failure is cheapest to find, ending
 * with one plain `N passed, M failed` line. Steps keep running after a failure so one run shows
 * everything that is wrong; the exit code is non-zero if anything failed.
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Reads how many tests passed and failed from the step's output, when the tool prints it. */
  count?: (output: string) => { passed: number; failed: number } | null;
}

interface StepResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  seconds: number;
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const steps: Step[] = [
  { name: 'type-check', command: npx, args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'type-check rules/ without the DOM', command: npx, args: ['tsc', '--noEmit', '-p', 'rules/tsconfig.json'] },
  { name: 'lint', command: npx, args: ['eslint', '--max-warnings=0', '.'] },
  { name: 'blog bundle byte budgets', command: npx, args: ['node', 'scripts/check-bundle-budgets.ts'], count: countPlainSummary },
  { name: 'rules tests (npm run test:rules)', command: 'npm', args: ['run', 'test:rules'], count: countNodeTest },
  { name: 'component tests (web-test-runner)', command: npx, args: ['web-test-runner'], count: countPlainSummary },
  { name: 'site build and blog bundle, with no warning', command: 'npm', args: ['run', 'build'], count: countBuildWarnings },
  { name: 'site smoke test (Chromium)', command: npx, args: ['node', 'scripts/smoke.ts'], count: countPlainSummary },
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

function run(step: Step): Promise<StepResult> {
  const started = performance.now();
  console.log(`\n=== ${step.name}: ${[step.command, ...step.args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    const tee = (chunk: Buffer, sink: NodeJS.WriteStream): void => {
      output += chunk.toString();
      sink.write(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => { tee(chunk, process.stdout); });
    child.stderr.on('data', (chunk: Buffer) => { tee(chunk, process.stderr); });
    const finish = (exitCode: number | null): void => {
      const counted = step.count?.(output) ?? null;
      const ok = exitCode === 0 && (counted === null || counted.failed === 0);
      const seconds = (performance.now() - started) / 1000;
      // A step that prints no test count counts as one check.
      resolve({ name: step.name, ok, passed: counted?.passed ?? (ok ? 1 : 0), failed: counted ? Math.max(counted.failed, ok ? 0 : 1) : ok ? 0 : 1, seconds });
    };
    child.on('error', (error) => {
      output += String(error);
      finish(null);
    });
    child.on('close', finish);
  });
}

const results: StepResult[] = [];
for (const step of steps) results.push(await run(step));

console.log('\n=== summary');
for (const result of results) {
  console.log(`${result.ok ? 'ok    ' : 'FAILED'} ${result.name} (${String(result.passed)} passed, ${String(result.failed)} failed, ${result.seconds.toFixed(1)} s)`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${String(passed)} passed, ${String(failed)} failed`);
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
