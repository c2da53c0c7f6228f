import fs from 'node:fs';
import { test, expect, waitForHydration } from '../support/fixtures';
import { DEFAULT_CONFIG } from '../../../src/config/default-config';
import type { AppConfig } from '../../../src/config/types';
import { shownLogos } from '../support/logo';

const sideNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Documentation' });

test.describe('header', () => {
  test('shows logo, Developers badge, Academy and Blog links, search slot, theme switch and Sign up', async ({
    page,
    pageErrors: _,
  }) => {
    await page.goto('/');
    const header = page.getByRole('navigation', { name: 'Main' });
    // The logo exists in a light and a dark variant; the one of the current theme is shown.
    await expect(
      header.getByRole('img', { name: DEFAULT_CONFIG.brand.name }).locator('visible=true'),
    ).toHaveCount(1);
    await expect(header.getByText('Developers', { exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Academy' })).toHaveAttribute(
      'href',
      DEFAULT_CONFIG.links.academy,
    );
    await expect(header.getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      DEFAULT_CONFIG.links.blog,
    );
    await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(header.getByRole('button', { name: /Theme/ })).toBeVisible();
    // The side-nav toggle is only for small screens.
    await expect(header.getByRole('button', { name: 'Open navigation' })).toBeHidden();
  });

  test('the logo is drawn from the page itself: no logo file is requested, before or after a client-side navigation', async ({
    page,
    pageErrors: _,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      if (/\/img\/logo-/.test(r.url())) requested.push(new URL(r.url()).pathname);
    });
    await page.goto('/guide/dashboard-embedding--intro');
    await waitForHydration(page);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('img', { name: DEFAULT_CONFIG.brand.name }),
    ).toBeVisible();
    expect(await shownLogos(page)).toEqual(['light']);
    await page.getByRole('article').getByRole('link', { name: 'quick start' }).click();
    await expect(page).toHaveURL(/embedding--quick-start$/);
    expect(await shownLogos(page)).toEqual(['light']);
    expect(requested).toEqual([]);
  });

  test('logos set in config.json replace the built-in ones, as pictures, in both themes', async ({
    page,
    pageErrors: _,
  }) => {
    const production = JSON.parse(fs.readFileSync('static/config/config.json', 'utf8')) as AppConfig;
    const custom = structuredClone(production);
    custom.brand.logoLight = '/img/favicon.png';
    custom.brand.logoDark = '/img/social/home.jpg';
    await page.route('**/config/config.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(custom) }),
    );
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => shownLogos(page)).toEqual(['/img/favicon.png']);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => shownLogos(page)).toEqual(['/img/social/home.jpg']);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('img', { name: DEFAULT_CONFIG.brand.name }),
    ).toBeVisible();
  });

  test('the page icon is a PNG that loads', async ({ page, request, pageErrors: _ }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toMatch(/\.png$/);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/png/);
  });

  test('small screens: Sign up is hidden and the side-nav toggle shows @small', async ({
    page,
    pageErrors: _,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    const header = page.getByRole('navigation', { name: 'Main' });
    await expect(header.getByRole('link', { name: 'Sign up' })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  });
});

