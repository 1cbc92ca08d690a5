// Component tests: headless Chromium via @web/test-runner. Run with `npm run test:components`
// (or `npx web-test-runner`): both use the Node 24 from node_modules, which this runner needs.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { buildBundle } from './scripts/build-bundle.ts';
import { CHROMIUM_ARGS, ensureChromium } from './scripts/chromium.ts';

const executablePath = ensureChromium();

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
        process.stdout.write(`${String(passed)} passed, ${String(failed)} failed\n`);
      });
    },
  };
}

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: ['components/**/*.test.ts'],
  nodeResolve: true,
  plugins: [
    // Without `tsconfig`, esbuild ignores experimentalDecorators and the decorators reach the
    // browser untransformed ("Could not import your test module").
    esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' }),
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
        args: [...CHROMIUM_ARGS],
      },
    }),
  ],
  reporters: [defaultReporter(), summaryLine()],
  // 20 s, not mocha's 2 s or our former 5 s: the tests that play a widget at random run axe every
  // few steps, and on a loaded 2-core CI machine one axe run over a big widget takes a second or two.
  // A test that really hangs still fails, after 20 s.
  testFramework: { config: { timeout: 20_000 } },
  // Lit's development build (the one the tests use, for its extra checks) says so in every test file.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
};
