import { test, expect, waitForHydration } from '../support/fixtures';

/**
 * What a page does right after hydrating, on a phone the longest task of a first visit. Two kinds of waste
 * were measured there and removed (src/theme/Details, src/theme/CodeBlock/word-wrap.ts):
 * - components rendering again for nothing: every Details of a page (an API page has hundreds) for a class
 *   that only switched the arrow's CSS, every code block for a hidden-tab state going `undefined` -> `null`;
 * - the page's first ICU collator (a `localeCompare` in a hook's option sort): 50-100 ms of a phone's CPU.
 *
 * Renders are observed as React DevTools does, through its global hook: in every commit after the first (the
 * hydration), a `<details>` or `<pre>` whose props object changed was rendered again by its component.
 */
declare global {
  interface Window {
    __rerendered: Element[];
    __collations: string[];
  }
}

function observeRenders(): void {
  window.__rerendered = [];
  window.__collations = [];
  const watched = new Set(['details', 'pre']);
  interface Fiber {
    tag: number;
    type: unknown;
    stateNode: unknown;
    memoizedProps: unknown;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  const HOST_COMPONENT = 5;
  const hydrated = new WeakSet<object>();
  const renderers = new Map<number, unknown>();
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers,
    inject(renderer: unknown): number {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    checkDCE() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      if (!hydrated.has(root)) {
        hydrated.add(root); // the first commit is the hydration itself
        return;
      }
      const stack: Fiber[] = [root.current];
      while (stack.length) {
        const fiber = stack.pop()!;
        const before = fiber.alternate;
        if (
          fiber.tag === HOST_COMPONENT &&
          watched.has(fiber.type as string) &&
          before &&
          before.memoizedProps !== fiber.memoizedProps
        )
          window.__rerendered.push(fiber.stateNode as Element);
        // A subtree React bailed out of keeps its old child fibers: nothing in it rendered.
        if (before && before.child === fiber.child) continue;
        for (let child = fiber.child; child; child = child.sibling) stack.push(child);
      }
    },
  };
  const compare = String.prototype.localeCompare;
  String.prototype.localeCompare = function (...args: Parameters<typeof compare>) {
    window.__collations.push(new Error().stack ?? 'localeCompare');
    return compare.apply(this, args);
  };
  const Collator = Intl.Collator;
  Intl.Collator = function (...args: ConstructorParameters<typeof Collator>) {
    window.__collations.push(new Error().stack ?? 'Intl.Collator');
    return new Collator(...args);
  } as typeof Intl.Collator;
}

const PAGES = [
  // a guide with code samples in six-language tab panels, most of them hidden
  '/guide/api--introduction',
  // an operation with its request and response schemas (Details in Details) and code samples
  '/api/createDashboard',
];

for (const url of PAGES) {
  test(`${url}: nothing renders again after hydration, and no collator is made while loading`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' }); // dark mode re-renders what reads the colour mode, by design
    await page.addInitScript(observeRenders);
    await page.goto(url);
    await waitForHydration(page);
    await page.waitForTimeout(1000); // past the effects and updates that follow hydration
    expect(await page.locator('details, pre').count(), 'Details and code blocks on the page').toBeGreaterThan(
      2,
    );
    const rendered = await page.evaluate(() =>
      window.__rerendered.map((el) => ({
        tag: el.tagName.toLowerCase(),
        // A block whose code overflows gains its word-wrap button once measured: that render is the point.
        wraps: !!el.closest('[class*="codeBlockContainer"]')?.querySelector('button[aria-label*="wrap" i]'),
      })),
    );
    expect
      .soft(
        rendered.filter((r) => !r.wraps),
        'elements rendered again after hydration',
      )
      .toEqual([]);
    expect.soft(await page.evaluate(() => window.__collations), 'collations while loading').toEqual([]);
  });
}

/** The word-wrap button keeps working with the site's own hook: shown for code that overflows, measured again
 * when a hidden tab panel is shown (it measures 0 wide while hidden), and wrapping the lines when pressed. */
test('a code block in a tab shown later gets its word-wrap button, which wraps its lines', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/guide/api--introduction');
  await waitForHydration(page);
  const panel = page.locator('[role=tabpanel]').filter({ has: page.locator('pre.language-python') });
  await expect(panel).toBeHidden();
  await page.getByRole('tab', { name: 'Python', exact: true }).first().click();
  await expect(panel).toBeVisible();
  const wrap = panel.getByRole('button', { name: /word wrap/i });
  await expect(wrap, 'the button, once the panel is shown').toBeVisible();
  const pre = panel.locator('pre');
  const overflow = () => pre.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(await overflow(), 'the code overflows before wrapping').toBeGreaterThan(0);
  await wrap.click();
  await expect.poll(overflow, { message: 'the code fits once wrapped' }).toBeLessThanOrEqual(0);
});
