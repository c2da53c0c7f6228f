/**
 * The live render of a dashboard: the chosen view's 48-column grid as a CSS grid, one chart item per grid item.
 * Items keep their props objects while their JSON is unchanged, so editing one item doesn't redraw the others;
 * each item has its own error boundary, so one broken item never takes the page down.
 */
import React, { memo, useEffect, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import chartTypes from '@quantaloop/viz-item/definitions/chart-types.json';
import { GRID_COLUMNS } from '../schema/constants';
import { safeBackground } from '../../lib/css-values';
import { buildPreview, type ItemInputs, type PreviewItem, type PreviewView } from './model';
import VizItem from './runtime';
import styles from './styles.module.css';

const KNOWN_TYPES: ReadonlySet<string> = new Set(Object.keys(chartTypes));

/**
 * Below this preview width a dashboard shows its mobile view (when it has one), as the dashboard itself does
 * on a phone; above it, the view picked in the tabs. A tab clicked by the reader wins from then on. Mobile views
 * are drawn up to 420 px wide: below 480 px (a phone, with the page's margins) the canvas is a phone's.
 */
const MOBILE_BREAKPOINT = 480;

/** True while the element is narrower than `px` (false before it is measured, as on the server). */
function useNarrow(ref: React.RefObject<HTMLElement | null>, px: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const check = () => setNarrow(el.getBoundingClientRect().width < px);
    check();
    const ro = new ResizeObserver(check);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref, px]);
  return narrow;
}

interface Props {
  value: unknown;
  viewIndex: number;
  onViewChange: (index: number) => void;
  /** Shown over the grid when the preview is not current (invalid JSON). */
  stale?: boolean;
}

export default function DashboardPreview({
  value,
  viewIndex,
  onViewChange,
  stale,
}: Props): React.JSX.Element {
  const preview = useMemo(() => buildPreview(value, KNOWN_TYPES), [value]);
  const box = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(box, MOBILE_BREAKPOINT);
  // Until the reader picks a tab, the view follows the width (mobile view when narrow).
  const [picked, setPicked] = useState(false);
  // Same JSON -> same inputs object, so unchanged items are not redrawn.
  const cache = useRef(new Map<string, ItemInputs>());
  const stable = (item: PreviewItem): ItemInputs => {
    const key = `${item.key}|${JSON.stringify(item.inputs)}`;
    const hit = cache.current.get(key);
    if (hit) return hit;
    cache.current.set(key, item.inputs);
    if (cache.current.size > 500) cache.current.delete(cache.current.keys().next().value as string);
    return item.inputs;
  };

  if (preview.problem)
    return (
      <p ref={box} className={styles.empty}>
        {preview.problem}
      </p>
    );
  const mobile = preview.views.find((v) => v.screenModus === 'mobile');
  const current =
    !picked && narrow && mobile ? mobile : preview.views[Math.min(viewIndex, preview.views.length - 1)]!;
  // The site's one rule for CSS values from readers: a colour or a gradient, nothing that fetches.
  const background = safeBackground(preview.background) ?? undefined;

  return (
    <div ref={box} className={clsx(styles.preview, stale && styles.stale)}>
      {preview.views.length > 1 && (
        <div className={styles.tabs} role="tablist" aria-label="Screen modes">
          {preview.views.map((v) => (
            <button
              key={v.index}
              type="button"
              role="tab"
              id={`view-tab-${v.index}`}
              aria-selected={v.index === current.index}
              aria-controls="preview-grid"
              tabIndex={v.index === current.index ? 0 : -1}
              className={styles.tab}
              onClick={() => {
                setPicked(true);
                onViewChange(v.index);
              }}
              onKeyDown={(e) => {
                if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                const next =
                  (v.index + (e.key === 'ArrowRight' ? 1 : -1) + preview.views.length) % preview.views.length;
                setPicked(true);
                onViewChange(next);
                document.getElementById(`view-tab-${next}`)?.focus();
              }}
            >
              {v.screenModus}
              <span className={styles.tabCount}>{v.items.length}</span>
            </button>
          ))}
        </div>
      )}
      <ViewGrid view={current} background={background} stable={stable} />
    </div>
  );
}

