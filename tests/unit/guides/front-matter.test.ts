import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { ROOT } from './doc-files';

/**
 * Docusaurus' MDX loader writes each page's front matter into the page's JavaScript module with
 * stringify-object, which escapes newlines but not backslashes: a front matter string holding `\` reaches the
 * page changed (`\` + newline became a literal `\n` in every cURL sample of the API pages, when the samples
 * were front matter). So no page of the site may carry a backslash in its front matter; data with backslashes
 * goes into a JSON file the page imports (as the API pages' `{id}.ApiPanel.json`).
 */
const FOLDERS = ['docs', 'versioned_docs', 'api/reference', 'src/pages'];

function pages(): string[] {
  return FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder), { recursive: true })
      .map(String)
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => path.join(folder, f)),
  );
}

function stringsWithBackslash(value: unknown, at: string): string[] {
  if (typeof value === 'string') return value.includes('\\') ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsWithBackslash(v, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringsWithBackslash(v, at ? `${at}.${k}` : k));
  return [];
}

test('no front matter string of the site holds a backslash (the MDX loader would change it)', () => {
  const files = pages();
  expect(files.length).toBeGreaterThan(200);
  const problems = files.flatMap((file) => {
    const match = /^---\n([^]*?)\n---\n/.exec(fs.readFileSync(path.join(ROOT, file), 'utf8'));
    return match ? stringsWithBackslash(load(match[1]!), '').map((key) => `${file}: ${key}`) : [];
  });
  expect(problems).toEqual([]);
});
