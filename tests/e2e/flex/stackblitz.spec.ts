import { test, expect, waitForHydration } from '../support/fixtures';
import type { BrowserContext, Request } from '@playwright/test';

/**
 * "Open in StackBlitz" posts a form to the StackBlitz origin in a new window. The origin is intercepted (no
 * network): the test reads the posted fields and answers with an empty page.
 */
async function interceptStackBlitz(context: BrowserContext): Promise<() => Promise<Request>> {
  let resolve!: (r: Request) => void;
  const posted = new Promise<Request>((r) => (resolve = r));
  await context.route('https://stackblitz.com/**', async (route) => {
    resolve(route.request());
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>StackBlitz</title>',
    });
  });
  return () => posted;
}

// Every framework's project is a Node project: StackBlitz installs its package.json.
const CASES = [
  { framework: 'React', file: 'src/App.tsx', starter: 'vite.config.ts' },
  { framework: 'Angular', file: 'src/app/app.component.ts', starter: 'angular.json' },
  { framework: 'Vue', file: 'src/App.vue', starter: 'vite.config.ts' },
  { framework: 'HTML', file: 'index.html', starter: 'styles.css' },
] as const;

for (const c of CASES) {
  test(`Open in StackBlitz posts the ${c.framework} project`, async ({ page, context, pageErrors: _ }) => {
    const request = await interceptStackBlitz(context);
    await page.goto('/flex/examples/change-chart-theme');
    await waitForHydration(page);
    await page.getByRole('radio', { name: c.framework }).click();
    await page.getByLabel('Theme', { exact: true }).selectOption({ label: 'Dark' });
    await expect(page.getByRole('tabpanel')).toBeVisible();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Open in StackBlitz' }).click(),
    ]);
    const req = await request();
    await popup.close();

    expect(req.method()).toBe('POST');
    const url = new URL(req.url());
    expect(url.origin + url.pathname).toBe('https://stackblitz.com/run');
    expect(url.searchParams.get('file')).toBe(c.file);
    expect(url.searchParams.get('devtoolsheight')).toBe('50');

    const fields = new URLSearchParams(req.postData() ?? '');
    expect(fields.get('project[title]')).toBe('Change chart theme');
    expect(fields.get('project[description]')).toContain('Switches an area chart');
    expect(fields.get('project[template]')).toBe('node');
    expect(fields.has('project[dependencies]')).toBe(false);

    const files = [...fields.keys()].filter((k) => k.startsWith('project[files]'));
    expect(files).toContain(`project[files][${c.file}]`);
    expect(files).toContain(`project[files][${c.starter}]`);
    const main = fields.get(`project[files][${c.framework === 'HTML' ? 'index.js' : c.file}]`)!;
    // The project starts with the reader's selection and imports the embed package, which its package.json
    // installs from the tarball the docs site serves: no script URL, no copied package.
    expect(main).toContain("const initialState = { theme: 'dark' }");
    expect(main).toContain(
      c.framework === 'React'
        ? "import { VizItem } from '@quantaloop/react-embed';"
        : "import '@quantaloop/embed';",
    );
    const manifest = JSON.parse(fields.get('project[files][package.json]')!) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies['@quantaloop/embed']).toMatch(
      /^https:\/\/[^/]+\/packages\/3\.x\/quantaloop-embed-\d+\.\d+\.\d+\.tgz$/,
    );
    expect(files.filter((k) => k.includes('quantaloop/'))).toEqual([]);
    const all = files.map((k) => fields.get(k)!).join('\n');
    expect(all).not.toMatch(/localhost|127\.0\.0\.1|viz-item\.js/);
  });
}
