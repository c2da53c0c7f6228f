import fs from 'node:fs';
import path from 'node:path';
import { UNUSED_OPENAPI_CLASS } from '../../../api/unused-styles';

/**
 * The OpenAPI theme's global rules dropped from every page's stylesheet must name only parts the site never
 * renders; a class our API pages use must never match.
 */
const used = [
  '.openapi-schema__required',
  '.openapi-schema__list-item',
  '.openapi-tabs__response-code-item.success.active',
  '.openapi-tabs__mime-item',
  '.openapi-tabs__arrow.left',
  '.openapi-markdown__details',
  '.openapi-schema-expansion__popover',
];
const unused = [
  '.openapi-explorer__form-item .required',
  '.openapi-tabs__code-item--python:after',
  '.openapi-tabs__operation-item',
  '.openapi-response__dot',
  '.openapi-security__summary-container',
];

test.each(used)('keeps %s', (selector) => expect(UNUSED_OPENAPI_CLASS.test(selector)).toBe(false));
test.each(unused)('drops %s', (selector) => expect(UNUSED_OPENAPI_CLASS.test(selector)).toBe(true));

test('no class of our own API components is dropped', () => {
  const dir = path.resolve(__dirname, '../../../api/theme');
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(js|tsx?)$/.test(f));
  const classes = files.flatMap((f) => [
    ...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/openapi-[a-z0-9_-]+/g),
  ]);
  expect(classes.length).toBeGreaterThan(0);
  expect(classes.map((m) => `.${m[0]}`).filter((c) => UNUSED_OPENAPI_CLASS.test(c))).toEqual([]);
});
