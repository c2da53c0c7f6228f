import { build, passes, perfPhase } from '../../../scripts/build.mjs';

type Pass = ReturnType<typeof passes>[number];
type Phase = { name: string; ms: number };
const run = build as (steps: {
  outDir: string;
  passList: Pass[];
  runPass: (pass: Pass) => number | { status: number; phases?: Phase[]; peakBytes?: number };
  finish: (outDir: string, step: <T>(name: string, run: () => T) => Promise<T>) => Promise<void>;
  log?: (line: string) => void;
  report?: (text: string) => void;
  clock?: () => number;
}) => Promise<number>;

/**
 * `npm run build` says where its time and memory go (issue 52, item 5: a maintainer who adds GitHub's 1,500
 * pages must see which phase grew): each pass's wall time and peak memory with Docusaurus' own phases in it,
 * then the steps after the passes.
 */
describe('the build\u2019s phases', () => {
  it('reads a top-level phase of Docusaurus\u2019 PerfLogger, in seconds or ms, coloured or not', () => {
    expect(perfPhase('[PERF] Build > en > SSG - 216.26 seconds! - (Heap 238mb -> 152mb / Total 158mb)')).toEqual({
      name: 'SSG',
      ms: 216260,
    });
    expect(
      perfPhase('\u001b[33m[PERF]\u001b[39m Build > en > postBuild() - \u001b[33m812.50 ms\u001b[39m - (Heap)'),
    ).toEqual({ name: 'postBuild()', ms: 812.5 });
    // Deeper phases (one line per SSG task and plugin) and other output are not phases of the summary.
    expect(perfPhase('[PERF] Build > en > SSG > Create SSG thread pool - 2 threads - 33.95 ms - (Heap)')).toBeNull();
    expect(perfPhase('[PERF] Get locales to build - 3.51 seconds! - (Heap)')).toBeNull();
    expect(perfPhase('[SUCCESS] Generated static files in "build".')).toBeNull();
  });

  it('prints each step with its time, peak memory and phases, and the total', async () => {
    let now = 0;
    const texts: string[] = [];
    const timings: Record<string, number> = { bundling: 70_000, rendering: 420_000 };
    const code = await run({
      outDir: '/nonexistent/build-phases',
      passList: passes({}, 0) as Pass[],
      clock: () => now,
      runPass: (pass) => {
        now += timings[pass.name]!;
        return pass.name === 'bundling'
          ? { status: 0, phases: [{ name: 'Bundling with rspack', ms: 45_510 }], peakBytes: 1.5 * 2 ** 30 }
          : {
              status: 0,
              phases: [
                { name: 'SSG', ms: 216_260 },
                { name: 'Deleting server bundle', ms: 197 },
              ],
              peakBytes: 3.25 * 2 ** 30,
            };
      },
      finish: async (_out, step) => {
        await step('security headers', () => (now += 3_000));
        await step('embed packages', () => (now += 4_500));
      },
      report: (text) => texts.push(text),
    });
    expect(code).toBe(0);
    const text = texts.join('\n');
    expect(text).toMatch(/bundling pass\s+70\.0 s {2}peak 1\.50 GiB {2}\(Bundling with rspack 45\.5 s\)/);
    expect(text).toMatch(/rendering pass\s+420\.0 s {2}peak 3\.25 GiB {2}\(SSG 216\.3 s\)/);
    // Phases that take milliseconds are left out.
    expect(text).not.toContain('Deleting server bundle');
    expect(text).toMatch(/security headers\s+3\.0 s/);
    expect(text).toMatch(/embed packages\s+4\.5 s/);
    expect(text).toMatch(/total\s+497\.5 s/);
  });

  it('prints what a failed build took until it failed', async () => {
    const texts: string[] = [];
    const code = await run({
      outDir: '/nonexistent/build-phases',
      passList: passes({}, 0) as Pass[],
      runPass: (pass) => (pass.name === 'rendering' ? 1 : 0),
      finish: () => Promise.resolve(),
      log: () => undefined,
      report: (text) => texts.push(text),
    });
    expect(code).toBe(1);
    expect(texts.join('\n')).toMatch(/bundling pass[\s\S]*rendering pass/);
    expect(texts.join('\n')).not.toContain('security headers');
  });
});
