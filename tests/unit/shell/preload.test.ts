/**
 * The background preload: which files the build lists for a section (plugins/page-weight/preload-manifest) and which of
 * them the client accepts from that file (src/client/routing.ts).
 */
import {
  matchedPaths,
  namedChunkFiles,
  routeFiles,
  type ClientManifest,
} from '../../../plugins/page-weight/preload-manifest/files';
import { filesToPrefetch } from '../../../src/client/prefetch-files';
import { constrainedConnection } from '../../../src/client/routing';

const routes = [
  {
    path: '/guide',
    routes: [
      {
        path: '/guide',
        routes: [
          { path: '/guide/intro', exact: true },
          { path: '/guide/setup', exact: true },
        ],
      },
    ],
  },
  { path: '/', exact: true },
];

// Route keys carry a hash suffix; the page's chunks and its layouts' chunks, each split into siblings.
const chunkNames = {
  '/guide-5a1': { __comp: 'layout', __props: 'version' },
  '/guide-7b2': { __comp: 'sidebarRoot' },
  '/guide/intro-c33': { __comp: 'docItem', content: 'introContent' },
  '/guide/setup-d44': { __comp: 'docItem', content: 'setupContent' },
  '/-e55': { __comp: 'home' },
};

const manifest: ClientManifest = {
  origins: {
    layout: ['10'],
    version: ['11'],
    sidebarRoot: ['12'],
    docItem: ['20', '21', '22'],
    introContent: ['30'],
    setupContent: ['31'],
    home: ['40'],
  },
  assets: Object.fromEntries(
    ['10', '11', '12', '20', '21', '22', '30', '31', '40'].map((id) => [
      id,
      { js: [{ file: `assets/js/${id}.js` }] },
    ]),
  ),
};

describe('preload manifest (build)', () => {
  test('a page matches its layout routes, outermost first', () => {
    expect(matchedPaths(routes, '/guide/intro')).toEqual(['/guide', '/guide', '/guide/intro']);
    expect(matchedPaths(routes, '/guide/nope')).toEqual([]);
    expect(matchedPaths(routes, '/guidebook')).toEqual([]);
  });

  test("a page's files include its layouts' chunks and the chunks each is split into", () => {
    expect(routeFiles('/guide/intro', routes, chunkNames, manifest)).toEqual(
      ['10', '11', '12', '20', '21', '22', '30'].map((id) => `/assets/js/${id}.js`),
    );
  });

  test("another page's content is not listed, and an unknown route lists nothing", () => {
    const files = routeFiles('/guide/intro', routes, chunkNames, manifest);
    expect(files).not.toContain('/assets/js/31.js');
    expect(files).not.toContain('/assets/js/40.js');
    expect(routeFiles('/nowhere', routes, chunkNames, manifest)).toEqual([]);
  });

  test('a registry entry whose module shares a chunk is found under that chunk', () => {
    // plugins/page-weight/route-sections SHARED_CHUNKS: the layout's module is in the "docs-layout" chunk.
    const shared: ClientManifest = {
      ...manifest,
      origins: { ...manifest.origins, layout: [], 'docs-layout': ['60'] },
      assets: { ...manifest.assets, 60: { js: [{ file: 'assets/js/60.js' }] } },
    };
    const chunkOf = (name: string) => (name === 'layout' ? 'docs-layout' : name);
    const files = routeFiles('/guide/intro', routes, chunkNames, shared, '/', chunkOf);
    expect(files).toContain('/assets/js/60.js');
    expect(files).not.toContain('/assets/js/10.js');
    expect(routeFiles('/guide/intro', routes, chunkNames, shared)).not.toContain('/assets/js/60.js');
  });

  test('a chunk named in the source lists its files and those it is split from; an unknown name none', () => {
    const named: ClientManifest = {
      ...manifest,
      origins: { ...manifest.origins, highlighter: ['50', '51'] },
      assets: {
        ...manifest.assets,
        50: { js: [{ file: 'assets/js/50.js' }] },
        51: { js: [{ file: 'assets/js/51.js' }] },
      },
    };
    expect(namedChunkFiles('highlighter', named, '/docs/')).toEqual([
      '/docs/assets/js/50.js',
      '/docs/assets/js/51.js',
    ]);
    expect(namedChunkFiles('nothing', named)).toEqual([]);
  });
});

describe('preload manifest (client)', () => {
  test('takes the script paths of the listed routes, once each', () => {
    const file = { '/a': ['/assets/js/1.js', '/assets/js/2.js'], '/b': ['/assets/js/2.js'], '/c': ['/x.js'] };
    expect(filesToPrefetch(file, ['/a', '/b'])).toEqual(['/assets/js/1.js', '/assets/js/2.js']);
  });

  test('ignores anything that is not a same-site script path', () => {
    const file = {
      '/a': [
        'https://evil.example/x.js',
        '//evil.example/x.js',
        'javascript:alert(1)',
        '/../x.js',
        42,
        '/ok.js',
      ],
      '/b': 'not a list',
    };
    expect(filesToPrefetch(file, ['/a', '/b', 'constructor', '__proto__'])).toEqual(['/ok.js']);
    expect(filesToPrefetch(null, ['/a'])).toEqual([]);
    expect(filesToPrefetch('[]', ['/a'])).toEqual([]);
  });
});

describe('no background download on a constrained connection (src/client/routing.ts)', () => {
  /** Runs `check` with `navigator` as given (Node 20 has none of its own). */
  function withNavigator<T>(value: object, check: () => T): T {
    const had = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value, configurable: true });
    try {
      return check();
    } finally {
      if (had) Object.defineProperty(globalThis, 'navigator', had);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  }

  test('downloads on an ordinary connection, not offline, with Save-Data or on 2G', () => {
    expect(withNavigator({ onLine: true, connection: { effectiveType: '4g' } }, constrainedConnection)).toBe(
      false,
    );
    expect(withNavigator({ onLine: true }, constrainedConnection)).toBe(false);
    expect(withNavigator({ onLine: false }, constrainedConnection)).toBe(true);
    expect(withNavigator({ onLine: true, connection: { saveData: true } }, constrainedConnection)).toBe(true);
    expect(
      withNavigator({ onLine: true, connection: { effectiveType: 'slow-2g' } }, constrainedConnection),
    ).toBe(true);
  });
});
