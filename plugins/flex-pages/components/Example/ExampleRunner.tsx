/**
 * The live demo of an example, driven by its definition: the same selectors, items, buttons and outputs as
 * the generated code (and the same CSS classes' layout rules: charts 300px high, 400px from 992px, number
 * tiles 200px, a grid of `columns` from 992px). Selections are owned by the page, so the code viewer can show
 * the state the reader chose.
 */
import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import VizItem from '@quantaloop/viz-item/react';
import { prefetchExporters } from '@quantaloop/viz-item';
import { whenNearViewport } from '@site/src/lib/near-viewport';
import { itemInputs, resolveControlRef } from '../../examples/bindings';
import { mediaQueryOf } from '../../examples/codegen/plan';
import type { ExampleAction, ExampleDefinition, ExampleItem, ExampleState } from '../../examples/types';
import type { VizItemInputs } from '@quantaloop/viz-item/types';
import { FacadeItem, ROUNDED_ITEM, useFacade, type Facade } from '../Facade';
import type { FacadePicture } from '../../gallery/facade';
import { useMediaQuery } from '../Preferences';
import { payloadOf, toPrintable, type VizItemHandle } from './viz';
import styles from './styles.module.css';

interface Props {
  definition: ExampleDefinition;
  state: ExampleState;
  onStateChange(state: ExampleState): void;
  /** The items drawn for touch devices (gallery/facade.ts); none: the items are live at once. */
  pictures?: Record<string, FacadePicture> | null;
}

/**
 * A button calling a method of an item. An export button downloads the exporters' code when it comes into
 * view, so that the export works at once (also if the connection drops afterwards).
 */
function ActionButton({
  action,
  busy,
  onRun,
}: {
  action: ExampleAction;
  busy: boolean;
  onRun(): void;
}): React.JSX.Element {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (action.method !== 'export' || !ref.current) return undefined;
    return whenNearViewport(ref.current, () => void prefetchExporters());
  }, [action.method]);
  return (
    <button
      ref={ref}
      type="button"
      className={clsx('button', 'button--primary', styles.action)}
      onClick={onRun}
      disabled={busy}
    >
      {action.label}
    </button>
  );
}

/** Keeps the same object while its JSON does not change, so charts only update on real changes. */
function useStable<T>(value: T): T {
  const ref = useRef<{ json: string; value: T } | null>(null);
  const json = JSON.stringify(value);
  if (!ref.current || ref.current.json !== json) ref.current = { json, value };
  return ref.current.value;
}

