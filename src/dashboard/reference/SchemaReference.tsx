/**
 * The browsable schema reference: a collapsible tree of every property (generated from the published schema),
 * deep links (#views.items.position.col opens its ancestors and scrolls to it) and a search within it.
 * Keyboard: every node is a button with aria-expanded; arrow keys move between nodes, Right/Left open and
 * close, Home/End jump to the first/last node.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import schemaJson from '@site/static/schemas/dashboard.schema.json';
import { GRID_COLUMNS, SCHEMA_PATH } from '../schema/constants';
import type { SchemaObject } from '../schema/navigate';
import { ancestorsOf, buildSchemaTree, flatten, type SchemaNode } from '../schema/tree';
import { InlineCode } from './InlineCode';
import styles from './styles.module.css';

const schema = schemaJson as unknown as SchemaObject;
let cachedTree: SchemaNode | null = null;
let cachedFlat: ReturnType<typeof flatten> | null = null;
function tree(): SchemaNode {
  cachedTree ??= buildSchemaTree(schema);
  return cachedTree;
}
function flat(): ReturnType<typeof flatten> {
  cachedFlat ??= flatten(tree());
  return cachedFlat;
}

const MAX_RESULTS = 150;

interface SearchState {
  query: string;
  /** Paths to show: matches and their ancestors. */
  visible: Set<string>;
  matched: Set<string>;
  matches: number;
}

function search(query: string): SearchState | null {
  const q = query.trim().toLowerCase();
  if (q.length < 2) return null;
  const visible = new Set<string>();
  const matched = new Set<string>();
  let matches = 0;
  for (const { node, ancestors } of flat()) {
    const hay = [
      node.name,
      node.path,
      node.title ?? '',
      node.description ?? '',
      ...(node.enum ?? []).map(String),
    ]
      .join('\n')
      .toLowerCase();
    if (!hay.includes(q)) continue;
    matches++;
    if (matches > MAX_RESULTS) continue;
    visible.add(node.path);
    matched.add(node.path);
    for (const a of ancestors) visible.add(a);
  }
  return { query: q, visible, matched, matches };
}

function pathFromHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

