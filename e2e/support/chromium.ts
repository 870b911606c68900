import { existsSync } from 'node:fs';

/**
 * Launch options for every browser test: Debian's Chromium when it is installed,
 * otherwise Playwright's own browser (for a developer who ran `playwright install chromium`).
 * The background-networking flags keep Chromium from dialling out on these closed networks.
 */
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
