/**
 * The example definition format: one JSON file per example in plugins/flex-pages/examples/definitions/, validated at build
 * time against plugins/flex-pages/schema/example.schema.json. The demo on the page, the code shown for each
 * framework and the StackBlitz project are all generated from it, so they cannot drift apart.
 * Importable in Node (plugin, code generators) and in the browser.
 */
import type { ItemInputs } from '@quantaloop/viz-item/types';

export const FRAMEWORKS = ['angular', 'react', 'html', 'vue'] as const;
export type Framework = (typeof FRAMEWORKS)[number];

export const EVENT_NAMES = ['load', 'rendered', 'exported', 'changedFilters', 'customEvent'] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export const METHOD_NAMES = ['export', 'getData', 'getFilters', 'refreshData', 'setSelectedData'] as const;
export type MethodName = (typeof METHOD_NAMES)[number];

/** One entry of a selector. `value` is any JSON; bindings put it (or a part of it) into item inputs. */
export interface ExampleChoice {
  id: string;
  label: string;
  value: unknown;
}

/** A selector shown above the items. Its state is the id of the chosen choice. */
export interface ExampleControl {
  /** A JavaScript identifier: it names the state variable in the generated code. */
  id: string;
  label: string;
  choices: ExampleChoice[];
  /** Id of the choice selected at first. */
  default: string;
}

/** Where an event payload or a method result is printed as JSON. */
export interface ExampleOutput {
  /** A JavaScript identifier: it names the state variable in the generated code. */
  id: string;
  label: string;
  /** Shown until something arrives. */
  placeholder?: string;
}

export interface ExampleEventListener {
  event: EventName;
  /** Output that prints the payload (event.detail). */
  output: string;
}

/** An argument of a method call: a JSON literal, or the value of a control (optionally a dotted path in it). */
export type ExampleArgument = { literal: unknown } | { control: string };

/** A button that calls a method of an item. */
export interface ExampleAction {
  id: string;
  label: string;
  item: string;
  method: MethodName;
  args?: ExampleArgument[];
  /** Output that prints what the method returned; omitted when the result is not interesting. */
  output?: string;
}

/** One chart item of the example. */
export interface ExampleItem extends ItemInputs {
  /** A JavaScript identifier: it names the constants and the element reference in the generated code. */
  id: string;
  /** Required unless the item is a saved one (dashboardId + itemId). */
  type?: string;
  /** chart: 300px high (400px from 992px); number: 200px (number tiles). */
  size?: 'chart' | 'number';
  /** Columns the item spans in the example's grid (from 992px wide; one column below). */
  span?: number;
  /** Only shown when the viewport is at least / below this width (px). */
  minWidth?: number;
  maxWidth?: number;
  /** The item sits in a container the reader can resize. */
  resizable?: boolean;
  /**
   * Input path -> control reference. Paths: type, slots, filters, contextId, canFilter, options,
   * options.<group>, options.<group>.<key>. A reference is a control id, optionally followed by a dotted path
   * into the chosen value (`chartType.slots`).
   */
  bind?: Record<string, string>;
  on?: ExampleEventListener[];
}

export interface ExampleDefinition {
  $schema?: string;
  id: string;
  title: string;
  /** One or two sentences: what the example shows and what to try. */
  description: string;
  controls?: ExampleControl[];
  items: ExampleItem[];
  actions?: ExampleAction[];
  outputs?: ExampleOutput[];
  /** Items that show a JSON view of their own inputs (e.g. the options), live. */
  showInputs?: { item: string; input: 'options' | 'slots' | 'filters'; label: string }[];
  /** Columns of the item grid from 992px wide (default 1). */
  columns?: number;
  /** Extra CSS for the example (chart-css-overrides). Applied to the demo and shipped with the code. */
  css?: string;
}

/** State of an example: control id -> chosen choice id. */
export type ExampleState = Record<string, string>;

/** Per framework, the files of an example: file path -> content. */
export interface FrameworkCodeFiles {
  customFiles: Record<string, string>;
  /** The file that holds `initialState` (rewritten to show the reader's current selections). */
  stateFile: string;
}

/** The shape of static/assets/example-code-files/{example}.json. */
export type ExampleCodeFileSet = Record<Framework, FrameworkCodeFiles>;