export default function SchemaReference(): React.JSX.Element {
  const root = tree();
  const all = flat();
  const known = useMemo(() => new Set(all.map((f) => f.node.path)), [all]);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchState | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const treeRef = useRef<HTMLDivElement>(null);

  // Debounced search: typing stays smooth over ~3000 nodes.
  useEffect(() => {
    const id = window.setTimeout(() => setResults(search(query)), 150);
    return () => window.clearTimeout(id);
  }, [query]);

  const reveal = useCallback(
    (path: string, focus: boolean) => {
      if (!known.has(path)) return;
      setQuery('');
      setResults(null);
      setExpanded((prev) => new Set([...prev, ...ancestorsOf(path), path]));
      setTarget(path);
      window.requestAnimationFrame(() =>
        window.requestAnimationFrame(() => {
          const el = document.getElementById(path);
          if (!el) return;
          el.scrollIntoView({ block: 'start' });
          if (focus)
            el.querySelector<HTMLButtonElement>('[data-tree-toggle]')?.focus({ preventScroll: true });
        }),
      );
    },
    [known],
  );

  // Deep links: on load and whenever the hash changes.
  useEffect(() => {
    const onHash = () => reveal(pathFromHash(window.location.hash), true);
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [reveal]);

  const toggle = useCallback((path: string) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });
  }, []);

  const onTreeKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const current = (event.target as HTMLElement).closest<HTMLButtonElement>('[data-tree-toggle]');
    if (!current || !treeRef.current) return;
    const buttons = Array.from(treeRef.current.querySelectorAll<HTMLButtonElement>('[data-tree-toggle]'));
    const index = buttons.indexOf(current);
    const path = current.dataset.path!;
    const isOpen = current.getAttribute('aria-expanded') === 'true';
    const move = (i: number) => buttons[Math.max(0, Math.min(buttons.length - 1, i))]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(buttons.length - 1);
        break;
      case 'ArrowRight':
        if (!isOpen) toggle(path);
        else move(index + 1);
        break;
      case 'ArrowLeft': {
        if (isOpen && !results) toggle(path);
        else {
          const parent = ancestorsOf(path).pop();
          if (parent) buttons.find((b) => b.dataset.path === parent)?.focus();
        }
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  // A search hit opens in the full tree and becomes the URL fragment (so it can be shared).
  const openFromSearch = (path: string) => {
    if (pathFromHash(window.location.hash) === path) reveal(path, true);
    else window.location.hash = path;
  };

  const expandAll = () =>
    setExpanded(new Set(all.filter((f) => f.node.children.length > 0).map((f) => f.node.path)));
  const collapseAll = () => setExpanded(new Set());
  const typeCount = all.filter((f) => f.node.kind === 'itemType').length;

  return (
    <div className={styles.reference}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>API reference</p>
        <h1>Dashboard JSON schema</h1>
        <p className={styles.lead}>
          Every property of a dashboard&apos;s <code>contents</code>: its views, the {GRID_COLUMNS}-column
          grid, items with their slots and options per item type ({typeCount} types), filters, parameters,
          time zone and theme. The item options come from the same definitions the chart item uses.
        </p>
        <div className={styles.actions}>
          <a className="button button--primary" href={SCHEMA_PATH} download="dashboard.schema.json">
            Download the JSON Schema
          </a>
          <Link className="button button--secondary" to="/dashboard-playground">
            Try it in the playground
          </Link>
        </div>
        <p className={styles.hint}>
          Draft 2020-12. Add <code>&quot;$schema&quot;: &quot;{String(schema.$id)}&quot;</code> to a dashboard
          file and editors such as VS Code complete and check it as you type.
        </p>
      </header>

      <div className={styles.toolbar} role="search">
        <label className={styles.searchLabel} htmlFor="schema-search">
          Search properties
        </label>
        <input
          id="schema-search"
          className={styles.search}
          type="search"
          placeholder="Search: rowHeight, legend, roundedCorners…"
          value={query}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setQuery('');
          }}
        />
        <div className={styles.toolbarButtons}>
          {(
            [
              ['Expand all', expandAll],
              ['Collapse all', collapseAll],
            ] as const
          ).map(([label, onClick]) => (
            <button
              key={label}
              type="button"
              className="button button--sm button--outline button--secondary"
              onClick={onClick}
              disabled={!!results}
            >
              {label}
            </button>
          ))}
        </div>
        <p className={styles.status} role="status" aria-live="polite">
          {results
            ? results.matches === 0
              ? `No property matches “${results.query}”.`
              : results.matches > MAX_RESULTS
                ? `${results.matches} properties match; showing the first ${MAX_RESULTS}. Refine the search to see the rest.`
                : `${results.matches} ${results.matches === 1 ? 'property matches' : 'properties match'}.`
            : ''}
        </p>
      </div>

      <div ref={treeRef} className={styles.tree} onKeyDown={onTreeKeyDown}>
        <NodeList
          nodes={root.children}
          depth={0}
          expanded={expanded}
          results={results}
          target={target}
          onToggle={results ? openFromSearch : toggle}
        />
      </div>
    </div>
  );
}

interface ListProps {
  nodes: SchemaNode[];
  depth: number;
  expanded: Set<string>;
  results: SearchState | null;
  target: string | null;
  onToggle: (path: string) => void;
  id?: string;
}

function NodeList({ nodes, id, ...rest }: ListProps): React.JSX.Element {
  const shown = rest.results ? nodes.filter((n) => rest.results!.visible.has(n.path)) : nodes;
  return (
    <ul className={styles.list} id={id}>
      {shown.map((n) => (
        <TreeNode key={n.path} node={n} {...rest} />
      ))}
    </ul>
  );
}

