/**
 * @jest-environment jsdom
 *
 * useHydrating (src/theme/CodeBlock/hydrating.ts) tells a code block whether server HTML is there to keep. In the
 * dev server's browser there is none (Docusaurus defines HYDRATE_CLIENT_ENTRY false): a block that took itself
 * for prerendered showed an empty <pre>, and the word-wrap hook threw on its missing <code>.
 */

async function firstRenderValue(hydrateClientEntry: string | undefined): Promise<boolean> {
  if (hydrateClientEntry === undefined) delete process.env.HYDRATE_CLIENT_ENTRY;
  else process.env.HYDRATE_CLIENT_ENTRY = hydrateClientEntry;
  let seen: boolean | undefined;
  // The module reads the variable when it loads: a fresh copy (with its own React) for each value.
  await jest.isolateModulesAsync(async () => {
    const React = await import('react');
    const { createRoot } = await import('react-dom/client');
    const { useHydrating } = await import('../../../src/theme/CodeBlock/hydrating');
    function Probe() {
      seen = useHydrating();
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await React.act(async () => root.render(React.createElement(Probe)));
    await React.act(async () => root.unmount());
  });
  return seen!;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  delete process.env.HYDRATE_CLIENT_ENTRY;
});

test('the dev server renders without server HTML: nothing is hydrating', async () => {
  expect(await firstRenderValue('false')).toBe(false);
});

test('a production page is hydrating until the first page has hydrated', async () => {
  expect(await firstRenderValue('true')).toBe(true);
});