test.describe('theme dropdown', () => {
  test('switches light/dark/auto, marks the current mode, swaps the icon and the logo', async ({
    page,
    pageErrors: _,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const button = page.getByRole('button', { name: /^Theme/ });

    await button.click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(button).toHaveAttribute('data-theme-choice', 'dark');
    await expect(button.locator('svg')).toHaveAttribute('data-icon', 'dark');
    await expect.poll(() => shownLogos(page)).toEqual(['dark']);
    await button.click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toContainText('✓');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    // The choice survives a reload.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await button.click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => shownLogos(page)).toEqual(['light']);

    // Auto follows the operating system.
    await button.click();
    await page.getByRole('menuitemradio', { name: 'Auto' }).click();
    await expect(button).toHaveAttribute('data-theme-choice', 'auto');
    await expect(button.locator('svg')).toHaveAttribute('data-icon', 'auto');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('closes on an outside click and works from the keyboard', async ({ page, pageErrors: _ }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: /^Theme/ });
    await button.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.mouse.click(600, 500);
    await expect(page.getByRole('menu')).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeHidden();
  });
});

test.describe('side navigation', () => {
  test('is docked at 1280px, 18.75rem wide, and shows the spec tree', async ({ page, pageErrors: _ }) => {
    await page.goto('/');
    const nav = sideNav(page);
    await expect(nav).toBeVisible();
    const box = await nav.boundingBox();
    expect(box!.width).toBeCloseTo(300, 0);
    for (const name of ['Overview', 'Embedding', 'Guides', 'Component references', 'API reference']) {
      await expect(
        nav.getByRole(name === 'Overview' ? 'link' : 'button', { name: new RegExp(`^${name}`) }),
      ).toBeVisible();
    }
    await nav.getByRole('button', { name: /^API reference/ }).click();
    for (const name of ['Core API', 'Plugin API', 'IQ API', 'Dashboard JSON playground']) {
      await expect(nav.getByText(name, { exact: true })).toBeVisible();
    }
  });

  test('a heading toggles open and closed on click', async ({ page, pageErrors: _ }) => {
    await page.goto('/');
    const heading = sideNav(page).getByRole('button', { name: /^Guides/ });
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
    await heading.click();
    await expect(heading).toHaveAttribute('aria-expanded', 'true');
    await expect(
      sideNav(page)
        .getByRole('link', { name: /Introduction|Intro/ })
        .first(),
    ).toBeVisible();
    await heading.click();
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
  });

  test('highlights the selected page and expands its ancestors', async ({ page, pageErrors: _ }) => {
    await page.goto('/guide/plugin--introduction');
    const current = sideNav(page).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', '/guide/plugin--introduction');
    await expect(sideNav(page).getByRole('button', { name: /^API reference/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(sideNav(page).getByRole('button', { name: /^Plugin API/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const bg = await current.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('shows the IQ and Flex badges', async ({ page, pageErrors: _ }) => {
    await page.goto('/');
    await sideNav(page)
      .getByRole('button', { name: /^Embedding/ })
      .click();
    await expect(sideNav(page).getByRole('button', { name: /AI assistant.*IQ/ })).toBeVisible();
    await expect(sideNav(page).getByRole('button', { name: /Flex quick start.*Flex/ })).toBeVisible();
  });

  test('is an overlay below 992px that opens from the header and closes on navigation @small', async ({
    page,
    pageErrors: _,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    const nav = sideNav(page);
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(nav).toBeVisible();
    // It floats above the content instead of pushing it aside.
    const mainBox = await page.locator('main').first().boundingBox();
    expect(mainBox!.x).toBeLessThan(50);
    await nav.getByRole('button', { name: /^Guides/ }).click();
    await nav.getByRole('link').filter({ hasText: /intro/i }).first().click();
    await expect(page).toHaveURL(/\/guide\/guides--intro/);
    await expect(nav).toBeHidden();

    // Escape and a click on the backdrop close it too.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.mouse.click(780, 600);
    await expect(nav).toBeHidden();
  });
});

test('on a 390px phone the drawer holds Academy, Blog, Sign up, the version switcher and the theme switch', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/guide/api--introduction');
  const header = page.getByRole('navigation', { name: 'Main' });
  // The header has no room for them at this width.
  for (const name of ['Academy', 'Blog', 'Sign up'])
    await expect(header.getByRole('link', { name, exact: true })).toBeHidden();
  await header.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = sideNav(page);
  await expect(drawer.getByRole('link', { name: 'Academy', exact: true })).toHaveAttribute(
    'href',
    DEFAULT_CONFIG.links.academy,
  );
  await expect(drawer.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
    'href',
    DEFAULT_CONFIG.links.blog,
  );
  await expect(drawer.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute(
    'href',
    DEFAULT_CONFIG.links.signUp,
  );
  for (const name of ['Academy', 'Blog', 'Sign up'])
    await expect(drawer.getByRole('link', { name, exact: true })).toBeInViewport();
  // The version switcher lists the other version of this page.
  await expect(drawer.getByRole('link', { name: '2.x', exact: true })).toHaveAttribute(
    'href',
    '/guide/2.x/api--introduction',
  );
  await drawer.getByRole('button', { name: /^Theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test.describe('release banner', () => {
  test('announces the feature, links to the IQ guide, and stays dismissed after a reload @small', async ({
    page,
    pageErrors: _,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Release announcement' });
    await expect(banner).toContainText(/natural-language question answering/i);
    await expect(banner.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/guide/iq--introduction',
    );
    const navTop = async () => (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!.y;
    const withBanner = await navTop();
    expect(withBanner).toBeGreaterThan(20);

    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner).toBeHidden();
    // The layout takes back the banner's height.
    expect(await navTop()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('hideBanner'))).toBe('true');

    await page.reload();
    await expect(page.getByRole('region', { name: 'Release announcement' })).toHaveCount(0);
    expect(await navTop()).toBe(0);
  });

  test('on phones it is one line with Learn more, and scrolls away with the page', async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/guide/api--introduction');
      const banner = page.getByRole('region', { name: 'Release announcement' });
      const learnMore = banner.getByRole('link', { name: /^Learn more/ });
      await expect(learnMore).toBeInViewport({ ratio: 1 });
      const text = banner.locator('p');
      const lineHeight = await text.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect((await text.boundingBox())!.height, `${width}px: one line`).toBeLessThan(lineHeight * 1.5);
      await page.mouse.wheel(0, 800);
      await expect(banner).not.toBeInViewport();
      await expect
        .poll(async () => (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!.y)
        .toBe(0);
    }
  });

  test('Learn more opens the IQ introduction', async ({ page, pageErrors: _ }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Release announcement' })
      .getByRole('link', { name: 'Learn more' })
      .click();
    await expect(page).toHaveURL(/\/guide\/iq--introduction$/);
  });
});

test('footer shows the Company, Get started and Frontend components groups @small', async ({
  page,
  pageErrors: _,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const expected: Record<string, string[]> = {
    Company: ['About', 'Terms and Conditions', 'Privacy Policy', 'Cookie Policy', 'Terms of Use'],
    'Get started': ['Pricing', 'Get a Demo', 'Free Trial'],
    'Frontend components': ['Web component', 'React', 'Angular', 'Vue', 'React Native'],
  };
  for (const [group, links] of Object.entries(expected)) {
    const section = footer.getByRole('region', { name: group });
    await expect(section.getByRole('heading', { name: group })).toBeVisible();
    await expect(section.getByRole('link')).toHaveText(links);
  }
});
