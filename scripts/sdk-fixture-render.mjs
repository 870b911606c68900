// issue 23: the render check of scripts/sdk-fixture.sh. Draws the fixture app's built render page
// (three widgets of the published SDK on a dark host page whose stylesheet centres #root and sets
// `h2 { font: 32px serif }`) and the same three Storybook stories in Chromium, then compares each
// widget card's screenshot with its story's and checks the host's rules did not reach the widgets.
// Usage: node scripts/sdk-fixture-render.mjs <app dist> <storybook-static> <output dir>
// Writes fixture-, storybook- and diff-<widget>.png to the output dir; exits 1 when a widget fails.
import blazediff from '@blazediff/core';
import { createReadStream, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright';
import { PNG } from 'pngjs';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';

const [appDist, storybookDir, outDir] = process.argv.slice(2).map((path) => path && resolve(path));
if (!appDist || !storybookDir || !outDir) {
  console.error('usage: node scripts/sdk-fixture-render.mjs <app dist> <storybook-static> <output dir>');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

/**
 * Share of a card's pixels allowed to differ (YIQ threshold 0.1, anti-aliased pixels not counted).
 * The same Chromium draws the same components from the same responses; what may differ is text and
 * curve anti-aliasing where a sub-pixel offset falls differently. A host rule that reached the widget
 * (a centred or serif title) moves whole lines of text: several percent of the card.
 */
const TOLERANCE = 0.005;

/** The widgets compared: the fixture page's container and the story drawing the same responses. */
const WIDGETS = [
  { name: 'estimated-expenditure', story: 'widgets-estimatedexpenditure--single-advertiser' },
  { name: 'ad-types', story: 'widgets-adtypes--single-advertiser' },
  { name: 'expenditure-trend', story: 'widgets-expendituretrend--single-advertiser' },
];

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** A static file server for `root` on a free loopback port (the built pages need no more). */
async function serve(root) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, pathname));
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      statSync(file);
    } catch {
      return void response.writeHead(404).end();
    }
    // Cached, so each story after the first loads Storybook's bundle from the browser's cache.
    response.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'max-age=600',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) };
}

/**
 * A page that draws without animation (the charts honour reduced motion) and reaches only `origin`:
 * the recorded responses name favicons on the reference API's origin, refused here on both sides so
 * an API someone runs on this machine cannot make one side differ.
 */
