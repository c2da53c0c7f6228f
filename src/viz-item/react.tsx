/**
 * React wrapper around <viz-item>. SSR-safe: nothing touches `window` at import time and the element is
 * loaded in an effect, so Docusaurus can prerender pages that use it.
 */
import React, {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type CSSProperties,
} from 'react';
import {
  ITEM_INPUTS,
  type ChangedFiltersDetail,
  type CustomEventDetail,
  type ExportFormat,
  type ExportedDetail,
  type FilterGroup,
  type ItemInputs,
  type SelectedDataInput,
  type VizItemData,
  type VizItemEventBase,
  type VizItemMethods,
} from './types';
import { defineVizItem, type VizItemElement } from './index';
import { whenNearViewport } from '../lib/near-viewport';

export interface VizItemProps extends ItemInputs {
  className?: string;
  style?: CSSProperties;
  id?: string;
  onLoad?: (detail: VizItemEventBase, event: CustomEvent<VizItemEventBase>) => void;
  onRendered?: (detail: VizItemEventBase, event: CustomEvent<VizItemEventBase>) => void;
  onExported?: (detail: ExportedDetail, event: CustomEvent<ExportedDetail>) => void;
  onChangedFilters?: (detail: ChangedFiltersDetail, event: CustomEvent<ChangedFiltersDetail>) => void;
  onCustomEvent?: (detail: CustomEventDetail, event: CustomEvent<CustomEventDetail>) => void;
}

export type VizItemHandle = VizItemMethods & { element: HTMLElement | null };

const EVENTS = {
  load: 'onLoad',
  rendered: 'onRendered',
  exported: 'onExported',
  changedFilters: 'onChangedFilters',
  customEvent: 'onCustomEvent',
} as const;

const VizItem = forwardRef<VizItemHandle, VizItemProps>(function VizItem(props, ref) {
  const elRef = useRef<VizItemElement | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;

  // The runtime (the element, then ECharts) loads when the item comes near the viewport: a chart further down a
  // phone's page (the playground's preview under its editor, a guide's chart) costs its first load nothing.
  useEffect(() => {
    const el = elRef.current;
    if (!el) return undefined;
    return whenNearViewport(el, () => void defineVizItem());
  }, []);

  // Inputs go in as properties (objects stay objects; no JSON round trip). A layout effect sets them before the
  // element's first scheduled render (a microtask after it is connected), which would otherwise run without a
  // type and warn "No item type given".
  useLayoutEffect(() => {
    const el = elRef.current as unknown as Record<string, unknown> | null;
    if (!el) return;
    for (const key of ITEM_INPUTS) if (el[key] !== props[key]) el[key] = props[key];
  });

  // One listener per event that always calls the latest callback.
  useEffect(() => {
    const el = elRef.current;
    if (!el) return undefined;
    const off = Object.entries(EVENTS).map(([event, prop]) => {
      const listener = (e: Event) => {
        const cb = propsRef.current[prop] as ((d: unknown, e: Event) => void) | undefined;
        cb?.((e as CustomEvent).detail, e);
      };
      el.addEventListener(event, listener);
      return () => el.removeEventListener(event, listener);
    });
    return () => off.forEach((f) => f());
  }, []);

  useImperativeHandle(
    ref,
    (): VizItemHandle => ({
      get element() {
        return elRef.current;
      },
      export: async (format?: ExportFormat) => {
        await defineVizItem();
        return elRef.current?.export(format);
      },
      getData: (): VizItemData =>
        elRef.current?.getData?.() ?? { data: [], columns: [], totalRows: 0, limited: false },
      getFilters: (): FilterGroup[] => elRef.current?.getFilters?.() ?? [],
      refreshData: async () => {
        await defineVizItem();
        return elRef.current?.refreshData();
      },
      setSelectedData: (input: SelectedDataInput) => elRef.current?.setSelectedData?.(input),
    }),
    [],
  );

  return React.createElement('viz-item', {
    ref: elRef,
    className: props.className,
    style: props.style,
    id: props.id,
  });
});

export default VizItem;
