/**
 * Where the browser tests find Chromium and how they start it; shared by the component tests
 * (web-test-runner.config.mjs) and the site smoke test, and mirrored by scripts/setup.sh.
 */
import { existsSync } from 'node:fs';

/** CHROME_PATH when set, else Debian's chromium. */
export function chromiumPath(): string {
  const fromEnvironment = process.env.CHROME_PATH;
  return fromEnvironment !== undefined && fromEnvironment !== '' ? fromEnvironment : '/usr/bin/chromium';
}

/** Throws a message that says how to fix it when there is no browser to start. */
export function ensureChromium(): string {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `No Chrome or Chromium at ${path}. Run \`bash scripts/setup.sh\` (on Debian as root it installs chromium), ` +
        'or point CHROME_PATH at yours, e.g. CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome".',
    );
  }
  return path;
}

/**
 * Headless flags: as root Chromium needs --no-sandbox; the rest keep it from reaching for a network
 * this machine does not have, and from updating or syncing in the middle of a test.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
