/**
 * The element's side of filtering: what this item selects (clicks, taps, keys and setSelectedData() all arrive
 * here), the filters it publishes to its context and the ones it receives, and the custom event a configured
 * click raises instead of selecting. selection.ts decides what is selected (pure); this holds it per element,
 * tells the other items (crossfilter.ts) and asks for the redraw that shows it.
 */
import { broadcast, register, unregister, type FilterParticipant } from './crossfilter';
import { exportValue } from './item-data';
import { languageOf } from './i18n';
import { localeOf, type ItemPlan, type PlanColumn } from './model';
import { optB, optS } from './render/common';
import type { Cell } from './render/context';
import {
  defaultSelectionColumn,
  requestedSelection,
  selectionFilters,
  toggled,
  type Selection,
} from './selection';
import type {
  CanFilter,
  ChangedFiltersDetail,
  FilterGroup,
  FilterOrigin,
  SelectedDataInput,
  VizItemEventBase,
  VizItemInputs,
} from './types';
import type { ItemCore } from './element-update';

/** The element's participant in cross-filtering (crossfilter.ts): it sets, sends and receives the filters. */
export class ItemSelection implements FilterParticipant {
  /** What this item has selected (null: nothing). */
  current: Selection | null = null;
  /** The filter groups this item sets: its selection's, or a filter item's value. */
  own: FilterGroup[] = [];
  /** The groups other items of the context set on this one, per source. */
  readonly #external = new Map<FilterParticipant, FilterGroup[]>();

  readonly #core: ItemCore;

  constructor(core: ItemCore) {
    this.#core = core;
  }

  get itemType(): string | undefined {
    return this.#core.effectiveInputs().type;
  }
  get itemIdentifier(): string | undefined {
    return this.#core.inputs.itemId;
  }
  get context(): string | undefined {
    return this.#core.inputs.contextId;
  }
  get filterScope(): CanFilter {
    return this.#core.inputs.canFilter ?? 'all';
  }
  get activeFilters(): FilterGroup[] {
    return this.own;
  }

  /** A click or Enter on a data point: a customEvent when configured, else a selection toggle. */
  activate(
    value: Cell,
    column: PlanColumn | undefined,
    additive: boolean,
    point: Record<string, unknown> = {},
  ): void {
    const st = this.#core.state;
    if (!st) return;
    const col = column ?? defaultSelectionColumn(st.plan);
    if (!col) return;
    const datum = (point.datum ?? {}) as Record<string, unknown>;
    if (
      this.customEvent({
        column: col.columnId,
        columnLabel: col.label,
        value: exportValue(col, value),
        label: this.#core.formatters().fmt(col, value),
        ...(typeof datum.raw === 'number' ? { measure: datum.raw } : {}),
      })
    )
      return;
    if (!optB(st.plan.options, 'interactivity.select', true)) return;
    this.apply(toggled(this.current, col, value, additive));
  }

  apply(sel: Selection | null, origin: FilterOrigin = 'filterFromVizItem'): void {
    this.current = sel;
    const groups = sel ? selectionFilters(sel, this.#core.state?.bins ?? {}) : [];
    this.setOwn(groups, origin);
    void this.#core.request(false);
  }

  /** setSelectedData(): the values as a click on each would select them. */
  request(input: SelectedDataInput): void {
    const st = this.#core.state;
    if (st) this.apply(requestedSelection(st.plan, input));
  }

  setOwn(groups: FilterGroup[], origin: FilterOrigin, extra: Record<string, unknown> = {}): void {
    const changed = JSON.stringify(groups) !== JSON.stringify(this.own);
    const previous = this.own;
    this.own = groups;
    if (!changed) return;
    const inputs = this.#core.effectiveInputs();
    const detail: Omit<ChangedFiltersDetail, keyof VizItemEventBase> & Record<string, unknown> = {
      changed: groups.length ? groups : previous,
      filters: groups,
      item: { type: inputs.type, itemId: inputs.itemId, contextId: inputs.contextId },
      origin,
      ...extra,
    };
    this.#core.emit('changedFilters', detail);
    broadcast(this, groups);
  }

  /** Another item's groups for this one (none: it cleared them); a change re-runs the query. */
  receiveFilters(source: FilterParticipant, groups: FilterGroup[]): void {
    const had = this.#external.get(source);
    if (!groups.length) {
      if (!had) return;
      this.#external.delete(source);
    } else {
      if (had && JSON.stringify(had) === JSON.stringify(groups)) return;
      this.#external.set(source, groups);
    }
    void this.#core.request(true);
  }

  /** The context or canFilter changed: join the context anew, taking this item's selection along. */
  rescope(): void {
    if (!this.#core.element.isConnected) return;
    unregister(this);
    register(this);
    if (this.own.length) broadcast(this, this.own);
  }

  join(): void {
    register(this);
  }

  /** Out of the page: the others' groups are theirs to send again when it comes back. */
  leave(): void {
    unregister(this);
    this.#external.clear();
  }

  /** The filters this item's query applies: its own input's, then every other item's. */
  filters(inputs: VizItemInputs): FilterGroup[] {
    const out = [...(inputs.filters ?? [])];
    for (const groups of this.#external.values()) out.push(...groups);
    return out;
  }

  /** A selection of a column the new plan no longer has is dropped. */
  keepFor(plan: ItemPlan): void {
    if (this.current && !plan.dimensions.some((d) => d.key === this.current!.column.key)) this.current = null;
  }

  customEvent(point: Record<string, unknown>): boolean {
    const options = this.#core.state?.plan.options ?? {};
    if (!optB(options, 'interactivity.customEvents.enabled', false)) return false;
    const language = languageOf(localeOf(options));
    this.#core.emit('customEvent', {
      data: { event: optS(options, 'interactivity.customEvents.event', 'click'), language, ...point },
    });
    return true;
  }
}
