/**
 * Hostile input, pure logic: keys a reader controls (item types, locales, option names, anchors, dataset ids)
 * never reach Object.prototype. Case ids (Uxx) are listed in README.md with input and expected outcome.
 */
import { own } from '@site/src/lib/own';
import { resolveLegacyLink } from '@site/src/lib/legacy-links';
import table from '@site/src/data/legacy-links.json';
import { getItemTypeDefinition, isItemType, resolveOption } from '@site/src/viz-item/definitions';
import { validateInputs } from '@site/src/viz-item/validate';
import { pickLanguage, t } from '@site/src/viz-item/i18n';
import { checkTheme } from '@site/src/viz-item/themes';
import { toLevel } from '@site/src/viz-item/data/dates';
import { normaliseExpression } from '@site/src/viz-item/data/filters';
import { FormulaError, parseFormula } from '@site/src/viz-item/data/formula';
import { walk } from '@site/src/dashboard/schema/navigate';
import { buildPreview } from '@site/src/dashboard/preview/model';
import chartTypes from '@site/src/viz-item/definitions/chart-types.json';
import { baseDoc, chart, schema, text, validateDocument } from '../dashboard/helpers';

const PROTO_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

test('U01 own(): inherited keys are not found, own keys are', () => {
  for (const key of PROTO_KEYS) expect(own({ a: 1 } as Record<string, number>, key)).toBeUndefined();
  expect(own({ a: 1 }, 'a')).toBe(1);
  expect(own(undefined, 'a')).toBeUndefined();
});

test('U02 legacy link /#constructor (and other Object.prototype names) is left alone', () => {
  for (const key of PROTO_KEYS) expect(resolveLegacyLink('/', `#${key}`)).toBeNull();
});

test('U03 legacy link /guide/guides#constructor is left alone', () => {
  for (const key of PROTO_KEYS) expect(resolveLegacyLink('/guide/guides', `#${key}`)).toBeNull();
});

test('U04 legacy link on a path named like a prototype key (/constructor#x) is left alone', () => {
  for (const key of PROTO_KEYS) expect(resolveLegacyLink(`/${key}`, '#account')).toBeNull();
});

test('U05 a real legacy link still redirects', () => {
  const [anchor, target] = Object.entries(table.hash)[0]!;
  expect(resolveLegacyLink('/', `#${anchor}`)).toBe(target);
});

test('U06 item type "constructor" etc. is no item type of the runtime', () => {
  for (const key of PROTO_KEYS) {
    expect(isItemType(key)).toBe(false);
    expect(getItemTypeDefinition(key)).toBeUndefined();
  }
});

test('U07 <viz-item> validation of type "constructor" etc.: one clear message, no exception', () => {
  for (const key of PROTO_KEYS) {
    const problems = validateInputs({ type: key });
    expect(problems[0]).toMatchObject({ path: 'type' });
    expect(problems[0]!.message).not.toMatch(/function|native code|is not a function/);
  }
});

test('U08 dashboard validation of an item of type "constructor" etc.: an unknown-type error, no exception', () => {
  for (const key of PROTO_KEYS) {
    const result = validateDocument(text(baseDoc([chart('a', 0, 0, 24, 20, { type: key })])));
    expect(result.parsed).toBe(true);
    const messages = result.diagnostics.map((d) => d.message).join('\n');
    expect(messages).toMatch(/Unknown item type|must be one of|item type/i);
    expect(messages).not.toMatch(/native code|is not a function/);
  }
});

test('U09 an option group named "constructor" resolves to "not implemented", not to Object', () => {
  for (const key of PROTO_KEYS) {
    const def = resolveOption('bar-chart', key);
    expect(def).toMatchObject({ name: key, type: 'object', implemented: false });
    expect(resolveOption(key, 'display').type).toBe('object');
  }
});

test('U10 locale "constructor": texts fall back to English, not to a function', () => {
  for (const key of PROTO_KEYS) {
    expect(pickLanguage({ en: 'Hello', nl: 'Hallo' }, key)).toBe('Hello');
    expect(typeof t(key, 'loading')).toBe('string');
  }
});

test('U11 schema tools: the path views.items.0.constructor has no schema (hover/completion say nothing)', () => {
  const root = schema as never;
  for (const key of PROTO_KEYS) {
    expect(walk(root, ['views', 0, 'items', 0, key], () => 'bar-chart')).toBeUndefined();
    expect(walk(root, [key])).toBeUndefined();
  }
});

test('U12 dataset id "constructor" in a slot: a clear warning, no exception', () => {
  const item = chart('a', 0, 0, 24, 20, {
    slots: [{ name: 'measure', content: [{ datasetId: 'constructor', columnId: 'x' }] }],
  });
  const result = validateDocument(text(baseDoc([item])));
  expect(result.diagnostics.map((d) => d.message).join('\n')).toMatch(
    /"constructor" is not in the demo data/,
  );
});

test('U13 view screenModus "constructor": the preview model has no width for it, no exception', () => {
  const doc = baseDoc();
  doc.views[0].screenModus = 'constructor';
  const preview = buildPreview(doc, new Set(Object.keys(chartTypes)));
  expect(preview.views[0]?.maxWidth).toBeUndefined();
});

test('U14 theme id, date level, filter expression and formula function named "constructor" are refused', () => {
  expect(checkTheme({ id: 'constructor' })).toMatch(/Unknown theme "constructor"/);
  expect(toLevel('constructor')).toBeNull();
  expect(normaliseExpression('constructor')).toBeNull();
  expect(() => parseFormula('constructor(1)')).toThrow(FormulaError);
});