function ViewGrid({
  view,
  background,
  stable,
}: {
  view: PreviewView;
  background?: string;
  stable: (item: PreviewItem) => ItemInputs;
}): React.JSX.Element {
  const style: React.CSSProperties = {
    gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`,
    gridTemplateRows: `repeat(${Math.max(view.rows, 1)}, ${view.rowHeight}px)`,
    // The gap is the margin around each item (as on a dashboard), not a gap between the 48 column tracks.
    padding: `${view.gap / 2}px`,
    ['--pg-gap' as string]: `${view.gap}px`,
    ...(view.width ? { width: view.width } : {}),
    ...(view.maxWidth ? { maxWidth: view.maxWidth, marginInline: 'auto' } : {}),
    ...(background ? { backgroundColor: background } : {}),
  };
  return (
    <div className={styles.canvasScroll}>
      <div
        id="preview-grid"
        className={styles.grid}
        style={style}
        role="region"
        aria-label={`${view.screenModus} view: ${view.items.length} ${view.items.length === 1 ? 'item' : 'items'}`}
      >
        {view.items.length === 0 && <p className={styles.emptyGrid}>This view has no items yet.</p>}
        {view.items.map((item) => (
          <GridItem key={item.key} item={item} inputs={stable(item)} />
        ))}
      </div>
      {view.notShown.length > 0 && (
        <ul className={styles.notShown} aria-label="Items not shown">
          {view.notShown.map((reason, i) => (
            <li key={i}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

const GridItem = memo(
  function GridItem({ item, inputs }: { item: PreviewItem; inputs: ItemInputs }) {
    const overlapping = item.overlaps.length > 0;
    return (
      <div
        className={styles.cell}
        style={{
          gridColumn: `${item.col + 1} / span ${item.sizeX}`,
          gridRow: `${item.row + 1} / span ${item.sizeY}`,
        }}
        data-item-id={item.id}
        data-item-type={item.type}
      >
        <div className={clsx(styles.item, overlapping && styles.overlapping)}>
          {overlapping && (
            <span className={styles.flag}>Overlaps {item.overlaps.map((id) => `“${id}”`).join(', ')}</span>
          )}
          {item.known ? (
            <ItemBoundary id={item.id}>
              <VizItem {...inputs} className={styles.viz} />
            </ItemBoundary>
          ) : (
            <div className={styles.unknown} role="note">
              <strong>Unknown item type</strong>
              <code>{item.type === '' ? '(no type)' : JSON.stringify(item.type)}</code>
              <span>Item “{item.id}” is not drawn. Pick a type from the schema reference.</span>
            </div>
          )}
        </div>
      </div>
    );
  },
  (a, b) =>
    a.inputs === b.inputs &&
    a.item.key === b.item.key &&
    a.item.col === b.item.col &&
    a.item.row === b.item.row &&
    a.item.sizeX === b.item.sizeX &&
    a.item.sizeY === b.item.sizeY &&
    a.item.overlaps.join() === b.item.overlaps.join() &&
    a.item.known === b.item.known,
);

class ItemBoundary extends React.Component<
  { id: string; children: React.ReactNode },
  { error: string | null }
> {
  state = { error: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  componentDidUpdate(prev: { children: React.ReactNode }) {
    // New inputs (the item was edited): try again.
    if (this.state.error && prev.children !== this.props.children) this.setState({ error: null });
  }

  componentDidCatch(error: unknown) {
    console.warn(`[playground] item "${this.props.id}" failed to render`, error);
  }

  render() {
    if (this.state.error)
      return (
        <div className={styles.unknown} role="note">
          <strong>This item could not be drawn</strong>
          <span>{this.state.error}</span>
        </div>
      );
    return this.props.children;
  }
}
