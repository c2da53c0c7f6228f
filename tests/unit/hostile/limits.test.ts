/**
 * Hostile input, pure logic: one depth/size limit for every JSON read from a reader or a URL, checked before
 * anything recursive sees the value. Case ids (Uxx) are listed in README.md.
 */
import { compressToEncodedURIComponent } from 'lz-string';
import { checkJsonText, exceedsDepth, MAX_JSON_DEPTH } from '@site/src/lib/json-limits';
import { decodeShare, SHARE_KEY } from '@site/src/dashboard/share';
import { sanitizeForPreview } from '@site/src/dashboard/validate/checks';
import { checkPlayground } from '@site/plugins/flex-pages/components/ChartReference/options';
import { parsePlaygroundJson } from '@site/plugins/flex-pages/components/ChartReference/parse-json';
import { parseJson } from '@site/plugins/flex-pages/examples/json';
import { getItemTypeDefinition } from '@site/src/viz-item/definitions';
import { baseDoc, chart, text, validateDocument } from '../dashboard/helpers';

const nested = (depth: number, leaf = '1') => '['.repeat(depth) + leaf + ']'.repeat(depth);
/** A dashboard whose first item's options nest `depth` levels below `options.display`. */
function deepDashboard(depth: number): string {
  const doc = text(baseDoc([chart('a', 0, 0, 24, 20, { options: { display: '@@' } })]));
  return doc.replace('"@@"', nested(depth));
}
const shareOf = (t: string) => `#${SHARE_KEY}=${compressToEncodedURIComponent(t)}`;

test('U15 100,000 unclosed "[": refused at the 257th, with line and column', () => {
  expect(checkJsonText('['.repeat(100_000))).toEqual({
    message: `It is nested deeper than ${MAX_JSON_DEPTH} levels (line 1, column 257).`,
    offset: 256,
    line: 1,
    column: 257,
  });
});

test('U16 exactly 256 levels pass, 257 do not', () => {
  expect(checkJsonText(nested(256))).toBeNull();
  expect(checkJsonText(nested(257))?.message).toMatch(/nested deeper than 256 levels/);
});

test('U17 brackets inside strings (and escaped quotes) do not count', () => {
  expect(checkJsonText(JSON.stringify({ s: '['.repeat(5000) + '\\"[[[' }))).toBeNull();
});

test('U18 the position is counted in lines: the 11th "[" on line 3 is at column 14', () => {
  const t = `{\n  "a":\n    ${'['.repeat(300)}`;
  expect(checkJsonText(t, { maxDepth: 10 })).toMatchObject({ line: 3, column: 5 + 9 });
});

test('U19 size limit: a text over maxChars is refused with its size', () => {
  expect(checkJsonText('x'.repeat(300 * 1024), { maxChars: 256 * 1024 })?.message).toBe(
    'It is too large (300 KB; the limit is 256 KB).',
  );
});

test('U20 exceedsDepth walks a 10,000-level value without recursion', () => {
  const deep = JSON.parse(nested(10_000)) as unknown;
  expect(exceedsDepth(deep)).toBe(true);
  expect(exceedsDepth(JSON.parse(nested(10)) as unknown)).toBe(false);
});

test('U21 share link whose item options nest 10,000 levels: refused with a clear reason', () => {
  const result = decodeShare(shareOf(deepDashboard(10_000)));
  expect(result).toMatchObject({ ok: false });
  expect(result && !result.ok && result.reason).toMatch(
    /^The shared dashboard was not loaded: it is nested deeper than 256 levels \(line \d+, column \d+\)\.$/,
  );
});

test('U22 an ordinary share link still loads', () => {
  const doc = text(baseDoc());
  expect(decodeShare(shareOf(doc))).toEqual({ ok: true, text: doc });
});

test('U23 the preview sanitiser drops what is nested too deep instead of passing it through', () => {
  const value = JSON.parse(deepDashboard(10_000)) as unknown;
  const clean = sanitizeForPreview(value);
  expect(() => JSON.stringify(clean)).not.toThrow();
  expect(exceedsDepth(clean)).toBe(false);
  // Script addresses deeper than the old 64-level cut are removed too.
  const script = JSON.parse(nested(100, '"javascript:alert(1)"')) as unknown;
  expect(JSON.stringify(sanitizeForPreview(script))).not.toContain('javascript:');
});

test('U24 the playground validator reports a 10,000-level document as too deep, without throwing', () => {
  const result = validateDocument(deepDashboard(10_000));
  expect(result.parsed).toBe(false);
  expect(result.diagnostics[0]?.message).toBe('Nested deeper than 256 levels.');
});

test('U25 options playground JSON tab: 100,000 "[" gives line and column, no NaN, no stack overflow', () => {
  const { error } = parsePlaygroundJson('['.repeat(100_000));
  expect(error).toBe('Invalid JSON at line 1, column 257: nested deeper than 256 levels');
});

test('U26 options playground JSON tab: an ordinary syntax error keeps its position', () => {
  expect(parseJson('{"slots": [1, 2,]}')).toEqual({
    problem: { line: 1, column: 16, message: "Trailing comma: remove the ',' before ']'." },
  });
});

test('U27 options playground: a nested option named "constructor" is ignored, not looked up', () => {
  const def = getItemTypeDefinition('bar-chart')!;
  const slots = def.slots.map((s) => ({ name: s.name, multiple: s.multiple }));
  expect(() =>
    checkPlayground({ options: { bars: { constructor: 1, __proto__: 2 } } }, slots, def.options),
  ).not.toThrow();
  expect(checkPlayground({ options: { constructor: 1 } }, slots, def.options)).toEqual([
    'options.constructor: not an option of this chart (see the options reference below)',
  ]);
});
