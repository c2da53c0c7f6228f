import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect, firstLoad, waitForHydration, withoutBackgroundPreload } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { typesUsed } from '../../../plugins/flex-pages/examples/bindings';
import { CAPABILITIES, capabilitiesOf } from '../../../plugins/flex-pages/gallery/capabilities';
import { getItemTypeDefinition } from '../../../src/viz-item/definitions';
import { findSavedItem } from '../../../src/viz-item/saved-items';
import { CHART_TYPES, EXAMPLE_IDS, definition } from './helpers';

/**
 * The examples gallery (/flex/gallery): a card per example and per chart type with a picture drawn at build
 * time, filters by capability and chart type held in the URL, linked from the home page, the side navigation
 * and the Flex introduction. What the cards and filters should show is computed here from the definitions.
 */

const GALLERY = '/flex/gallery';

/** Gzipped bytes of all the pictures of one page theme, and of those a first visit at 1280 x 720 loads. */
const PICTURES_BUDGET_KIB = 200;
const FIRST_SCREEN_PICTURES_KIB = 40;

interface Expected {
  key: string;
  title: string;
  permalink: string;
  types: string[];
  capabilities: string[];
}

const savedType = (dashboardId: string, itemId: string) => findSavedItem(dashboardId, itemId)?.type;
const EXPECTED: Expected[] = [
  ...EXAMPLE_IDS.map((id) => {
    const def = definition(id);
    return {
      key: `example:${id}`,
      title: def.title,
      permalink: `/flex/examples/${id}`,
      types: typesUsed(def, savedType),
      capabilities: capabilitiesOf(def),
    };
  }),
  ...CHART_TYPES.map((type) => ({
    key: `chart:${type}`,
    title: getItemTypeDefinition(type)!.title,
    permalink: `/flex/charts/${type}`,
    types: [type],
    capabilities: [],
  })),
];
const expectedKeys = (capability: string | null, type: string | null) =>
  EXPECTED.filter(
    (e) => (!capability || e.capabilities.includes(capability)) && (!type || e.types.includes(type)),
  ).map((e) => e.key);

const cardKeys = (page: Page) =>
  page.locator('[data-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-card')));

async function openGallery(page: Page, query = ''): Promise<void> {
  await page.goto(GALLERY + query);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Scrolls every card's picture into view and waits for it: what each one loaded, by card. */
async function loadAllPictures(page: Page) {
  return page.locator('[data-card]').evaluateAll(async (cards) => {
    const out: { card: string; src: string; naturalWidth: number }[] = [];
    for (const card of cards) {
      const img = card.querySelector('img')!;
      img.scrollIntoView({ block: 'center' });
      if (!img.complete || img.naturalWidth === 0)
        await new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
          setTimeout(resolve, 5000);
        });
      out.push({
        card: card.getAttribute('data-card')!,
        src: img.currentSrc,
        naturalWidth: img.naturalWidth,
      });
    }
    return out;
  });
}

test('every example and chart type has a card whose picture loads and whose link opens its page', async ({
  page,
  pageErrors: _,
}) => {
  test.setTimeout(180_000);
  await openGallery(page);
  expect(await cardKeys(page)).toEqual(EXPECTED.map((e) => e.key));
  for (const e of EXPECTED) {
    const card = page.locator(`[data-card="${e.key}"]`);
    await expect(card.getByRole('link', { name: e.title, exact: true })).toHaveAttribute('href', e.permalink);
    await expect(card.locator('p')).not.toBeEmpty();
    await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/);
    await expect(card.getByRole('img')).toHaveAttribute('loading', 'lazy');
  }
  const pictures = await loadAllPictures(page);
  expect(pictures.filter((p) => p.naturalWidth === 0)).toEqual([]);
  expect(pictures).toHaveLength(EXPECTED.length);

  // Each link resolves to its page, whose heading is the card's title.
  for (const e of EXPECTED) {
    const response = await page.request.get(e.permalink);
    expect(response.status(), e.permalink).toBe(200);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1]?.replace(/<[^>]+>/g, '');
    expect(h1, e.permalink).toBe(e.title);
  }
});

