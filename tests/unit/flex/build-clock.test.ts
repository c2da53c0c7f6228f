import fs from 'node:fs';
import path from 'node:path';
import { drawItem } from '../../../plugins/flex-pages/gallery/draw';
import { picturedItem } from '../../../plugins/flex-pages/gallery/page';
import type { ExampleDefinition } from '../../../plugins/flex-pages/examples/types';
import { pinBuildClock } from '../../../plugins/flex-pages/index';
import { now } from '../../../src/viz-item/data/clock';
import { passes } from '../../../scripts/build.mjs';

const DEFINITIONS = path.resolve(__dirname, '../../../plugins/flex-pages/examples/definitions');
/** "Orders of the last 2 days per hour": its picture changes with the hour it is drawn at. */
const multiTimezone = () =>
  JSON.parse(
    fs.readFileSync(path.join(DEFINITIONS, 'multi-timezone-chart.json'), 'utf8'),
  ) as ExampleDefinition;
/** The picture, with zrender's per-process counter in its clip-path ids left out (each drawing counts on). */
const draw = async () => (await drawItem(picturedItem(multiTimezone()).inputs)).replace(/zr\d+-/g, 'zr-');
const HOUR = 3_600_000;

type Pass = { name: string; env: Record<string, string | undefined> };
const passesOf = passes as (
  env: Record<string, string | undefined>,
  now?: number,
  cacheDir?: string,
) => Pass[];

describe('npm run build in two processes, at one build instant', () => {
  afterEach(() => {
    delete (globalThis as { __VIZ_ITEM_REFERENCE_DATE__?: unknown }).__VIZ_ITEM_REFERENCE_DATE__;
    jest.useRealTimers();
  });

  it('bundles, then renders, both at one DOCS_BUILD_TIME (or the one already set)', () => {
    const [bundling, rendering] = passesOf({ PATH: '/bin' }, 1_700_000_000_000);
    expect(bundling!.env).toMatchObject({ DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true', PATH: '/bin' });
    expect(rendering!.env).toMatchObject({ DOCUSAURUS_SKIP_BUNDLING: 'true', PATH: '/bin' });
    expect(rendering!.env.DOCUSAURUS_EXIT_AFTER_BUNDLING).toBeUndefined();
    expect(bundling!.env.DOCS_BUILD_TIME).toBe('1700000000000');
    expect(rendering!.env.DOCS_BUILD_TIME).toBe('1700000000000');
    const [again] = passesOf({ DOCS_BUILD_TIME: '42' }, 1_700_000_000_000);
    expect(again!.env.DOCS_BUILD_TIME).toBe('42');
  });

  it('gives both passes one folder for what the second reads of the first (plugins/flex-pages/pass-cache.ts)', () => {
    const [bundling, rendering] = passesOf({}, 1_700_000_000_000, '/tmp/docs-build-x');
    expect(bundling!.env.DOCS_BUILD_PASS_CACHE).toBe('/tmp/docs-build-x');
    expect(rendering!.env.DOCS_BUILD_PASS_CACHE).toBe('/tmp/docs-build-x');
    expect(passesOf({}, 1)[0]!.env.DOCS_BUILD_PASS_CACHE).toBeUndefined();
  });

  it("pins the demo data's clock, so a picture drawn an hour later is the same", async () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 26, 10, 30), doNotFake: ['setTimeout', 'setImmediate'] });
    const unpinned = await draw();
    jest.setSystemTime(Date.UTC(2026, 10, 26, 10, 30) + 7 * HOUR);
    // Unpinned, the picture follows the real clock: "the last 2 days" moved by seven hours.
    const later = await draw();
    expect(later).not.toEqual(unpinned);

    pinBuildClock({ DOCS_BUILD_TIME: String(Date.UTC(2026, 10, 26, 10, 30)) });
    expect(now()).toBe(Date.UTC(2026, 10, 26, 10, 30));
    const pinned = await draw();
    jest.setSystemTime(Date.UTC(2026, 10, 26, 10, 30) + 14 * HOUR);
    expect(await draw()).toEqual(pinned);
    expect(pinned).toEqual(unpinned);
  }, 60_000);

  it('leaves the real clock alone when unset, and names a malformed value', () => {
    // The system clock stopped at an instant: unpinned, now() is that instant exactly (no timed margin).
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 26, 10, 30) });
    pinBuildClock({});
    expect(now()).toBe(Date.UTC(2026, 10, 26, 10, 30));
    expect(() => pinBuildClock({ DOCS_BUILD_TIME: 'yesterday' })).toThrow(
      'DOCS_BUILD_TIME must be a time in milliseconds since the epoch; got "yesterday"',
    );
    expect(() => pinBuildClock({ DOCS_BUILD_TIME: ' ' })).toThrow('DOCS_BUILD_TIME');
  });
});