export default function ExampleRunner({
  definition: def,
  state,
  onStateChange,
  pictures,
}: Props): React.JSX.Element {
  const uid = useId();
  const [outputs, setOutputs] = useState<Record<string, unknown>>({});
  const [busy, setBusy] = useState<string | null>(null);
  /** The last action that failed, said where the reader clicked (not only in an output). */
  const [failure, setFailure] = useState<{ action: string; message: string } | null>(null);
  const handles = useRef<Record<string, VizItemHandle | null>>({});
  const print = useCallback(
    (id: string, value: unknown) => setOutputs((o) => ({ ...o, [id]: toPrintable(value) })),
    [],
  );

  const run = async (action: ExampleAction) => {
    const handle = handles.current[action.item];
    if (!handle) return;
    const args = (action.args ?? []).map((a) =>
      'control' in a ? resolveControlRef(def, a.control, state) : a.literal,
    );
    setBusy(action.id);
    setFailure(null);
    try {
      const method = handle[action.method] as (...a: unknown[]) => unknown;
      const result = await method.apply(handle, args);
      if (action.output) print(action.output, result ?? { status: 'done', at: new Date().toISOString() });
    } catch (error) {
      // A failing call is shown where its result would be; a warning, never an error, in the console.
      console.warn(`${action.method}() failed`, error);
      const message = error instanceof Error ? error.message : String(error);
      setFailure({ action: action.label, message });
      if (action.output) print(action.output, { error: message });
    } finally {
      setBusy(null);
    }
  };

  const controls = def.controls ?? [];
  const actions = def.actions ?? [];
  const facade = useFacade(!!pictures);
  // A picture asks for the live items itself, once its tooltip is painted (components/Facade).
  const wakeOffPicture = (e: React.SyntheticEvent) => {
    if (!(e.target as Element).closest('[data-facade]')) facade.wake();
  };
  return (
    // Touching or focusing anything of the example (a selector, an item's picture) asks for the live items; a
    // choice made meanwhile is in the state, which the live items draw.
    <div
      className={clsx(styles.example, `flex-example-${def.id}`)}
      data-example={def.id}
      onPointerDownCapture={pictures ? wakeOffPicture : undefined}
      onFocusCapture={pictures ? wakeOffPicture : undefined}
    >
      {/* Set as HTML: the production HTML minifier rewrites whitespace in <style>, which React would report
          as a hydration mismatch if it were a text child. */}
      {def.css && (
        <style dangerouslySetInnerHTML={{ __html: scopeCss(def.css, `.flex-example-${def.id}`) }} />
      )}
      {(controls.length > 0 || actions.length > 0) && (
        <div className={styles.controls}>
          {controls.map((c) => (
            <div key={c.id} className={styles.control}>
              <label htmlFor={`${uid}-${c.id}`}>{c.label}</label>
              <select
                id={`${uid}-${c.id}`}
                className={styles.select}
                value={state[c.id] ?? c.default}
                onChange={(event) => {
                  facade.wake();
                  onStateChange({ ...state, [c.id]: event.target.value });
                }}
              >
                {c.choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {actions.map((a) => (
            <ActionButton key={a.id} action={a} busy={busy === a.id} onRun={() => void run(a)} />
          ))}
        </div>
      )}
      {failure && (
        <p className={styles.failure} role="alert" data-testid="example-failure">
          {failure.action}: {failure.message}
        </p>
      )}
      <div className={clsx(styles.grid, def.columns && def.columns > 1 && styles[`columns${def.columns}`])}>
        {def.items.map((item) => (
          <ItemBox
            key={item.id}
            definition={def}
            item={item}
            state={state}
            onHandle={(h) => (handles.current[item.id] = h)}
            onEvent={print}
            facade={facade}
            picture={pictures?.[item.id]}
          />
        ))}
      </div>
      {(def.showInputs ?? []).map((s) => {
        const item = def.items.find((i) => i.id === s.item)!;
        return (
          <section key={`${s.item}-${s.input}`} className={styles.output} aria-label={s.label}>
            <h2 className={styles.outputTitle}>{s.label}</h2>
            <pre className={styles.pre}>
              {JSON.stringify(itemInputs(def, item, state)[s.input] ?? null, null, 2)}
            </pre>
          </section>
        );
      })}
      {(def.outputs ?? []).map((o) => (
        <section key={o.id} className={styles.output} aria-label={o.label} data-output={o.id}>
          <h2 className={styles.outputTitle}>{o.label}</h2>
          <pre className={styles.pre} aria-live="polite">
            {o.id in outputs ? JSON.stringify(outputs[o.id], null, 2) : (o.placeholder ?? 'Nothing yet.')}
          </pre>
        </section>
      ))}
    </div>
  );
}

function ItemBox({
  definition,
  item,
  state,
  onHandle,
  onEvent,
  facade,
  picture,
}: {
  definition: ExampleDefinition;
  item: ExampleItem;
  state: ExampleState;
  onHandle(h: VizItemHandle | null): void;
  onEvent(output: string, payload: unknown): void;
  facade: Facade;
  picture?: FacadePicture;
}): React.JSX.Element | null {
  const query = mediaQueryOf(item);
  const visible = useMediaQuery(query);
  const inputs: VizItemInputs = useStable(
    useMemo(() => itemInputs(definition, item, state), [definition, item, state]),
  );
  const handlers = useMemo(() => {
    const h: Record<string, (e: unknown) => void> = {};
    for (const l of item.on ?? []) {
      const prop = `on${l.event.charAt(0).toUpperCase()}${l.event.slice(1)}`;
      h[prop] = (e: unknown) => onEvent(l.output, payloadOf(e));
    }
    return h;
  }, [item, onEvent]);
  if (!visible) return null;
  return (
    <div
      className={clsx(
        styles.item,
        item.size === 'number' ? styles.itemNumber : styles.itemChart,
        item.span && item.span > 1 && styles[`span${item.span}`],
        item.resizable && styles.resizable,
      )}
      data-item={item.id}
      style={ROUNDED_ITEM}
    >
      {picture ? (
        <FacadeItem facade={facade} picture={picture}>
          <VizItem ref={onHandle} {...inputs} {...handlers} />
        </FacadeItem>
      ) : (
        <VizItem ref={onHandle} {...inputs} {...handlers} />
      )}
    </div>
  );
}

/** Prefixes each top-level selector of the example's CSS with the example's class (CSS from the definition). */
export function scopeCss(css: string, scope: string): string {
  return css
    .replace(/(^|})\s*([^{}@]+)\{/g, (_, close: string, selectors: string) => {
      const scoped = selectors
        .split(',')
        .map((s) => `${scope} ${s.trim().replace(/^\.example\b\s*/, '')}`)
        .join(', ');
      return `${close}${scoped}{`;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
