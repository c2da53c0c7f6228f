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

const CASES = [
  { framework: 'React', template: 'node', file: 'src/App.tsx', starter: 'package.json', deps: null },
  {
    framework: 'Angular',
    template: 'angular-cli',
    file: 'src/app/app.component.ts',
    starter: 'src/main.ts',
    deps: '@angular/core',
  },
  { framework: 'Vue', template: 'node', file: 'src/App.vue', starter: 'package.json', deps: null },
  { framework: 'HTML', template: 'html', file: 'index.html', starter: 'styles.css', deps: null },
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
    expect(fields.get('project[template]')).toBe(c.template);
    if (c.deps)
      expect(Object.keys(JSON.parse(fields.get('project[dependencies]')!) as object)).toContain(c.deps);
    else expect(fields.has('project[dependencies]')).toBe(false);

    const files = [...fields.keys()].filter((k) => k.startsWith('project[files]'));
    expect(files).toContain(`project[files][${c.file}]`);
    expect(files).toContain(`project[files][${c.starter}]`);
    const main = fields.get(`project[files][${c.framework === 'HTML' ? 'index.js' : c.file}]`)!;
    // The project starts with the reader's selection and loads the chart item from the configured URL: the
    // HTML page with a script tag, the others through the embed package they import, which they receive as
    // files (it is not published).
    expect(main).toContain("const initialState = { theme: 'dark' }");
    const all = files.map((k) => fields.get(k)!).join('\n');
    if (c.framework === 'HTML')
      expect(all).toMatch(
        /<script type="module" src="https?:\/\/[^"]+\/assets\/viz-item\/viz-item\.js"><\/script>/,
      );
    else {
      expect(main).toContain(
        c.framework === 'React'
          ? "import { VizItem } from '@quantaloop/react-embed';"
          : "import '@quantaloop/embed';",
      );
      expect(fields.get('project[files][quantaloop/embed/runtime.ts]')).toMatch(
        /export const RUNTIME_URL = 'https?:\/\/[^']+\/assets\/viz-item\/viz-item\.js';/,
      );
      // What StackBlitz installs is shown to the reader as package.json.
      expect(files).toContain('project[files][package.json]');
    }
    expect(all).not.toContain('{{chartItemScriptUrl}}');
  });
}