test('the capability and chart type filters narrow the cards, show their counts and update the URL', async ({
  page,
  pageErrors: _,
}) => {
  await openGallery(page);
  const chips = page.getByRole('group', { name: 'Capability' }).getByRole('button');
  // A chip for every capability some example shows, counting its examples.
  for (const c of CAPABILITIES) {
    const n = expectedKeys(c.id, null).length;
    await expect(page.locator(`[data-capability="${c.id}"]`)).toHaveText(`${c.label} (${n})`);
  }
  await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');

  const capability = 'events';
  await page.locator(`[data-capability="${capability}"]`).click();
  await expect(page).toHaveURL(`${GALLERY}?capability=${capability}`);
  await expect(page.locator(`[data-capability="${capability}"]`)).toHaveAttribute('aria-pressed', 'true');
  expect(await cardKeys(page)).toEqual(expectedKeys(capability, null));
  // With a capability chosen, each chart type's count is what choosing it would show.
  const select = page.getByRole('combobox', { name: 'Chart type' });
  for (const type of ['line-chart', 'column-chart', 'wordcloud-chart']) {
    const title = getItemTypeDefinition(type)!.title;
    await expect(select.locator(`option[value="${type}"]`)).toHaveText(
      `${title} (${expectedKeys(capability, type).length})`,
    );
  }

  await select.selectOption('line-chart');
  await expect(page).toHaveURL(`${GALLERY}?capability=${capability}&type=line-chart`);
  expect(await cardKeys(page)).toEqual(expectedKeys(capability, 'line-chart'));
  await expect(page.getByRole('status')).toContainText(
    `${expectedKeys(capability, 'line-chart').length} of ${EXPECTED.length} shown`,
  );

  // Pressing the chosen chip again lifts that filter only.
  await page.locator(`[data-capability="${capability}"]`).click();
  await expect(page).toHaveURL(`${GALLERY}?type=line-chart`);
  expect(await cardKeys(page)).toEqual(expectedKeys(null, 'line-chart'));
});

