import sidebars from '@site/sidebars';
import { DOCS_DIR, linkTargets, readDocs } from './doc-files';

type Item = (typeof sidebars.guide)[number] | Record<string, unknown>;
interface Node {
  type: string;
  id?: string;
  label?: string;
  href?: string;
  items?: Node[];
  customProps?: Record<string, unknown>;
}

const tree = sidebars.guide as unknown as Node[];
const docs = readDocs(DOCS_DIR);

/** Every node with its depth (1 = top level); bare strings are doc ids. */
function walk(items: (Node | string)[], depth = 1, out: { node: Node; depth: number }[] = []) {
  for (const raw of items as (Item | string)[]) {
    const node: Node = typeof raw === 'string' ? { type: 'doc', id: raw } : (raw as Node);
    out.push({ node, depth });
    if (node.items) walk(node.items, depth + 1, out);
  }
  return out;
}

const all = walk(tree);
const docNodes = all.filter((n) => n.node.type === 'doc').map((n) => n.node);
const byLabel = (items: Node[] | undefined, label: string) =>
  items?.find((i) => typeof i !== 'string' && i.label === label);

describe('guide sidebar', () => {
  it('follows the spec tree: Overview, Embedding, Guides, Component references, API reference', () => {
    expect(tree.map((i) => i.label)).toEqual([
      'Overview',
      'Embedding',
      'Guides',
      'Component references',
      'API reference',
    ]);
    expect(tree[0]).toMatchObject({ type: 'link', href: '/' });
  });

  it('nests Flex quick start with the Examples tree under Embedding', () => {
    const flex = byLabel(byLabel(tree, 'Embedding')?.items, 'Flex quick start');
    expect(byLabel(flex?.items, 'Examples')?.customProps).toEqual({ embed: 'flex:examples' });
    expect(byLabel(flex?.items, 'Chart types')?.customProps).toEqual({ embed: 'flex:charts' });
  });

  it('lists Dashboard, Visualization item, Chat and Answer under Component references', () => {
    const labels = byLabel(tree, 'Component references')?.items?.map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(['Dashboard', 'Visualization item', 'Chat', 'Answer']));
  });

  it('lists Core API, Plugin API, IQ API and the Dashboard JSON playground under API reference', () => {
    const api = byLabel(tree, 'API reference')?.items;
    expect(api?.map((i) => i.label)).toEqual(
      expect.arrayContaining(['Core API', 'Plugin API', 'IQ API', 'Dashboard JSON playground']),
    );
    expect(byLabel(api, 'IQ API')).toMatchObject({ type: 'doc', id: 'iq--api-introduction' });
  });

  it('reaches every page in docs/ exactly once, and only pages that exist', () => {
    const inSidebar = docNodes.map((n) => n.id).sort();
    expect(inSidebar).toEqual(docs.map((d) => d.id).sort());
  });

  it('is at most 5 levels deep, counting the generated example and chart trees', () => {
    for (const { node, depth } of all) {
      const extra = typeof node.customProps?.embed === 'string' ? 1 : 0;
      expect({ item: node.label ?? node.id, depth: depth + extra }).toEqual({
        item: node.label ?? node.id,
        depth: Math.min(depth + extra, 5),
      });
    }
  });

  it('badges IQ pages with IQ and Flex pages with Flex', () => {
    for (const n of docNodes) {
      const badge = n.customProps?.badge;
      if (/^iq--|^component-references--(chat|answer)$/.test(n.id!))
        expect({ id: n.id, badge }).toEqual({ id: n.id, badge: 'IQ' });
      if (/^flex--/.test(n.id!)) expect({ id: n.id, badge }).toEqual({ id: n.id, badge: 'Flex' });
    }
  });

  it('marks the combined component reference deprecated, in the sidebar and on the page, and links its replacements', () => {
    const node = docNodes.find((n) => n.id === 'embedding--component-api-reference');
    expect(node?.customProps?.deprecated).toBe(true);
    const page = docs.find((d) => d.id === 'embedding--component-api-reference')!;
    expect(page.frontMatter.deprecated).toBe(true);
    const targets = linkTargets(page.body);
    for (const replacement of ['dashboard', 'visualization-item', 'chat', 'answer']) {
      expect(targets).toContain(`./component-references--${replacement}.mdx`);
    }
  });

  it('keeps hidden pages reachable through links from other pages', () => {
    const hidden = docNodes.filter((n) => n.customProps?.hidden === true);
    expect(hidden.length).toBeGreaterThan(0);
    for (const h of hidden) {
      const linkedFrom = docs.filter((d) => linkTargets(d.body).some((t) => t.startsWith(`./${h.id}.md`)));
      expect(linkedFrom.length).toBeGreaterThan(1);
    }
  });

  it('gives a few items a tooltip', () => {
    expect(all.filter((n) => typeof n.node.customProps?.tooltip === 'string').length).toBeGreaterThanOrEqual(
      3,
    );
  });
});
