/**
 * The chart item as version 2.x named it, for the 2.x embed packages the site serves (/packages/2.x/, built by
 * `node scripts/embed-packages.mjs --backfill 2.x`; src/embed/README.md). 3.0 renamed one input, `filterContext`
 * (attribute `filter-context`) to `contextId` (`context-id`), and the same field of the events' `detail`
 * (docs/component-references--visualization-item.mdx). A 2.x page written from the 2.x guides sets the old name
 * and reads it back from its events: this element takes it and hands it to the 3.x element, whose behaviour is
 * otherwise the same. The 3.x name keeps working, as an upgrade in progress would want.
 */
import { VizItemElement } from './element';

const OLD = 'filterContext';
const OLD_ATTRIBUTE = 'filter-context';

/** Renames `contextId` to `filterContext` in an event's detail (and its `item`), as 2.x raised them. */
function renameDetail(detail: unknown): void {
  if (!detail || typeof detail !== 'object') return;
  const record = detail as Record<string, unknown>;
  if ('contextId' in record) {
    record[OLD] = record.contextId;
    delete record.contextId;
  }
  if (record.item && typeof record.item === 'object') renameDetail(record.item);
}

export class VizItem2xElement extends VizItemElement {
  static get observedAttributes(): string[] {
    return [...super.observedAttributes, OLD_ATTRIBUTE];
  }

  constructor() {
    super();
    // Set before the element was defined (React sets properties as soon as it renders): move it to the setter.
    if (Object.prototype.hasOwnProperty.call(this, OLD)) {
      const value = (this as Record<string, unknown>)[OLD] as string | undefined;
      delete (this as Record<string, unknown>)[OLD];
      this.filterContext = value;
    }
  }

  get filterContext(): string | undefined {
    return this.contextId;
  }

  set filterContext(value: string | undefined) {
    this.contextId = value;
  }

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name === OLD_ATTRIBUTE ? 'context-id' : name, old, value);
  }

  dispatchEvent(event: Event): boolean {
    if (event instanceof CustomEvent) renameDetail(event.detail);
    return super.dispatchEvent(event);
  }
}

/** Registers the 2.x <viz-item> once; a no-op outside the browser or when a <viz-item> is already defined. */
export function defineVizItem2x(): Promise<void> {
  if (typeof window === 'undefined' || typeof customElements === 'undefined') return Promise.resolve();
  if (!customElements.get('viz-item')) customElements.define('viz-item', VizItem2xElement);
  return Promise.resolve();
}
