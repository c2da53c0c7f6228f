/**
 * `@quantaloop/react-embed`: React components for the web components of `@quantaloop/embed`, as the guides use
 * them (`import { VizItem } from '@quantaloop/react-embed'`). Each renders its element, sets every input as a
 * property (objects stay objects), calls `on{Event}` props with the element's CustomEvent, and hands its `ref`
 * the element itself, whose methods (`export()`, `getData()`, ...) are then one call away.
 *
 * tests/unit/guides/typecheck.test.ts compiles the guides' React blocks against these components; see
 * src/embed/README.md.
 */
import {
  createElement,
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type CSSProperties,
  type ForwardRefExoticComponent,
  type ReactNode,
  type RefAttributes,
} from 'react';
// The elements themselves: importing the package loads their runtime.
import '@quantaloop/embed';
import type {
  DashboardElement,
  DashboardEventMap,
  DashboardInputs,
  IqAnswerElement,
  IqAnswerEventMap,
  IqAnswerInputs,
  IqChatElement,
  IqChatEventMap,
  IqChatInputs,
  VizItemElement,
  VizItemEventMap,
  VizItemInputs,
} from '@quantaloop/embed';

/** `onChangedFilters`, ... for each event of an element: called with the element's CustomEvent. */
export type EventProps<Events> = {
  [K in keyof Events as `on${Capitalize<K & string>}`]?: (event: Events[K]) => void;
};

interface ElementProps {
  id?: string;
  className?: string;
  style?: CSSProperties;
  /** Content for the element's slots (e.g. `custom-chat-widget-content` of the IQ chat). */
  children?: ReactNode;
}

export type VizItemProps = VizItemInputs & EventProps<VizItemEventMap> & ElementProps;
export type QuantaloopDashboardProps = DashboardInputs & EventProps<DashboardEventMap> & ElementProps;
export type IqChatProps = IqChatInputs & EventProps<IqChatEventMap> & ElementProps;
export type IqAnswerProps = IqAnswerInputs & EventProps<IqAnswerEventMap> & ElementProps;

function embed<Element extends HTMLElement, Props extends ElementProps>(
  tag: string,
  inputs: readonly (keyof Props & string)[],
  events: readonly string[],
): ForwardRefExoticComponent<Props & RefAttributes<Element>> {
  const component = forwardRef<Element, Props>(function Embed(props, ref) {
    const element = useRef<Element>(null);
    const latest = useRef(props);
    latest.current = props;
    useImperativeHandle(ref, () => element.current!, []);

    // Inputs are properties, not attributes: slots, options and filters are objects.
    useEffect(() => {
      const el = element.current as unknown as Record<string, unknown> | null;
      if (!el) return;
      const given = props as unknown as Record<string, unknown>;
      for (const key of inputs) if (given[key] !== undefined && el[key] !== given[key]) el[key] = given[key];
    });

    // One listener per event, calling the latest handler.
    useEffect(() => {
      const el = element.current;
      if (!el) return undefined;
      const off = events.map((name) => {
        const prop = `on${name.charAt(0).toUpperCase()}${name.slice(1)}`;
        const listener = (event: Event) => {
          const handler = (latest.current as unknown as Record<string, unknown>)[prop];
          if (typeof handler === 'function') handler(event);
        };
        el.addEventListener(name, listener);
        return () => el.removeEventListener(name, listener);
      });
      return () => off.forEach((stop) => stop());
    }, []);

    return createElement(
      tag,
      { ref: element, id: props.id, className: props.className, style: props.style },
      props.children,
    );
  });
  component.displayName = tag;
  return component as ForwardRefExoticComponent<Props & RefAttributes<Element>>;
}

export const VizItem = embed<VizItemElement, VizItemProps>(
  'viz-item',
  [
    'type',
    'slots',
    'options',
    'filters',
    'contextId',
    'canFilter',
    'dashboardId',
    'itemId',
    'authKey',
    'authToken',
    'appServer',
    'apiHost',
  ],
  ['load', 'rendered', 'exported', 'changedFilters', 'customEvent'],
);

export const QuantaloopDashboard = embed<DashboardElement, QuantaloopDashboardProps>(
  'quantaloop-dashboard',
  [
    'dashboardId',
    'dashboardSlug',
    'authKey',
    'authToken',
    'language',
    'screenMode',
    'editMode',
    'theme',
    'mainColor',
    'accentColor',
    'timezoneId',
    'loaderBackground',
    'loaderFontColor',
    'loaderSpinnerColor',
    'loaderSpinnerBackground',
  ],
  ['load', 'itemsRendered', 'changedFilters', 'customEvent', 'exported', 'dashboardAction'],
);

export const IqChat = embed<IqChatElement, IqChatProps>(
  'quantaloop-iq-chat',
  ['authKey', 'authToken', 'options', 'availableDatasets', 'initialSuggestionsDatasetId', 'aiEndpoint'],
  ['load'],
);

export const IqAnswer = embed<IqAnswerElement, IqAnswerProps>(
  'quantaloop-iq-answer',
  ['authKey', 'authToken', 'messages', 'options'],
  ['addQuestion', 'addAnswer'],
);
