import { test, expect, waitForHydration } from '../support/fixtures';
import { DEFAULT_CONFIG } from '../../../src/config/default-config';

test.describe('app config', () => {
  test('the production config file is loaded at startup', async ({ page, pageErrors: _ }) => {
    await page.route('**/config/config.json', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.mailboxes.api = 'integrations@quantaloop.example';
      await route.fulfill({ response, json });
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'integrations@quantaloop.example' })).toBeVisible();
  });

  // An API page's sandbox reads the configured default server: it fetched the file a second time (issue 51).
  for (const url of ['/', '/guide/dashboard-embedding--intro', '/api/createAccount']) {
    test(`${url} fetches the config file once`, async ({ page, pageErrors: _ }) => {
      const fetched: string[] = [];
      page.on('request', (r) => r.url().includes('/config/config.json') && fetched.push(r.url()));
      await page.goto(url);
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
      await expect.poll(() => fetched.length).toBe(1);
      await page.waitForTimeout(1000);
      expect(fetched).toHaveLength(1);
    });
  }

  for (const [name, body, status] of [
    ['malformed JSON', '{"brand": ', 200],
    ['a missing file', 'Not found', 404],
    ['a wrong shape', '{"mailboxes": "nope", "footer": 3}', 200],
  ] as const) {
    test(`${name} falls back to the built-in config with a warning and no breakage`, async ({
      page,
      pageErrors,
    }) => {
      // A 404 for the config file is a network-level console message in Chromium; nothing else may fail.
      if (status === 404) pageErrors.allow(/Failed to load resource.* 404/, 'the test serves no config file');
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await page.route('**/config/config.json', (route) =>
        route.fulfill({ status, body, contentType: 'application/json' }),
      );
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
      await expect(page.getByRole('link', { name: DEFAULT_CONFIG.mailboxes.api })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      await expect.poll(() => warnings.some((w) => w.includes('[config]'))).toBe(true);
    });
  }
});

test.describe('persisted browser state', () => {
  test('garbage in storage never breaks a page', async ({ page, pageErrors: _ }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hideBanner', '{not json');
      localStorage.setItem('show-code', 'maybe');
      localStorage.setItem('docusaurus.tab.framework', 'cobol');
      localStorage.setItem('theme', 'purple');
    });
    for (const url of ['/', '/guide/dashboard-embedding--intro', '/flex/examples/adaptive-charts']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    await page.goto('/');
    // Unknown values fall back to defaults: the banner shows, the theme is a valid one.
    await expect(page.getByRole('region', { name: 'Release announcement' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
  });

  test('blocked storage (access throws) never breaks a page', async ({ page, pageErrors: _ }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    // The prerendered button answers once React has hydrated (a click before that is lost on any such page).
    await waitForHydration(page);
    // Dismissing still works for this visit even though it cannot be stored.
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    // The dismissal cannot be kept: the banner says so (issue 54), and closing that message hides it.
    await expect(page.getByText(/Hidden for now only/)).toBeVisible();
    await page.getByRole('button', { name: 'Close this message' }).click();
    await expect(page.getByRole('region', { name: 'Release announcement' })).toBeHidden();
  });

  test('full storage (writes throw) never breaks a page', async ({ page, pageErrors }) => {
    // The theme logs its own failed write ("Docusaurus storage error"); nothing else may fail.
    pageErrors.allow(/Docusaurus storage error/, 'the theme logs the write that the test makes fail');
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
    });
    await page.goto('/');
    // Clicked before hydration, the prerendered button did nothing and this test flaked once on CI.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    // The dismissal cannot be kept: the banner says so (issue 54), and closing that message hides it.
    await expect(page.getByText(/Hidden for now only/)).toBeVisible();
    await page.getByRole('button', { name: 'Close this message' }).click();
    await expect(page.getByRole('region', { name: 'Release announcement' })).toBeHidden();
    await page.getByRole('button', { name: /^Theme/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('legacy links', () => {
  const cases: [string, RegExp][] = [
    ['/#dashboard-embedding', /\/guide\/dashboard-embedding--intro$/],
    ['/#rate-limits', /\/guide\/api--rate-limits$/],
    ['/#account', /\/api\/searchAccount$/],
    ['/#embed-filter-group', /\/api\/searchEmbedFilterGroup$/],
    ['/#data', /\/api\/getData$/],
    ['/guide/plugin-api#webhooks', /\/guide\/plugin--webhooks$/],
    ['/guide/guides#pushing-data', /\/guide\/guides--pushing-data$/],
  ];
  for (const [from, to] of cases) {
    test(`${from} goes to its new page`, async ({ page, pageErrors: _ }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      // A real page, not the Overview that unknown paths show.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).not.toContainText('Welcome');
    });
  }

  test('an unknown hash on the root, or a hash on a current page, does nothing', async ({
    page,
    pageErrors: _,
  }) => {
    await page.goto('/#no-such-anchor');
    await expect(page).toHaveURL(/\/#no-such-anchor$/);
    await page.goto('/guide/dashboard-embedding--intro#account');
    await expect(page).toHaveURL(/\/guide\/dashboard-embedding--intro#account$/);
  });
});
