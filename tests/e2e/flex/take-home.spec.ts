import fs from 'node:fs';
import zlib from 'node:zlib';
import { unzipSync, strFromU8 } from 'fflate';
import { test, expect, waitForHydration } from '../support/fixtures';
import { SITE_URL } from '../../../src/config/site';

/**
 * What a reader takes home (issue 49): "Download project" zips exactly the files the code viewer lists, with the
 * reader's selections; the package tarballs its package.json names are served by the site and are the packages
 * they say they are. (tests/examples installs, builds and opens such projects.)
 */

/** The files of an npm tarball (a gzipped tar of `package/...`), by path. */
function untar(tgz: Buffer): Record<string, string> {
  const tar = zlib.gunzipSync(tgz);
  const files: Record<string, string> = {};
  for (let at = 0; at + 512 <= tar.length;) {
    const name = tar
      .subarray(at, at + 100)
      .toString('utf8')
      .replace(/\0.*$/s, '');
    if (!name) break;
    const size = parseInt(
      tar
        .subarray(at + 124, at + 136)
        .toString('utf8')
        .replace(/\0.*$/s, '')
        .trim(),
      8,
    );
    files[name] = tar.subarray(at + 512, at + 512 + size).toString('utf8');
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

test('Download project gives the files the code viewer lists, with the selection made, as one folder', async ({
  page,
  pageErrors: _,
}) => {
  await page.goto('/flex/examples/change-chart-theme');
  await waitForHydration(page);
  const region = page.getByRole('region', { name: 'Code' });
  if (!(await region.isVisible())) await page.getByRole('button', { name: 'Show code' }).click();
  await region.getByRole('radio', { name: 'Vue' }).click();
  await page.getByLabel('Theme', { exact: true }).selectOption({ label: 'Dark' });
  await expect(region.getByRole('tab', { name: 'src/App.vue' })).toHaveAttribute('aria-selected', 'true');
  const shown = (await region.getByRole('tab').allTextContents()).sort();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download project' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('change-chart-theme-vue.zip');
  const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const names = Object.keys(zip).filter((n) => !n.endsWith('/'));
  expect(names.every((n) => n.startsWith('change-chart-theme-vue/'))).toBe(true);
  expect(names.map((n) => n.slice('change-chart-theme-vue/'.length)).sort()).toEqual(shown);
  const file = (name: string) => strFromU8(zip[`change-chart-theme-vue/${name}`]!);
  expect(file('src/App.vue')).toContain("const initialState = { theme: 'dark' }");
  const manifest = JSON.parse(file('package.json')) as { dependencies: Record<string, string> };
  expect(manifest.dependencies['@quantaloop/embed']).toBe(
    `${SITE_URL}/packages/3.x/quantaloop-embed-3.0.0.tgz`,
  );
});

test('the site serves the package tarballs the projects and guides name', async ({ request }) => {
  const embed = await request.get('/packages/3.x/quantaloop-embed-3.0.0.tgz');
  expect(embed.status()).toBe(200);
  const files = untar(await embed.body());
  const manifest = JSON.parse(files['package/package.json']!) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: '@quantaloop/embed', version: '3.0.0', type: 'module' });
  expect(manifest.exports).toMatchObject({ '.': { types: './dist/index.d.ts', default: './dist/index.js' } });
  expect(files['package/dist/index.js']).toBeDefined();
  expect(files['package/dist/index.d.ts']).toContain('VizItemElement');
  // The runtime is in the package: no script to load from anywhere.
  expect(Object.values(files).join('\n')).not.toMatch(/localhost|127\.0\.0\.1|viz-item\.js['"]/);

  const react = untar(await (await request.get('/packages/3.x/quantaloop-react-embed-3.0.0.tgz')).body());
  expect(JSON.parse(react['package/package.json']!)).toMatchObject({
    name: '@quantaloop/react-embed',
    peerDependencies: { '@quantaloop/embed': '3.0.0' },
  });
  // The React components import the elements' package, a peer dependency, rather than carry a copy of it.
  expect(react['package/dist/index.js']).toMatch(/import\s+["']@quantaloop\/embed["']/);
  expect(react['package/dist/index.js']).not.toContain('defineVizItem');
});

for (const [version, route] of [
  ['3.x', '/guide/flex--install-packages'],
  ['2.x', '/guide/2.x/flex--install-packages'],
] as const)
  test(`the ${version} packages page gives each framework its install line, and the lines match the served files`, async ({
    page,
    request,
    pageErrors: _,
  }) => {
    await page.goto(route);
    await waitForHydration(page);
    const lines = (await page.locator('pre').allTextContents()).filter((t) => t.startsWith('npm install'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      for (const url of line.match(/https:\/\/\S+\.tgz/g) ?? []) {
        // Each docs version installs its own packages, served by the site.
        expect(url.startsWith(`${SITE_URL}/packages/${version}/`), url).toBe(true);
        expect((await request.get(url.slice(SITE_URL.length))).status(), url).toBe(200);
      }
  });
