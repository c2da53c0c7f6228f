import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder trees in the READMEs are how a new maintainer finds their way: every folder of plugins/ and src/
 * (and tests/) is named in the root README's tree, and every file at the top of api/ in api/README.md's.
 */
const ROOT = path.resolve(__dirname, '../../..');

function treeOf(readme: string): string {
  const text = fs.readFileSync(path.join(ROOT, readme), 'utf8');
  const blocks = [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
  const tree = blocks.find((b) => /^(api|plugins)\//m.test(b));
  if (!tree) throw new Error(`${readme} has no folder tree`);
  return tree;
}

/** Names listed under `parent/` in the tree: lines indented under it, up to the next top-level line. */
function listedUnder(tree: string, parent: string): Set<string> {
  const lines = tree.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`${parent}/`));
  if (start < 0) return new Set();
  const names = new Set<string>();
  for (const line of lines.slice(start + 1)) {
    if (line.length && !line.startsWith(' ')) break;
    const m = /^ {2}([\w.-]+)\/?\s/.exec(`${line} `);
    if (m) names.add(m[1]!);
  }
  return names;
}

const dirs = (folder: string) =>
  fs
    .readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

describe('README trees', () => {
  const tree = treeOf('README.md');

  it.each(['plugins', 'src', 'tests'])('the root README names every folder of %s/', (folder) => {
    const listed = listedUnder(tree, folder);
    expect(dirs(folder).filter((d) => !listed.has(d))).toEqual([]);
    // and names no folder that is gone
    expect([...listed].filter((d) => !dirs(folder).includes(d))).toEqual([]);
  });

  it('api/README.md names every file and folder at the top of api/', () => {
    const apiTree = treeOf('api/README.md');
    const entries = fs.readdirSync(path.join(ROOT, 'api')).filter((f) => f !== 'README.md');
    const missing = entries.filter(
      (f) => !new RegExp(`^\\s*(api/)?${f.replace('.', '\\.')}[/\\s]`, 'm').test(apiTree),
    );
    expect(missing).toEqual([]);
  });
});