async function openPage(browser, origin, width) {
  const context = await browser.newContext({
    viewport: { width, height: 2400 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  await context.route('**/*', (route) =>
    route.request().url().startsWith(origin) ? route.continue() : route.abort('connectionrefused'),
  );
  return context.newPage();
}

/** Waits until every widget card under `scope` has its data and every chart in it is drawn. */
async function waitForWidgets(page, scope) {
  await page.waitForFunction(
    (selector) => {
      const cards = [...document.querySelectorAll(`${selector} section[data-status]`)];
      if (cards.length === 0 || cards.some((card) => card.getAttribute('data-status') !== 'success')) return false;
      const charts = cards.flatMap((card) => [...card.querySelectorAll('[data-echart]')]);
      return charts.length > 0 && charts.every((chart) => chart.querySelector('svg'));
    },
    scope,
    { timeout: 20_000 },
  );
  // Fonts, images that failed and ECharts' last frame settle before the screenshot.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** What the host's rules would change, for every element of the card in document order. */
function textStyles(card) {
  return card.evaluate((root) =>
    [root, ...root.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName.toLowerCase()} ${style.textAlign} ${style.fontSize} ${style.fontFamily}`;
    }),
  );
}

/** The card's title as the host's `h2 { font: 32px serif }` and `#root { text-align: center }` would reach it. */
function titleStyle(card) {
  return card.evaluate((root) => {
    const title = root.querySelector('h2');
    const style = title && getComputedStyle(title);
    return style && { fontSize: style.fontSize, fontFamily: style.fontFamily, textAlign: style.textAlign };
  });
}

function compare(name, fixtureShot, storyShot) {
  const fixture = PNG.sync.read(fixtureShot);
  const story = PNG.sync.read(storyShot);
  writeFileSync(join(outDir, `fixture-${name}.png`), fixtureShot);
  writeFileSync(join(outDir, `storybook-${name}.png`), storyShot);
  // Cards of different sizes are compared on the larger box, the missing part counting as different.
  const width = Math.max(fixture.width, story.width);
  const height = Math.max(fixture.height, story.height);
  const [a, b] = [fixture, story].map((image) => {
    if (image.width === width && image.height === height) return image;
    const padded = new PNG({ width, height });
    PNG.bitblt(image, padded, 0, 0, image.width, image.height, 0, 0);
    return padded;
  });
  const diff = new PNG({ width, height });
  const differing = blazediff(a.data, b.data, diff.data, width, height, { threshold: 0.1 });
  writeFileSync(join(outDir, `diff-${name}.png`), PNG.sync.write(diff));
  const size =
    fixture.width === story.width && fixture.height === story.height
      ? `${width}×${height} px`
      : `${fixture.width}×${fixture.height} px, Storybook ${story.width}×${story.height} px`;
  return { ratio: differing / (width * height), size, differing };
}

/** The story drawn afresh with its card `width` px wide; `offset` is what the story's padding takes. */
async function openStory(page, story, width, offset) {
  await page.setViewportSize({ width: width + offset, height: 2400 });
  await page.goto(`${storybook.origin}/iframe.html?id=${story}&viewMode=story&globals=colorScheme:dark`);
  await waitForWidgets(page, '#storybook-root');
  const card = page.locator('section[data-status]');
  return { card, width: /** @type {{ width: number }} */ (await card.boundingBox()).width };
}

const app = await serve(appDist);
const storybook = await serve(storybookDir);
const browser = await chromium.launch(chromiumLaunchOptions);
const problems = [];
try {
  const fixturePage = await openPage(browser, app.origin, 2300); // three 720 px cards side by side
  await fixturePage.goto(`${app.origin}/render.html`);
  const storyPage = await openPage(browser, storybook.origin, 800);
  // Storybook's padded layout and the dark scheme's host box: 2 × 16 px each side; measured below.
  let storyOffset = 64;
  for (const { name, story } of WIDGETS) {
    const started = performance.now();
    const scope = `[data-render-widget="${name}"]`;
    await waitForWidgets(fixturePage, scope);
    const card = fixturePage.locator(`${scope} section[data-status]`);
    const width = Math.round(/** @type {{ width: number }} */ (await card.boundingBox()).width);

    let drawn = await openStory(storyPage, story, width, storyOffset);
    if (drawn.width !== width) {
      storyOffset += width - drawn.width;
      drawn = await openStory(storyPage, story, width, storyOffset);
    }
    const storyCard = drawn.card;

    // The host's rules stop at the card: the title keeps the theme's font, and no element's text
    // alignment, size or family differs from the story's.
    const title = await titleStyle(card);
    const storyTitle = await titleStyle(storyCard);
    const hostReached =
      !title ||
      title.fontSize === '32px' ||
      /^serif$/.test(title.fontFamily) ||
      title.textAlign === 'center' ||
      JSON.stringify(title) !== JSON.stringify(storyTitle);
    const [styles, storyStyles] = [await textStyles(card), await textStyles(storyCard)];
    const styleDiffs = styles
      .map((line, index) => [line, storyStyles[index]])
      .filter(([line, storyLine]) => line !== storyLine);

    const { ratio, size, differing } = compare(name, await card.screenshot(), await storyCard.screenshot());
    const passed = ratio <= TOLERANCE && !hostReached && styleDiffs.length === 0;
    console.log(
      `${passed ? 'PASS' : 'FAIL'}  ${name} (story ${story}): ${size}, ${differing} differing pixels ` +
        `= ${(ratio * 100).toFixed(3)}% (tolerance ${TOLERANCE * 100}%); title ${JSON.stringify(title)}` +
        (hostReached ? `, Storybook's title ${JSON.stringify(storyTitle)}` : '') +
        ` (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    for (const [line, storyLine] of styleDiffs.slice(0, 8)) {
      console.log(`      host rule reached an element: ${line}  (Storybook: ${storyLine ?? 'no such element'})`);
    }
    if (!passed) problems.push(name);
  }
} finally {
  await browser.close();
  await Promise.all([app.close(), storybook.close()]);
}
console.log(`screenshots: ${outDir}`);
if (problems.length > 0) {
  console.error(`the render check failed for ${problems.join(', ')}`);
  process.exit(1);
}