test('a shared URL with filters restores them, and the chips work from the keyboard', async ({
  page,
  pageErrors: _,
}) => {
  await openGallery(page, '?capability=export&type=column-chart');
  await expect(page.locator('[data-capability="export"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Chart type' })).toHaveValue('column-chart');
  expect(await cardKeys(page)).toEqual(expectedKeys('export', 'column-chart'));
  expect(expectedKeys('export', 'column-chart').length).toBeGreaterThan(0);

  // An unknown value is ignored: everything shows.
  await openGallery(page, '?capability=teleportation');
  expect(await cardKeys(page)).toEqual(expectedKeys(null, null));

  await page.locator('[data-capability="languages"]').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${GALLERY}?capability=languages`);
  expect(await cardKeys(page)).toEqual(expectedKeys('languages', null));
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(GALLERY);
});

test('a filter that matches nothing says so and offers a reset', async ({ page, pageErrors: _ }) => {
  // A capability and a type no example combines, found from the definitions.
  const empty = CAPABILITIES.flatMap((c) => CHART_TYPES.map((t) => [c.id, t] as const)).find(
    ([c, t]) => expectedKeys(c, t).length === 0,
  )!;
  await openGallery(page, `?capability=${empty[0]}&type=${empty[1]}`);
  await expect(page.locator('[data-card]')).toHaveCount(0);
  await expect(page.getByText(/Nothing matches/)).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(GALLERY);
  await expect(page.locator('[data-card]')).toHaveCount(EXPECTED.length);
});

for (const theme of ['light', 'dark'] as const) {
  test(`filtered and empty gallery views have no serious accessibility violations (${theme})`, async ({
    page,
    pageErrors: _,
  }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await openGallery(page, '?capability=themes');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Chart type' }).selectOption('wordcloud-chart');
    await expect(page.getByText(/Nothing matches/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('at 320 px the cards stand in one column and nothing scrolls sideways', async ({
  page,
  pageErrors: _,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await openGallery(page, '?type=bar-chart');
  const boxes = await page.locator('[data-card]').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: Math.round(r.x), width: Math.round(r.width) };
    }),
  );
  expect(boxes.length).toBeGreaterThan(1);
  expect(new Set(boxes.map((b) => b.x)).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.locator('[data-card]').last().scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('the pictures stay within their byte budget, and a light page never loads the dark ones', async ({
  page,
  pageErrors: _,
}) => {
  test.setTimeout(180_000);
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') requested.push(new URL(r.url()).pathname);
  });
  await withoutBackgroundPreload(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: 'light' });
  const gz = async (src: string) =>
    zlib.gzipSync(await (await page.request.get(src)).body(), { level: 9 }).length;
  await firstLoad(page, GALLERY);
  const firstScreen = [...new Set(requested.filter((p) => p.startsWith('/assets/gallery/')))];
  const firstKiB = (await Promise.all(firstScreen.map(gz))).reduce((a, b) => a + b, 0) / 1024;

  const light = await loadAllPictures(page);
  expect(requested.filter((p) => p.startsWith('/assets/gallery/') && p.endsWith('-dark.svg'))).toEqual([]);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Until it hydrates, a card holds both pictures (the theme's CSS shows one): the first <img> is the light one.
  await waitForHydration(page);
  const dark = await loadAllPictures(page);
  expect(dark.filter((p) => p.naturalWidth === 0)).toEqual([]);
  // Pictures differ by theme unless the item's own theme is fixed.
  expect(dark.filter((p, i) => p.src !== light[i]!.src).length).toBeGreaterThan(EXPECTED.length / 2);

  const kib = async (pictures: { src: string }[]) =>
    (await Promise.all([...new Set(pictures.map((p) => p.src))].map(gz))).reduce((a, b) => a + b, 0) / 1024;
  const [lightKiB, darkKiB] = [await kib(light), await kib(dark)];
  test.info().annotations.push({
    type: 'bytes',
    description: `pictures gzipped: light ${lightKiB.toFixed(1)} KiB, dark ${darkKiB.toFixed(1)} KiB, first screen ${firstKiB.toFixed(1)} KiB (${firstScreen.length} pictures)`,
  });
  expect(lightKiB).toBeLessThanOrEqual(PICTURES_BUDGET_KIB);
  expect(darkKiB).toBeLessThanOrEqual(PICTURES_BUDGET_KIB);
  expect(firstKiB).toBeLessThanOrEqual(FIRST_SCREEN_PICTURES_KIB);
});

test.describe('the gallery is linked', () => {
  test('from the home page', async ({ page, pageErrors: _ }) => {
    // In the welcome text, within the first screen, and as the box after the quick-start cards.
    for (const name of ['examples gallery', 'Examples gallery']) {
      await page.goto('/');
      const link = page.getByRole('main').getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(GALLERY);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Examples gallery');
    }
    await page.goto('/');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'examples gallery', exact: true }),
    ).toBeInViewport();
  });

  test('from the side navigation, as the first entry under Examples', async ({ page, pageErrors: _ }) => {
    await page.goto('/flex/examples/adaptive-charts');
    const nav = page.getByRole('navigation', { name: 'Documentation' });
    const examples = nav.getByRole('button', { name: 'Collapse Examples' });
    const list = page.locator(`[id="${await examples.getAttribute('aria-controls')}"]`);
    const first = list.locator(':scope > li').first().getByRole('link');
    await expect(first).toHaveText('Gallery');
    await first.click();
    await expect(page).toHaveURL(GALLERY);
    // The address changes on the click; the navigation marks the gallery once its page has rendered (until then
    // it still marks the example, and its group, which a one-element assertion would fail on at once).
    await expect(nav.locator(`[aria-current="page"][href="${GALLERY}"]`)).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('from the Flex introduction, beside the example that runs its chart', async ({
    page,
    pageErrors: _,
  }) => {
    await page.goto('/guide/flex--introduction');
    const article = page.locator('article');
    await article.getByRole('link', { name: 'examples', exact: true }).click();
    // The introduction's chart: revenue per product category as a column chart (the unit test
    // tests/unit/guides/flex-introduction.test.ts matches the code to the definition).
    await expect(page).toHaveURL('/flex/examples/apply-filter-to-chart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      definition('apply-filter-to-chart').title,
    );
    await page.goBack();
    await article.getByRole('link', { name: 'examples gallery', exact: true }).click();
    await expect(page).toHaveURL(GALLERY);
  });
});
