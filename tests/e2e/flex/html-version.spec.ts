import { test, expect } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { defaultState, itemInputs } from '../../../plugins/flex-pages/examples/bindings';
import type { ExampleCodeFileSet } from '../../../plugins/flex-pages/examples/types';
import { EXAMPLE_IDS, definition, elementInputs } from './helpers';

/**
 * The HTML version of every example runs as shipped: its index.html and index.js (from the served code file
 * set) plus the starter's styles.css are served from a stand-in project origin. The project imports
 * `@quantaloop/embed`, which its build tool (Vite) resolves; here an import map points the name at the site's
 * standalone chart item bundle (scripts/build-viz-item.mjs), so that all 30 examples run in seconds. (The real
 * projects are installed and built by tests/examples.) The items it creates must get the same inputs as the
 * demo on the docs page, and must draw without errors.
 */
const PROJECT = 'http://example-project.test';

const elementOf = (page: Page, itemId: string) =>
  page.locator(`viz-item#${itemId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`);

/** The inputs a chart element has, as JSON. */
const inputsOf = (page: Page, itemId: string) => elementInputs(elementOf(page, itemId));

async function serveProject(page: Page, files: Record<string, string>, bundleUrl: string): Promise<void> {
  await page.route(`${PROJECT}/**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(1) || 'index.html';
    const body = files[name];
    if (body === undefined) return route.fulfill({ status: 404, body: 'not found' });
    const type = name.endsWith('.html')
      ? 'text/html'
      : name.endsWith('.css')
        ? 'text/css'
        : 'text/javascript';
    // The import map stands in for the build tool's resolution of the package name.
    const importMap = `<script type="importmap">${JSON.stringify({ imports: { '@quantaloop/embed': bundleUrl } })}</script>`;
    return route.fulfill({
      status: 200,
      contentType: type,
      body: name.endsWith('.html') ? body.replace('<head>', `<head>\n    ${importMap}`) : body,
    });
  });
}

test.beforeAll(async ({ request }) => {
  const bundle = await request.get('/assets/viz-item/viz-item.js');
  expect(bundle.status(), 'the standalone chart item bundle is built (npm run build runs it first)').toBe(
    200,
  );
});

for (const id of EXAMPLE_IDS) {
  test(`${id}: the HTML version runs and gives the items the demo's inputs`, async ({
    page,
    request,
    pageErrors,
  }) => {
    const def = definition(id);
    const set = (await (
      await request.get(`/assets/example-code-files/${id}.json`)
    ).json()) as ExampleCodeFileSet;
    const starter = (await (
      await request.get('/assets/stackblitz-starter-files/starter.json')
    ).json()) as Record<string, { files: Record<string, string> }>;
    await page.addInitScript(() => {
      document.addEventListener('rendered', (e) => ((e.target as HTMLElement).dataset.drawn = 'yes'), true);
    });
    // The bundle is served from the project origin too: a module script from another origin needs CORS headers,
    // which the production host must send for /assets/viz-item/ (docusaurus serve does not).
    const bundle = await (await request.get('/assets/viz-item/viz-item.js')).text();
    await serveProject(
      page,
      { ...starter.html!.files, ...set.html.customFiles, 'viz-item.js': bundle },
      `${PROJECT}/viz-item.js`,
    );
    await page.goto(`${PROJECT}/index.html`);

    const state = defaultState(def);
    for (const item of def.items) {
      const el = elementOf(page, item.id);
      if (!(await el.isVisible())) continue; // hidden at this width (adaptive-charts)
      await expect(el).toHaveAttribute('data-drawn', 'yes', { timeout: 20_000 });
      expect(await inputsOf(page, item.id)).toEqual(JSON.parse(JSON.stringify(itemInputs(def, item, state))));
      await expect(el.getByRole('alert')).toHaveCount(0); // no problem message shown
    }
    // A selector of the HTML version changes the inputs like the demo's does.
    const control = def.controls?.[0];
    if (control) {
      const last = control.choices[control.choices.length - 1]!;
      await page.getByLabel(control.label).selectOption({ label: last.label });
      const next = { ...state, [control.id]: last.id };
      for (const item of def.items.filter((i) =>
        Object.values(i.bind ?? {}).some((r) => r.split('.')[0] === control.id),
      )) {
        await expect
          .poll(() => inputsOf(page, item.id))
          .toEqual(JSON.parse(JSON.stringify(itemInputs(def, item, next))));
      }
    }
    expect(pageErrors.errors).toEqual([]);
  });
}
