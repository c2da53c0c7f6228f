import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';
import templates from '../../templates.json';

/**
 * The shell on every page template, at every width a reader may use (phones from 320px to desktops), light
 * and dark: the controls at the top of the page (banner, header, breadcrumb, table of contents, title row
 * with Copy page) never cover one another, nothing is wider than the viewport, and every header control is
 * reachable, in the header itself or in the navigation drawer.
 */
const WIDTHS = [320, 360, 390, 414, 768, 991, 992, 1280, 1440];
const THEMES = ['light', 'dark'] as const;
/**
 * The theme changes colours, not sizes: every width is checked in light, and dark at a phone, a large phone
 * and a desktop width (where a theme-only rule, such as the dark logo, would show).
 */
const DARK_WIDTHS = [320, 390, 1440];

/** The regions checked: banner, header, breadcrumb, table of contents, the page title and Copy page. */
const REGIONS = [
  '[data-testid="release-banner"]',
  'nav[aria-label="Main"]',
  'nav[aria-label="Breadcrumbs"]',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  'main h1',
  'div:has(> button[aria-label="More page actions"])',
];

interface Box {
  label: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Snapshot {
  overlaps: string[];
  overflow: number;
  viewport: number;
  /** Header controls not visible in the header (name, or href when it has no text). */
  hiddenHeaderControls: string[];
}

/** Runs in the page: measures the visible interactive elements of the regions. */
function measure(regions: string[]): Snapshot {
  // Breadcrumb items without a link (the current page, categories) are part of the row as well.
  const INTERACTIVE =
    'a[href], button, input, select, textarea, [role="button"], [role="combobox"], h1, .breadcrumbs__link';
  const isVisible = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    if (r.right <= 0 || r.left >= innerWidth || r.bottom <= 0 || r.top >= innerHeight) return false;
    for (let e: Element | null = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0) return false;
    }
    // Clipped away by an ancestor that hides its overflow (e.g. an ellipsised line).
    for (let e = el.parentElement; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
        const p = e.getBoundingClientRect();
        if (r.left >= p.right - 1 || r.right <= p.left + 1 || r.top >= p.bottom - 1 || r.bottom <= p.top + 1)
          return false;
      }
    }
    return true;
  };
  const name = (el: Element): string =>
    (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('href') || el.tagName)
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40);
  // Popups (menus, search results, the version list) are closed: their items are not part of the layout.
  const inPopup = (el: Element) => !!el.closest('[role="menu"], [role="listbox"], .dropdown__menu');

  const elements = new Set<Element>();
  for (const selector of regions)
    for (const region of Array.from(document.querySelectorAll(selector))) {
      if (region.matches(INTERACTIVE)) elements.add(region);
      for (const el of Array.from(region.querySelectorAll(INTERACTIVE))) if (!inPopup(el)) elements.add(el);
    }
  const boxes: (Box & { el: Element })[] = [];
  for (const el of elements) {
    if (!isVisible(el)) continue;
    // What is drawn: the element and its content, which may overflow a box squeezed by flex layout.
    const rects = [el, ...Array.from(el.querySelectorAll('*'))]
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    const left = Math.min(...rects.map((r) => r.left));
    const top = Math.min(...rects.map((r) => r.top));
    const right = Math.max(...rects.map((r) => r.right));
    const bottom = Math.max(...rects.map((r) => r.bottom));
    const region = regions.find((s) => el.closest(s)) ?? '?';
    boxes.push({ el, label: `${region} "${name(el)}"`, x: left, y: top, w: right - left, h: bottom - top });
  }
  const overlaps: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (w > 1 && h > 1) overlaps.push(`${a.label} x ${b.label} (${Math.round(w)}x${Math.round(h)}px)`);
    }

  const header = document.querySelector('nav[aria-label="Main"]');
  const hiddenHeaderControls = header
    ? Array.from(header.querySelectorAll('a[href], button, input'))
        // The drawer's own toggle is for small screens only.
        .filter((el) => !inPopup(el) && !isVisible(el) && el.getAttribute('aria-controls') !== 'side-nav')
        // The search has two presentations (an icon that opens the box on small screens, the box on large
        // ones): either one visible is enough.
        .filter((el) => {
          const search = el.closest('.navbar__search');
          return !search || !Array.from(search.querySelectorAll('button, input')).some(isVisible);
        })
        .map(name)
    : [];
  return {
    overlaps,
    overflow: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    viewport: document.documentElement.clientWidth,
    hiddenHeaderControls,
  };
}

/** Names of the visible controls in the open navigation drawer. */
async function drawerControls(page: Page): Promise<string[]> {
  const toggle = page.getByRole('button', { name: 'Open navigation' });
  await toggle.click();
  const drawer = page.locator('#side-nav');
  await expect(drawer).toBeVisible();
  // Slid in completely.
  await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
  const names = await drawer.evaluate((nav) =>
    Array.from(nav.querySelectorAll('a[href], button, input, select'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left >= 0 && r.right <= innerWidth;
      })
      .map((el) =>
        (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('href') || '')
          .trim()
          .replace(/\s+/g, ' '),
      ),
  );
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  return names;
}

/** A hidden header control is reachable when the drawer holds a control of the same name. */
function sameControl(headerName: string, drawerName: string): boolean {
  const a = headerName.toLowerCase();
  const b = drawerName.toLowerCase();
  return a === b || b.startsWith(a) || (a.startsWith('theme') && b.startsWith('theme'));
}

test('no overlapping controls, no horizontal overflow and every header control reachable on every template at 320-1440px, light and dark', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  for (const [template, path] of Object.entries(templates)) {
    // The version switcher only shows on guide pages; the reported guide carries a table of contents.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await waitForHydration(page);
    for (const theme of THEMES) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      for (const width of theme === 'dark' ? DARK_WIDTHS : WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // Two frames: layout and the resize observers of the page settle.
        await page.evaluate(
          () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
        );
        const where = `${template} ${width}px ${theme}`;
        const snap = await page.evaluate(measure, REGIONS);
        for (const o of snap.overlaps) problems.push(`${where}: overlap ${o}`);
        if (snap.overflow > snap.viewport)
          problems.push(`${where}: page is ${snap.overflow}px wide in a ${snap.viewport}px viewport`);
        if (snap.hiddenHeaderControls.length > 0) {
          const inDrawer = width < 992 ? await drawerControls(page) : [];
          for (const control of snap.hiddenHeaderControls)
            if (!inDrawer.some((d) => sameControl(control, d)))
              problems.push(
                `${where}: header control "${control}" is neither in the header nor in the drawer`,
              );
        }
      }
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