function TreeNode({
  node,
  ...rest
}: Omit<ListProps, 'nodes' | 'id'> & { node: SchemaNode }): React.JSX.Element {
  const { expanded, results, target, onToggle, depth } = rest;
  if (results) return <SearchNode node={node} {...rest} />;
  const open = expanded.has(node.path);
  const detailsId = `${node.path}--details`;
  const isTarget = target === node.path;
  return (
    <li id={node.path} className={clsx(styles.node, isTarget && styles.target)} data-kind={node.kind}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.toggle}
          data-tree-toggle=""
          data-path={node.path}
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => onToggle(node.path)}
        >
          <span className={styles.chevron} aria-hidden="true" />
          {node.kind === 'itemType' ? (
            <>
              <span className={styles.typeTitle}>{node.title}</span>
              <code className={styles.name}>{node.name}</code>
            </>
          ) : (
            <code className={styles.name}>{node.name === '*' ? '{key}' : node.name}</code>
          )}
          <span className={styles.type}>{node.kind === 'itemType' ? 'item type' : node.type}</span>
          {node.required && <span className={clsx(styles.badge, styles.required)}>required</span>}
          {!node.implemented && (
            <span
              className={clsx(styles.badge, styles.notDrawn)}
              title="Accepted; the offline preview does not draw it."
            >
              not in preview
            </span>
          )}
          {!open && node.description && (
            <span className={styles.summary}>
              <InlineCode text={firstSentence(node.description)} />
            </span>
          )}
        </button>
        <a
          className={styles.anchor}
          href={`#${node.path}`}
          aria-label={`Link to ${node.path}`}
          title={node.path}
        >
          #
        </a>
      </div>
      {open && (
        <div id={detailsId} className={styles.details}>
          <p className={styles.path}>
            <code>{node.path}</code>
          </p>
          {node.description && (
            <p className={styles.description}>
              <InlineCode text={node.description} />
            </p>
          )}
          <Facts node={node} />
          {node.slots && node.slots.length > 0 && <SlotTable slots={node.slots} />}
          {node.sameAs !== undefined && (
            <p className={styles.sameAs}>
              Same shape as <a href={`#${node.sameAs}`}>{node.sameAs}</a> (nested).
            </p>
          )}
          {node.hasExample && <Example node={node} />}
          {node.children.length > 0 && <NodeList {...rest} nodes={node.children} depth={depth + 1} />}
        </div>
      )}
    </li>
  );
}

/** A node while searching: matches with their summary, ancestors as bare rows; activating one opens it in the tree. */
function SearchNode({
  node,
  ...rest
}: Omit<ListProps, 'nodes' | 'id'> & { node: SchemaNode }): React.JSX.Element {
  const { results, onToggle } = rest;
  const isMatch = results!.matched.has(node.path);
  const hasVisibleChildren = node.children.some((c) => results!.visible.has(c.path));
  return (
    <li id={node.path} className={clsx(styles.node, !isMatch && styles.context)} data-kind={node.kind}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.toggle}
          data-tree-toggle=""
          data-path={node.path}
          aria-description="Opens this property in the full tree"
          onClick={() => onToggle(node.path)}
        >
          <span className={styles.chevron} aria-hidden="true" />
          {node.kind === 'itemType' && <span className={styles.typeTitle}>{node.title}</span>}
          <code className={styles.name}>
            <Highlight text={node.name === '*' ? '{key}' : node.name} query={results!.query} />
          </code>
          <span className={styles.type}>{node.kind === 'itemType' ? 'item type' : node.type}</span>
          {isMatch && node.description && (
            <span className={styles.summary}>
              <Highlight text={firstSentence(node.description)} query={results!.query} />
            </span>
          )}
        </button>
      </div>
      {hasVisibleChildren && <NodeList {...rest} nodes={node.children} depth={rest.depth + 1} />}
    </li>
  );
}

