// Component tests: headless Chromium via @web/test-runner. Run with `npm run test:components`
// (or `npx web-test-runner`): both use the Node 24 from node_modules, which this runner needs.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { buildBundle } from './scripts/build-bundle.ts';
import { CHROMIUM_ARGS, ensureChromium } from './scripts/chromium.ts';

const executablePath = ensureChromium();

/**
 * `COMPONENT_RUNS_SCALE=10` (as `npm run test:soak` sets) makes every random-click walk ten times
 * as long: the long soak, opt-in, beside the rules' PROPERTY_RUNS_SCALE. The default is 1.
 */
const runsScale = Number(process.env.COMPONENT_RUNS_SCALE ?? '1');
if (!Number.isInteger(runsScale) || runsScale < 1) throw new Error(`COMPONENT_RUNS_SCALE must be a whole number from 1 up; got ${String(process.env.COMPONENT_RUNS_SCALE)}`);

/**
 * Prints a plain `N passed, N failed` line once the run is over: the default reporter's closing
 * line has a progress bar in front, which tools reading the output do not recognise. A test file
 * that fails to load (no test results at all) counts as one failure.
 *
 * @returns {import('@web/test-runner').Reporter}
 */
function summaryLine() {
  /** @param {import('@web/test-runner').TestSuiteResult | undefined} suite @returns {[number, number]} */
  const count = (suite) => {
    if (suite === undefined) return [0, 0];
    let passed = suite.tests.filter((test) => test.passed && !test.skipped).length;
    let failed = suite.tests.filter((test) => !test.passed && !test.skipped).length;
    for (const child of suite.suites) {
      const [p, f] = count(child);
      passed += p;
      failed += f;
    }
    return [passed, failed];
  };
  return {
    stop({ sessions }) {
      let passed = 0;
      let failed = 0;
      for (const session of sessions) {
        const [p, f] = count(session.testResults);
        passed += p;
        failed += f + (f === 0 && (session.errors.length > 0 || session.passed === false) ? 1 : 0);
      }
      // Written at exit, after the default reporter has redrawn its last progress line.
      process.once('exit', () => {
        if (process.env.COMPONENT_TIMINGS !== undefined) process.stdout.write(slowestFiles(sessions));
        process.stdout.write(failedTests(sessions).map((line) => `failed: ${line}\n`).join(''));
        process.stdout.write(`${String(passed)} passed, ${String(failed)} failed\n`);
      });
    },
  };
}

/**
 * One line per failed test (file, suites, test, the error's first line), printed next to the closing
 * count: CI keeps only the tail of a run, and a flaky failure that is not named there cannot be found.
 *
 * @param {readonly import('@web/test-runner').TestSession[]} sessions
 * @returns {string[]}
 */
function failedTests(sessions) {
  /** @type {string[]} */
  const lines = [];
  const firstLine = (/** @type {string | undefined} */ text) => (text ?? '').split('\n')[0]?.slice(0, 300) ?? '';
  /** @param {import('@web/test-runner').TestSuiteResult} suite @param {string} where */
  const visit = (suite, where) => {
    for (const test of suite.tests) if (!test.passed && !test.skipped) lines.push(`${where} › ${test.name}: ${firstLine(test.error?.message)}`);
    for (const child of suite.suites) visit(child, `${where} › ${child.name}`);
  };
  for (const session of sessions) {
    const file = session.testFile.replace(process.cwd(), '');
    if (session.testResults !== undefined) visit(session.testResults, file);
    for (const error of session.errors) lines.push(`${file}: ${firstLine(error.message)}`);
  }
  return lines;
}

/**
 * `COMPONENT_TIMINGS=1 npx web-test-runner` lists the test files that took longest (the sum of their
 * tests' durations): where to look first when the suite nears `npm test`'s 12 minutes.
 *
 * @param {readonly import('@web/test-runner').TestSession[]} sessions
 */
function slowestFiles(sessions) {
  /** @param {import('@web/test-runner').TestSuiteResult | undefined} suite @returns {number} */
  const total = (suite) => (suite === undefined ? 0 : suite.tests.reduce((sum, test) => sum + (test.duration ?? 0), 0) + suite.suites.reduce((sum, child) => sum + total(child), 0));
  const rows = sessions.map((session) => ({ file: session.testFile.replace(process.cwd(), ''), ms: total(session.testResults) })).sort((a, b) => b.ms - a.ms);
  return `Slowest test files:\n${rows.slice(0, 20).map((row) => `${(row.ms / 1000).toFixed(1).padStart(7)} s  ${row.file}`).join('\n')}\n`;
}

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: ['components/**/*.test.ts'],
  nodeResolve: true,
  plugins: [
    // Without `tsconfig`, esbuild ignores experimentalDecorators and the decorators reach the
    // browser untransformed ("Could not import your test module").
    esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022', define: { __COMPONENT_RUNS_SCALE__: String(runsScale) } }),
    {
      // bundle.test.ts loads the built blog bundle from /dist/rulebench.js, so it must exist and
      // be current before any test runs. Building here (about a tenth of a second) tests the
      // real build script too. site/dist is left alone: the site build owns that copy.
      name: 'build-blog-bundle',
      async serverStart() {
        await buildBundle({ copyToSite: false });
      },
    },
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        // Without a vsync to wait for, a key sent by sendKeys lands in about 5 ms instead of a whole
        // frame (16.7 ms): the keyboard walks press Tab thousands of times (measured: the component
        // tests 227 → 162 s). Frames for requestAnimationFrame still come at 60 Hz.
        args: [...CHROMIUM_ARGS, '--disable-gpu-vsync', '--disable-frame-rate-limit'],
      },
    }),
  ],
  // One test file at a time. Two at once (two tabs of one browser) was slower on 2 cores and not
  // deterministic: only the front tab gets frames and focus, so the keyboard tests of the other hung.
  concurrency: 1,
  // How long a file may take to load, to run, and the browser to start: hang detectors, not figures,
  // so set far above a loaded machine's worst (the first file pays for transforming every module cold;
  // the keyboard games take 10–25 s each). Durations are the bench's business (bench/widget-timing.ts).
  browserStartTimeout: 120_000,
  testsStartTimeout: 180_000,
  testsFinishTimeout: 600_000,
  reporters: [defaultReporter(), summaryLine()],
  // 60 s, not mocha's 2 s: a hang detector, not a figure. The longest tests (random clicks with axe,
  // games between bots) take 2–8 s here and three to five times that on a loaded 2-core CI machine,
  // where 20 s once timed out. A test that really hangs still fails, after 60 s.
  testFramework: { config: { timeout: 60_000 } },
  // Lit's development build (the one the tests use, for its extra checks) says so in every test file.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
};
