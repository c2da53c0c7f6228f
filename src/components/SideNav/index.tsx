import React, { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import type { NavNode } from '@site/src/navigation/types';
import { useNavTree } from '@site/src/navigation/useNavTree';
import { branchKey, selectedTrail } from '@site/src/navigation/tree';
import { useShell } from '@site/src/components/Shell/ShellContext';
import { hasNavEmbed, loadMissingBranches, loadNavEmbed } from '@site/src/navigation/nav-embeds';
import HeldMarkup, { hydrating, useMediaMatch } from '@site/src/components/HeldMarkup';
import DrawerLinks from './DrawerLinks';
import styles from './styles.module.css';

/** The side navigation is docked from this width (styles.module.css); below it, a closed drawer until opened. */
const DOCKED = '(min-width: 992px)';

/**
 * The side navigation: docked at >= 992px, an overlay below that (opened from the header, closed on
 * navigation, Escape or a click outside). Built from the global-nav plugin's tree (sidebars.ts).
 */
export default function SideNav(): React.JSX.Element {
  // An older version's pages show that version's navigation (plugins/global-nav).
  const tree = useNavTree();
  const { pathname } = useLocation();
  const { navOpen, setNavOpen } = useShell();
  const navRef = useRef<HTMLElement>(null);
  // On a phone the tree stays the server's markup, not hydrated, until the drawer opens, the viewport docks it or
  // the reader moves to another page (issue 51, item 2): a closed drawer is not seen, not focusable, not laid out.
  const docked = useMediaMatch(DOCKED);
  const firstPath = useRef(pathname);
  const treeLive = navOpen || docked || pathname !== firstPath.current;
  // The overlay starts where the header ends: lower while the release banner is still in view.
  const [drawerTop, setDrawerTop] = useState<number | null>(null);

  // The current page's place (item keys, "1", "1.6", "1.6.2"). A branch's items load on their own (plugins/global-nav),
  // so on the first load the tree here may not list the page yet: the server's markup does, with its place
  // (data-trail), which the first render takes, keeping the lists of those branches as the server wrote them
  // (HeldMarkup: no mismatch, nothing moves) until their items are here.
  const found = selectedTrail(tree, pathname);
  const [serverTrail] = useState(() => readServerTrail(pathname));
  const holding =
    serverTrail !== null && serverTrail.path === pathname && serverTrail.keys.join() !== found.join();
  const trail = holding ? serverTrail.keys : found;
  const heldKeys = holding ? new Set(trail) : null;
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(trail));
  // One entry is the current page, the deepest (a section link may lead to the same page as its first child).
  const selectedKey = trail.at(-1);
  // Only the branch of the current page is open: another page closes the branches of the last one (the chart
  // types, 44 entries, stayed open on every page after), and a tree that arrives later (a section's entries)
  // opens the current page's branch in it. What the reader opens on this page stays open until they leave it.
  const shownPath = useRef(pathname);
  const trailText = trail.join(' ');
  useEffect(() => {
    const keys = trailText ? trailText.split(' ') : [];
    const moved = shownPath.current !== pathname;
    shownPath.current = pathname;
    setExpanded((prev) =>
      moved ? new Set(keys) : keys.every((k) => prev.has(k)) ? prev : new Set([...prev, ...keys]),
    );
  }, [trailText, pathname]);
  // The drawer closes on every new page (not when a branch's items arrive: the reader may be opening it).
  useEffect(() => setNavOpen(false), [pathname, setNavOpen]);
  // The current page's branches (those the server's markup showed open) load once the tree is live: docked, an
  // open drawer, another page. A phone's closed drawer needs none of them: they load when the reader reaches for
  // its toggle (pointing, touch, focus), and the opened drawer keeps the server's markup until they are here (or
  // cannot load), so it never says "Loading…" for items the page already showed. They used to load with every
  // page: a request, its script and a render of this component before the page was idle (issue 51, item 2).
  // For a page reached within the app that the loaded tree does not list, every branch not here yet loads (the
  // page is in one of them, or in none: then they are all here for the next page).
  const listed = found.length > 0;
  const [branchFailed, setBranchFailed] = useState(false);
  useEffect(() => {
    if (holding) {
      const load = () =>
        Promise.all(
          serverTrail.keys
            .map(branchKey)
            .filter(hasNavEmbed)
            .map((key) => loadNavEmbed(key)),
        ).catch(() => setBranchFailed(true));
      if (treeLive) {
        void load();
        return undefined;
      }
      const toggle = document.querySelector('button[aria-controls="side-nav"]');
      const intents = ['pointerenter', 'pointerdown', 'focus'] as const;
      const onIntent = () => {
        intents.forEach((type) => toggle?.removeEventListener(type, onIntent));
        void load();
      };
      intents.forEach((type) => toggle?.addEventListener(type, onIntent));
      return () => intents.forEach((type) => toggle?.removeEventListener(type, onIntent));
    }
    if (!listed && serverTrail?.path !== pathname) void loadMissingBranches();
    return undefined;
  }, [holding, serverTrail, listed, pathname, treeLive]);

  useEffect(() => {
    if (!navOpen) return;
    const header = document.querySelector('nav[aria-label="Main"]');
    setDrawerTop(header ? Math.max(0, header.getBoundingClientRect().bottom) : null);
    // The page behind does not scroll while the drawer is open (the header, and so the drawer, stay put).
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // After the overlay has become visible: a hidden element cannot take focus. The current page's entry is
    // brought into the drawer's view, so its branch shows (it is often below the header's links on a phone).
    const focusTimer = window.setTimeout(() => {
      const nav = navRef.current;
      nav?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
      const current = nav?.querySelector('[data-nav-tree] [aria-current="page"]');
      // The drawer scrolls, not the page behind it (scrollIntoView would move both), and only as far as needed,
      // so the header's links at its top stay in view whenever the entry fits below them.
      if (nav && current) {
        const entry = current.getBoundingClientRect();
        const view = nav.getBoundingClientRect();
        if (entry.bottom > view.bottom) nav.scrollTop += entry.bottom - view.bottom + entry.height;
      }
    }, 50);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setNavOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(focusTimer);
      document.removeEventListener('keydown', onKey);
      root.style.overflow = previousOverflow;
    };
  }, [navOpen, setNavOpen]);

  const toggle = (key: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <>
      {navOpen && (
        <div
          className={styles.backdrop}
          style={drawerStyle(drawerTop)}
          onClick={() => setNavOpen(false)}
          aria-hidden="true"
        />
      )}
      <nav
        ref={navRef}
        id="side-nav"
        aria-label="Documentation"
        className={clsx(styles.sideNav, navOpen && styles.open)}
        style={navOpen ? drawerStyle(drawerTop) : undefined}
        data-open={navOpen ? 'true' : 'false'}
      >
        {/* Only in the open overlay: the docked side navigation sits beside a header that has them all. */}
        {navOpen && <DrawerLinks />}
        <HeldMarkup
          as="ul"
          className={styles.list}
          data-nav-tree
          data-trail={trailText}
          live={treeLive && (!holding || branchFailed)}
          hold={() => !window.matchMedia(DOCKED).matches}
        >
          <Items
            nodes={tree}
            parentKey=""
            depth={1}
            expanded={expanded}
            toggle={toggle}
            selectedKey={selectedKey}
            heldKeys={heldKeys}
          />
        </HeldMarkup>
      </nav>
    </>
  );
}

