import { execFileSync } from 'node:child_process';
import { ROOT } from './specs';

/**
 * Real OpenAPI files write operation descriptions in HTML; the API page turns them into Markdown with the
 * converter the llms.txt twins use (src/lib/html-markdown.mjs), so what the reader sees keeps the HTML's
 * structure: tables stay tables, a linked operation name stays a link.
 */
function mdxSafe(...descriptions: string[]): string[] {
  // plugin-config.mjs uses import.meta: run by node, as the generator runs it.
  const script = `import { mdxSafe } from './api/plugin-config.mjs';
    console.log(JSON.stringify(JSON.parse(process.argv[1]).map((d) => mdxSafe(d))));`;
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(descriptions)],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  return JSON.parse(out) as string[];
}

describe('HTML operation descriptions on API pages', () => {
  const [table, codeLink, bareLink] = mdxSafe(
    '<p>Fields:</p><table><tr><th>Field</th><th>Meaning</th></tr><tr><td>id</td><td>The key</td></tr></table>',
    '<p>See the <code><a href="https://example.com/ops/ListPets">ListPets</a></code> operation.</p>',
    '<p>For restoring, see <a>RestoreBackup</a>.</p>',
  );

  test('a table stays a table (GFM), not its cells one per paragraph', () => {
    expect(table).toMatch(/^\| Field +\| Meaning +\|$/m);
    expect(table).toMatch(/^\| id +\| The key +\|$/m);
  });

  test('an operation name linked inside code is a link around the code, not Markdown shown as code', () => {
    expect(codeLink).toContain('[`ListPets`](https://example.com/ops/ListPets)');
    expect(codeLink).not.toContain('`[ListPets]');
  });

  test('an <a> without href keeps its text without an empty link', () => {
    expect(bareLink).toContain('see RestoreBackup.');
    expect(bareLink).not.toContain('](');
  });
});

describe('GitHub-style alerts (issue 52)', () => {
  const [note, afterText, inCode] = mdxSafe(
    '> [!NOTE]\n> This endpoint is in public preview and is subject to change.\n\nReturns a list of tasks.',
    'Creates a release.\n> [!WARNING]\n> Large files\n> are refused.\nThen it returns.',
    'Example:\n\n```md\n> [!NOTE]\n> kept as written\n```',
  );

  test('become the admonition of their kind, the quoted text inside it', () => {
    expect(note).toBe(
      ':::note\n\nThis endpoint is in public preview and is subject to change.\n\n:::\n\nReturns a list of tasks.',
    );
    expect(afterText).toBe(
      'Creates a release.\n\n:::warning\n\nLarge files\nare refused.\n\n:::\n\nThen it returns.',
    );
  });

  test('inside fenced code they stay as written', () => {
    expect(inCode).toBe('Example:\n\n```md\n> [!NOTE]\n> kept as written\n```');
  });
});
