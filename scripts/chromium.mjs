/**
 * The one way this project starts Chromium outside Playwright's test runner (scripts and benches): Debian's
 * build (`npm run setup:tests` installs it; CHROMIUM_PATH points elsewhere), headless, with the background
 * services that would add network traffic and noise to measurements turned off. playwright.config.ts uses the
 * same flags.
 */
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Launches Chromium through playwright-core with the project's flags (plus `extraArgs`). */
export function launchChromium(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROME_FLAGS, ...extraArgs] });
}