/**
 * The current page's place as the server rendered it (data-trail), during the page's first render in the browser
 * only: afterwards the tree here finds it, or the page is another.
 */
function readServerTrail(pathname: string): { path: string; keys: string[] } | null {
  if (!hydrating()) return null;
  const text = document.querySelector('#side-nav [data-nav-tree]')?.getAttribute('data-trail');
  return text == null ? null : { path: pathname, keys: text ? text.split(' ') : [] };
}

function drawerStyle(top: number | null): React.CSSProperties | undefined {
  return top === null ? undefined : ({ '--drawer-top': `${top}px` } as React.CSSProperties);
}

interface ItemsProps {
  nodes: NavNode[];
  parentKey: string;
  depth: number;
  expanded: Set<string>;
  toggle: (key: string) => void;
  selectedKey: string | undefined;
  /** The branches whose lists keep the server's markup (the current page's, until their items are here). */
  heldKeys: Set<string> | null;
}

function Items({ nodes, parentKey, ...rest }: ItemsProps): React.JSX.Element {
  return (
    <>
      {nodes.map((node, i) =>
        node.hidden ? null : (
          <Item key={i} node={node} itemKey={parentKey ? `${parentKey}.${i}` : `${i}`} {...rest} />
        ),
      )}
    </>
  );
}

