/**
 * plugins/page-weight/chart-lib-trim: ECharts' Chinese locale and dark theme leave the chart runtime's bundle.
 * Safe only while no chart can reach them: the runtime's one `init` passes no theme and no locale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isUnusedEchartsModule } from '../../../plugins/page-weight/chart-lib-trim';

const ROOT = path.join(__dirname, '../../..');
const core = path.join(ROOT, 'node_modules/echarts/lib/core');

test("ECharts' core still imports the two modules by the requests the plugin replaces", () => {
  expect(fs.readFileSync(path.join(core, 'locale.js'), 'utf8')).toContain("from '../i18n/langZH.js'");
  expect(fs.readFileSync(path.join(core, 'echarts.js'), 'utf8')).toContain("from '../theme/dark.js'");
  expect(isUnusedEchartsModule('../i18n/langZH.js', core)).toBe(true);
  expect(isUnusedEchartsModule('../theme/dark.js', core)).toBe(true);
});

test('nothing else is replaced: the English locale, the same names elsewhere', () => {
  expect(isUnusedEchartsModule('../i18n/langEN.js', core)).toBe(false);
  expect(isUnusedEchartsModule('../theme/dark.js', path.join(ROOT, 'src/viz-item/render'))).toBe(false);
  expect(isUnusedEchartsModule('../i18n/langZH.js', path.join(ROOT, 'node_modules/echarts/lib/i18n'))).toBe(
    false,
  );
});

test('the chart runtime creates its charts with no ECharts theme or locale', () => {
  const dir = path.join(ROOT, 'src/viz-item');
  const calls = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .flatMap((f) => [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/\binit\(([^)]*)\)/g)])
    .map((m) => m[1]!);
  expect(calls).toEqual(["this.#els.chart, undefined, { renderer: 'canvas' }"]);
});
