import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test, expect } from '../support/fixtures';

/**
 * The site's security headers (scripts/security-headers.mjs, served by scripts/serve.mjs): a Content-Security-
 * Policy per page that lets only the site's own scripts run, no framing, and the same policy in every page's
 * <meta> for hosts that set no headers. Every e2e test fails on a CSP violation (support/fixtures.ts), and the
 * sitemap crawl (shell/crawl.spec.ts) opens every page under the policy.
 */
const BUILD = path.resolve(__dirname, '../../../build');

test('pages carry a policy that runs only the site own scripts, and refuse to be framed', async ({
  request,
}) => {
  for (const url of ['/', '/guide/api--actions', '/flex/examples/chart-export', '/dashboard-playground']) {
    const response = await request.get(url);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect([url, csp]).toEqual([url, expect.stringContaining("script-src 'self' 'sha256-")]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options']).toBe('DENY');
    // The same policy in the page, before any script, for hosts that send no headers.
    const html = await response.text();
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy" content="default-src');
    expect([url, meta > 0, meta < html.indexOf('<script')]).toEqual([url, true, true]);
  }
  // The API pages compile the sandbox's validators in the page (ajv generates code): there, and only there.
  const api = (await request.get('/api/createAccount')).headers()['content-security-policy'];
  expect(api).toMatch(/script-src[^;]*'unsafe-eval'/);
  // Assets (and so web workers) carry no page policy.
  const main = fs.readdirSync(path.join(BUILD, 'assets/js')).find((f) => f.startsWith('main.'));
  expect((await request.get(`/assets/js/${main}`)).headers()['content-security-policy']).toBeUndefined();
});

test('the headers file for static hosts gives every page its policy', () => {
  const headers = fs.readFileSync(path.join(BUILD, '_headers'), 'utf8');
  const sitemap = fs.readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(pages.length).toBeGreaterThan(200);
  for (const page of pages) {
    const rule = new RegExp(
      `^${page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n  Content-Security-Policy: default-src 'self'`,
      'm',
    );
    expect([page, rule.test(headers)]).toEqual([page, true]);
  }
  expect(headers).toMatch(/^\/\*\n {2}X-Frame-Options: DENY$/m);
});

test('another site cannot show the docs in a frame', async ({ page, pageErrors, baseURL }) => {
  pageErrors.allow(
    /Refused to (display|frame)|frame-ancestors/,
    "Chromium's log of the framing this test attempts",
  );
  // Another site, on loopback too (Chromium would refuse a public page framing localhost for its own reasons).
  const framer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      `<!doctype html><title>framer</title><iframe id="f" src="${baseURL}/guide/api--actions"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    const navigated = page.waitForEvent('framenavigated', { predicate: (f) => f !== page.mainFrame() });
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    const frame = await navigated;
    await page.waitForTimeout(1000);
    // Blocked, the frame holds the browser's error page, never the docs page.
    expect(frame.url()).not.toContain('/guide/api--actions');
    await expect(page.frameLocator('#f').getByRole('heading', { name: 'Actions' })).toHaveCount(0);
  } finally {
    framer.close();
  }
});

test('an inline script that the build did not emit does not run', async ({ page, pageErrors }) => {
  pageErrors.allow(
    /CSP violation|Content Security Policy directive/,
    'the test injects a script the policy must block',
  );
  await page.goto('/guide/api--actions');
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
});