function Item({
  node,
  itemKey,
  depth,
  expanded,
  toggle,
  selectedKey,
  heldKeys,
}: Omit<ItemsProps, 'nodes' | 'parentKey'> & { node: NavNode; itemKey: string }): React.JSX.Element {
  // Children that load on their own or with their section (src/navigation/nav-embeds.ts) and are not here yet.
  const pending = node.lazyChildren !== undefined && !node.children;
  // Pointing at a closed branch, or moving the focus to it, fetches its items: they are often here when it opens.
  const prefetch = pending ? () => void loadNavEmbed(node.lazyChildren!).catch(() => undefined) : undefined;
  const hasChildren = (node.children?.length ?? 0) > 0 || pending;
  const isOpen = expanded.has(itemKey);
  const selected = itemKey === selectedKey;
  const label = (
    <>
      <span className={styles.title}>{node.title}</span>
      {node.badge && <span className={clsx(styles.badge, styles[`badge${node.badge}`])}>{node.badge}</span>}
      {node.deprecated && (
        <span className={styles.deprecated} title="Deprecated">
          Deprecated
        </span>
      )}
    </>
  );
  const rowClass = clsx(styles.row, selected && styles.selected, node.deprecated && styles.isDeprecated);
  const childId = `side-nav-${itemKey.replace(/\./g, '-')}`;
  return (
    <li className={styles.item} data-depth={depth}>
      <div
        className={styles.rowWrap}
        style={{ paddingLeft: `${(depth - 1) * 0.75}rem` }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {node.url ? (
          <Link
            to={node.url}
            className={rowClass}
            aria-current={selected ? 'page' : undefined}
            title={node.tooltip}
            onClick={() => {
              if (hasChildren && !isOpen) toggle(itemKey);
            }}
          >
            {label}
          </Link>
        ) : (
          <button
            type="button"
            className={clsx(rowClass, styles.heading)}
            aria-expanded={isOpen}
            aria-controls={childId}
            title={node.tooltip}
            onClick={() => toggle(itemKey)}
          >
            {label}
            <Caret open={isOpen} />
          </button>
        )}
        {node.url && hasChildren && (
          <button
            type="button"
            className={styles.caretButton}
            aria-expanded={isOpen}
            aria-controls={childId}
            aria-label={`${isOpen ? 'Collapse' : 'Expand'} ${node.title}`}
            onClick={() => toggle(itemKey)}
          >
            <Caret open={isOpen} />
          </button>
        )}
      </div>
      {hasChildren && isOpen && (
        // Held: the current page's branch on the first load, as the server rendered it, until its items are here.
        <HeldMarkup as="ul" className={styles.list} id={childId} live={!heldKeys?.has(itemKey)}>
          {pending ? (
            <PendingChildren embed={node.lazyChildren!} depth={depth + 1} />
          ) : (
            <Items
              nodes={node.children ?? []}
              parentKey={itemKey}
              depth={depth + 1}
              expanded={expanded}
              toggle={toggle}
              selectedKey={selectedKey}
              heldKeys={heldKeys}
            />
          )}
        </HeldMarkup>
      )}
    </li>
  );
}

function Caret({ open }: { open: boolean }): React.JSX.Element {
  return (
    <svg className={clsx(styles.caret, open && styles.caretOpen)} viewBox="0 0 16 16" aria-hidden="true">
      <path d="M6 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * An opened item whose children have not loaded yet (a branch's items, loaded when it opens; the generated trees
 * come with their section's pages, and are fetched in the background once a page is idle): says so, and says
 * when they cannot load, with a retry.
 */
function PendingChildren({ embed, depth }: { embed: string; depth: number }): React.JSX.Element {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    loadNavEmbed(embed).catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [embed, attempt]);
  return (
    <li className={styles.item} data-depth={depth}>
      <div className={styles.pending} role="status" style={{ paddingLeft: `${depth * 0.75}rem` }}>
        {failed ? (
          <>
            This list could not load.{' '}
            <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </button>
          </>
        ) : (
          'Loading…'
        )}
      </div>
    </li>
  );
}
