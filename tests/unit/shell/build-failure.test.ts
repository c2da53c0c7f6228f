import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, passes } from '../../../scripts/build.mjs';

type Pass = ReturnType<typeof passes>[number];
const run = build as (steps: {
  outDir: string;
  passList: Pass[];
  runPass: (pass: Pass) => number;
  finish: (outDir: string) => Promise<void>;
  log?: (line: string) => void;
  report?: (text: string) => void;
}) => Promise<number>;

/**
 * A build that fails leaves no half-written site that looks complete (issue 52, item 2): GitHub's file once
 * crashed the rendering pass after 29 minutes and left pages without a search index, headers or preload
 * manifest in build/, which `npm run serve` served as if whole.
 */
describe('npm run build: a failed build leaves no partial output', () => {
  let dir: string;
  let outDir: string;
  const lines: string[] = [];
  const passList = passes({}, 0) as Pass[];
  /** A pass that writes pages, as Docusaurus does before it fails. */
  const writing = (status: Record<string, number>) => (pass: Pass) => {
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, `${pass.name}.html`), '<html>');
    return status[pass.name] ?? 0;
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-failure-'));
    outDir = path.join(dir, 'build');
    lines.length = 0;
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('removes what the passes wrote when the rendering pass fails, and says so', async () => {
    const finish = jest.fn(() => Promise.resolve());
    const code = await run({
      outDir,
      passList,
      runPass: writing({ rendering: 1 }),
      finish,
      log: (l) => lines.push(l),
      report: () => undefined,
    });
    expect(code).toBe(1);
    expect(fs.existsSync(outDir)).toBe(false);
    expect(finish).not.toHaveBeenCalled();
    expect(lines.join('\n')).toMatch(/the rendering pass failed .*partial output in .*build was removed/);
  });

  it('removes it when a step after the passes throws (the security headers, the packages)', async () => {
    const code = await run({
      outDir,
      passList,
      runPass: writing({}),
      finish: () => Promise.reject(new Error('security-headers: no index.html')),
      log: (l) => lines.push(l),
      report: () => undefined,
    });
    expect(code).toBe(1);
    expect(fs.existsSync(outDir)).toBe(false);
    expect(lines.join('\n')).toContain('security-headers: no index.html');
  });

  it('keeps a whole build', async () => {
    const code = await run({
      outDir,
      passList,
      runPass: writing({}),
      finish: () => Promise.resolve(),
      report: () => undefined,
    });
    expect(code).toBe(0);
    expect(fs.readdirSync(outDir).sort()).toEqual(['bundling.html', 'rendering.html']);
  });
});
