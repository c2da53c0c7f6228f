import { test, expect, waitForHydration } from '../support/fixtures';

const EXAMPLE = '/flex/examples/change-chart-theme';

test.describe('example wrapper', () => {
  test('shows title, description, code toggle, StackBlitz button, code viewer and feedback', async ({
    page,
    pageErrors: _,
  }) => {
    await page.goto(EXAMPLE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change chart theme');
    await expect(page.getByText('Switches an area chart between the built-in themes')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide code' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open in StackBlitz' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Code' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Feedback' })).toBeVisible();
  });

  test('the framework defaults to Angular on the example page and the choice survives a reload', async ({
    page,
    pageErrors: _,
  }) => {
    await page.goto(EXAMPLE);
    await waitForHydration(page);
    const frameworks = page.getByRole('radiogroup', { name: 'Framework' });
    await expect(frameworks.getByRole('radio', { name: 'Angular' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('tab', { name: 'src/app/app.component.ts' })).toBeVisible();

    await frameworks.getByRole('radio', { name: 'Vue' }).click();
    await expect(page.getByRole('tab', { name: 'src/App.vue' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.framework'))).toBe('vue');

    await page.reload();
    await waitForHydration(page);
    await expect(frameworks.getByRole('radio', { name: 'Vue' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('<viz-item');

    // The preference is shared with the chart pages' framework tabs.
    await page.goto('/flex/charts/bar-chart');
    await waitForHydration(page);
    await expect(page.getByRole('tab', { name: 'Vue' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the chart pages start with React when nothing is stored', async ({ page, pageErrors: _ }) => {
    await page.goto('/flex/charts/bar-chart');
    await waitForHydration(page);
    await expect(page.getByRole('tab', { name: 'React' })).toHaveAttribute('aria-selected', 'true');
  });

  test('hiding the code is stored as "false" and survives a reload', async ({ page, pageErrors: _ }) => {
    await page.goto(EXAMPLE);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Hide code' }).click();
    await expect(page.getByRole('region', { name: 'Code' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('show-code'))).toBe('false');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Show code' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Code' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show code' }).click();
    await expect(page.getByRole('region', { name: 'Code' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('show-code'))).toBe('true');
  });

  test('below medium screens the code is behind a collapsed View code toggle instead', async ({
    page,
    pageErrors: _,
  }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto(EXAMPLE);
    await waitForHydration(page);
    // The spec's Hide/Show button is for medium screens and up.
    await expect(page.getByRole('button', { name: /Hide code|Show code/ })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Code' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open in StackBlitz' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'View code' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('region', { name: 'Code' })).toBeVisible();
    await toggle.click();
    await expect(page.getByRole('region', { name: 'Code' })).toHaveCount(0);
  });

  test('on a 390px phone the code can be shown, its framework changed, and every file it needs opened and copied', async ({
    page,
    context,
    pageErrors: _,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/flex/examples/adaptive-charts');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'View code' }).click();
    const region = page.getByRole('region', { name: 'Code' });
    await expect(region).toBeVisible();
    // Files the example's code imports that live beside it, per framework (the StackBlitz starter set), and
    // its package.json, which installs the embed packages.
    const needed: Record<string, string[]> = {
      angular: ['src/app/app.component.ts', 'src/app/media-query.ts', 'package.json', 'angular.json'],
      react: ['src/App.tsx', 'src/useMediaQuery.ts', 'package.json', 'vite.config.ts'],
      vue: ['src/App.vue', 'src/useMediaQuery.ts', 'package.json', 'vite.config.ts'],
      html: ['index.html', 'index.js', 'package.json'],
    };
    for (const [framework, label] of [
      ['angular', 'Angular'],
      ['react', 'React'],
      ['vue', 'Vue'],
      ['html', 'HTML'],
    ] as const) {
      await region.getByRole('radio', { name: label }).click();
      const tabs = region.getByRole('tab');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const names = await tabs.allTextContents();
      for (const file of needed[framework]!) expect(names, `${framework} lists ${file}`).toContain(file);
      const sources: Record<string, string> = {};
      for (const name of names) {
        const tab = region.getByRole('tab', { name, exact: true });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        const panel = region.getByRole('tabpanel', { name });
        // The file just opened was not copied: the previous file's "Copied" does not carry over (read once, at
        // once: it lasts a second).
        expect(await panel.getByRole('button', { name: 'Copied' }).count(), `${framework} ${name}`).toBe(0);
        // The picker and the file stay inside the phone's width (the code scrolls within its own box).
        const box = (await tab.boundingBox())!;
        expect(box.x + box.width, `${framework} ${name} tab`).toBeLessThanOrEqual(390);
        // The file as shown, line by line (the highlighter draws one element per line). A viewer mounted after
        // the page shows plain text until the highlighter's chunk arrives (src/theme/CodeBlock/Content): wait
        // for the highlighted lines, which must come.
        await expect(panel.locator('pre code .token-line').first()).toBeAttached();
        const code = await panel
          .locator('pre code')
          .evaluate((el) =>
            Array.from(el.querySelectorAll('.token-line'), (line) => line.textContent).join('\n'),
          );
        expect(code.trim().length, `${framework} ${name}`).toBeGreaterThan(0);
        await panel.getByRole('button', { name: /copy/i }).click();
        await expect
          .poll(() => page.evaluate(() => navigator.clipboard.readText()), { message: name })
          .toBe(code);
        sources[name] = code;
      }
      // Every relative import of the shown files is a file the picker offers.
      for (const [name, code] of Object.entries(sources)) {
        const dir = name.includes('/') ? name.slice(0, name.lastIndexOf('/') + 1) : '';
        for (const m of code.matchAll(/from '\.\/([\w.-]+)'/g)) {
          const target = dir + m[1]!;
          expect(
            names.some((n) => n === target || n.replace(/\.\w+$/, '') === target),
            `${framework} ${name} imports ./${m[1]}`,
          ).toBe(true);
        }
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('garbage in storage falls back to the defaults', async ({ page, pageErrors: _ }) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.tab.framework', 'cobol');
      localStorage.setItem('show-code', 'maybe');
    });
    await page.goto(EXAMPLE);
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: 'Angular' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('region', { name: 'Code' })).toBeVisible();
  });

  test('the code shows the selections the reader made', async ({ page, pageErrors: _ }) => {
    await page.goto(EXAMPLE);
    await waitForHydration(page);
    await page.getByRole('radio', { name: 'React' }).click();
    const code = page.getByRole('tabpanel');
    await expect(code).toContainText("const initialState = { theme: 'light' } as const;");
    await page.getByLabel('Theme', { exact: true }).selectOption({ label: 'Orion' });
    await expect(code).toContainText("const initialState = { theme: 'orion' } as const;");
    await page.getByRole('radio', { name: 'HTML' }).click();
    await page.getByRole('tab', { name: 'index.js' }).click();
    await expect(code).toContainText("const initialState = { theme: 'orion' };");
  });

  test('a failed code fetch is logged as a warning and shows an empty set', async ({ page, pageErrors }) => {
    pageErrors.allow(
      /Failed to load resource.* 500/,
      "Chromium's network log of the fetch the test makes fail",
    );
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.route('**/assets/example-code-files/*.json', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.goto(EXAMPLE);
    await expect(page.getByRole('region', { name: 'Code' })).toContainText(
      'The code of this example could not be loaded.',
    );
    await expect(page.getByRole('tab')).toHaveCount(0);
    expect(warnings.some((w) => w.includes('Could not load the code of example "change-chart-theme"'))).toBe(
      true,
    );
    // The demo does not depend on the fetched files.
    await expect(page.locator('[data-example] viz-item')).toBeVisible();
  });

  test('feedback sends an analytics event', async ({ page, pageErrors: _ }) => {
    await page.goto(EXAMPLE);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Not helpful' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thanks' })).toBeVisible();
    const events = await page.evaluate(
      () => (window as unknown as { __docsAnalytics?: unknown[] }).__docsAnalytics ?? [],
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'docs-feedback',
        payload: { page: '/flex/examples/change-chart-theme', helpful: false },
      }),
    );
  });
});

test('live demos draw without a single chart item warning', async ({ page, pageErrors: _ }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  for (const url of [EXAMPLE, '/flex/charts/bar-chart', '/flex/charts/evolution-number']) {
    await page.goto(url);
    await expect(page.locator('viz-item').first()).toHaveAttribute('role', /figure|group|region/);
    await page.waitForLoadState('networkidle');
  }
  expect(warnings.filter((w) => w.includes('[viz-item'))).toEqual([]);
});