function Facts({ node }: { node: SchemaNode }): React.JSX.Element | null {
  const facts: React.ReactNode[] = [];
  if (node.enum && node.enum.length > 0)
    facts.push(
      <div key="enum" className={styles.fact}>
        <dt>{node.enum.length === 1 ? 'Value' : 'Allowed values'}</dt>
        <dd className={styles.values}>
          {node.enum.map((v) =>
            node.valueLinks?.[String(v)] ? (
              <a key={String(v)} className={styles.value} href={`#${node.valueLinks[String(v)]}`}>
                <code>{JSON.stringify(v)}</code>
              </a>
            ) : (
              <code key={String(v)} className={styles.value}>
                {JSON.stringify(v)}
              </code>
            ),
          )}
        </dd>
      </div>,
    );
  if (node.hasDefault)
    facts.push(
      <div key="default" className={styles.fact}>
        <dt>Default</dt>
        <dd>
          <code>{compact(node.default)}</code>
        </dd>
      </div>,
    );
  if (node.constraints.length > 0)
    facts.push(
      <div key="constraints" className={styles.fact}>
        <dt>Constraints</dt>
        <dd>{node.constraints.join(' · ')}</dd>
      </div>,
    );
  if (!node.implemented)
    facts.push(
      <div key="preview" className={styles.fact}>
        <dt>Preview</dt>
        <dd>Accepted and saved; the offline playground preview does not draw it.</dd>
      </div>,
    );
  return facts.length > 0 ? <dl className={styles.facts}>{facts}</dl> : null;
}

function SlotTable({ slots }: { slots: NonNullable<SchemaNode['slots']> }): React.JSX.Element {
  return (
    <table className={styles.slots}>
      <caption>Slots</caption>
      <thead>
        <tr>
          <th scope="col">name</th>
          <th scope="col">label</th>
          <th scope="col">accepts</th>
          <th scope="col">columns</th>
          <th scope="col">required</th>
        </tr>
      </thead>
      <tbody>
        {slots.map((s) => (
          <tr key={s.name}>
            <td>
              <code>{s.name}</code>
            </td>
            <td>{s.label}</td>
            <td>{s.accepts ?? 'any'}</td>
            <td>{s.multiple ? 'several' : 'one'}</td>
            <td>{s.required ? 'yes' : 'no'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const MAX_EXAMPLE_LINES = 24;

function Example({ node }: { node: SchemaNode }): React.JSX.Element {
  const body = JSON.stringify(node.example, null, 2) ?? 'null';
  const text = node.kind === 'itemType' ? body : `"${node.name === '*' ? 'key' : node.name}": ${body}`;
  const lines = text.split('\n');
  const shown =
    lines.length > MAX_EXAMPLE_LINES ? [...lines.slice(0, MAX_EXAMPLE_LINES), '  …'].join('\n') : text;
  return (
    <div className={styles.example}>
      <p className={styles.exampleLabel}>{node.kind === 'itemType' ? 'Example item' : 'Example'}</p>
      <pre className={styles.code}>
        <code>{shown}</code>
      </pre>
    </div>
  );
}

function compact(value: unknown): string {
  const s = JSON.stringify(value) ?? String(value);
  return s.length > 120 ? `${s.slice(0, 117)}…` : s;
}

function firstSentence(text: string): string {
  const m = /^(.+?[.!?])(\s|$)/.exec(text);
  const s = m ? m[1]! : text;
  return s.length > 110 ? `${s.slice(0, 107)}…` : s;
}

function Highlight({ text, query }: { text: string; query?: string }): React.JSX.Element {
  if (!query) return <>{text}</>;
  const i = text.toLowerCase().indexOf(query);
  if (i < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, i)}
      <mark>{text.slice(i, i + query.length)}</mark>
      {text.slice(i + query.length)}
    </>
  );
}
