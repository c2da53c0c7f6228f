/**
 * Options playground of a chart reference page: a form generated from the option definitions and a JSON
 * editor over { slots, options }. Valid input updates the preview and the code snippets; invalid input
 * shows what is wrong and keeps the last valid state.
 */
import React, { useEffect, useMemo, useState } from 'react';
import clsx from 'clsx';
import type { OptionDefinition } from '@quantaloop/viz-item/definitions/types';
import { checkPlayground, getOption, setOption, type PlaygroundValue, type SlotInfo } from './options';
import styles from './styles.module.css';
import editorColours from '@site/src/dashboard/editor/colours.module.css';

interface Props {
  value: PlaygroundValue;
  initial: PlaygroundValue;
  slots: SlotInfo[];
  options: OptionDefinition[];
  onChange(value: PlaygroundValue): void;
}

const pretty = (v: unknown) => JSON.stringify(v, null, 2);

// CodeMirror and the JSON parser come with the JSON tab: a chart page that is only read loads neither.
// Text only reaches onText from the editor, so the parser is always loaded by then.
let parsePlaygroundJson: typeof import('./parse-json').parsePlaygroundJson | undefined;
type EditorModule = typeof import('./JsonEditor');
type EditorState = { kind: 'loading' } | { kind: 'ready'; module: EditorModule } | { kind: 'failed' };

/**
 * The JSON editor's code, loaded when the JSON tab opens. When it cannot load (offline), the tab says so and
 * offers to try again (a failed chunk is fetched anew); the form keeps working meanwhile.
 */
function useJsonEditor(open: boolean): { state: EditorState; retry(): void } {
  const [state, setState] = useState<EditorState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    setState({ kind: 'loading' });
    import('./JsonEditor').then(
      (module) => {
        parsePlaygroundJson = module.parsePlaygroundJson;
        if (live) setState({ kind: 'ready', module });
      },
      (error: unknown) => {
        console.warn('[options playground] the JSON editor could not load', error);
        if (live) setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [open, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

export default function Playground({ value, initial, slots, options, onChange }: Props): React.JSX.Element {
  const [mode, setMode] = useState<'form' | 'json'>('form');
  const [text, setText] = useState(() => pretty(value));
  const [problems, setProblems] = useState<string[]>([]);
  const [syntaxError, setSyntaxError] = useState<{ line: number; column: number; message: string } | null>(
    null,
  );

  const apply = (next: PlaygroundValue) => {
    onChange(next);
    setText(pretty(next));
    setProblems([]);
    setSyntaxError(null);
  };

  const onText = (t: string) => {
    setText(t);
    if (!parsePlaygroundJson) return;
    const parsed = parsePlaygroundJson(t);
    setSyntaxError(parsed.error && parsed.at ? { ...parsed.at, message: parsed.error } : null);
    if (parsed.error) return setProblems([parsed.error]);
    const found = checkPlayground(parsed.value, slots, options);
    setProblems(found);
    if (found.length === 0) {
      const v = parsed.value as Partial<PlaygroundValue>;
      onChange({ slots: v.slots ?? [], options: v.options ?? {} });
    }
  };

  const formGroups = useMemo(() => options.filter((o) => o.implemented && hasFormFields(o)), [options]);
  const editor = useJsonEditor(mode === 'json');
  const JsonEditor = editor.state.kind === 'ready' ? editor.state.module.default : null;

  return (
    <div className={styles.playground}>
      <div className={styles.playgroundBar}>
        <div className={styles.modeTabs} role="tablist" aria-label="Edit options with">
          <button
            type="button"
            role="tab"
            aria-selected={mode === 'form'}
            className={clsx(styles.modeTab, mode === 'form' && styles.modeTabActive)}
            onClick={() => setMode('form')}
          >
            Form
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={mode === 'json'}
            className={clsx(styles.modeTab, mode === 'json' && styles.modeTabActive)}
            onClick={() => {
              if (problems.length === 0) setText(pretty(value));
              setMode('json');
            }}
          >
            JSON
          </button>
        </div>
        <button type="button" className="button button--sm button--link" onClick={() => apply(initial)}>
          Reset
        </button>
      </div>

      {mode === 'json' ? (
        <div className={styles.jsonPane}>
          {editor.state.kind === 'loading' && <p className={styles.jsonLoading}>Loading the editor…</p>}
          {editor.state.kind === 'failed' && (
            <p className={styles.jsonLoading} role="alert">
              The JSON editor could not load (are you offline?). The form still works.{' '}
              <button type="button" className="button button--sm button--secondary" onClick={editor.retry}>
                Try again
              </button>
            </p>
          )}
          {JsonEditor && (
            <div
              className={clsx(styles.json, editorColours.colours, problems.length > 0 && styles.jsonInvalid)}
            >
              <JsonEditor
                value={text}
                onChange={onText}
                error={syntaxError}
                label="Slots and options as JSON"
                describedBy="playground-problems"
                invalid={problems.length > 0}
              />
            </div>
          )}
          <div id="playground-problems" aria-live="polite">
            {problems.length > 0 ? (
              <div className={styles.problems} role="alert">
                <strong>Not applied:</strong>
                <ul>
                  {problems.slice(0, 6).map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className={styles.ok}>Valid: the preview and the code show these inputs.</p>
            )}
          </div>
        </div>
      ) : (
        <div className={styles.form}>
          {formGroups.map((group) => (
            <OptionField
              key={group.name}
              def={group}
              path={[group.name]}
              options={value.options}
              onChange={(o) => apply({ ...value, options: o })}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function isSimple(def: OptionDefinition): boolean {
  return (
    def.implemented &&
    (def.type === 'boolean' ||
      def.type === 'enum' ||
      def.type === 'number' ||
      def.type === 'color' ||
      def.type === 'string')
  );
}

function hasFormFields(def: OptionDefinition): boolean {
  if (isSimple(def)) return true;
  return def.type === 'object' && Object.values(def.properties ?? {}).some((p) => isSimple(p));
}

function OptionField({
  def,
  path,
  options,
  onChange,
}: {
  def: OptionDefinition;
  path: string[];
  options: Record<string, unknown>;
  onChange(options: Record<string, unknown>): void;
}): React.JSX.Element | null {
  const id = `opt-${path.join('-')}`;
  const current = getOption(options, path);
  const set = (v: unknown) => onChange(setOption(options, path, v));
  if (def.type === 'object') {
    const children = Object.values(def.properties ?? {}).filter(isSimple);
    return (
      <fieldset className={styles.fieldset}>
        <legend>{path.join('.')}</legend>
        {def.description && <p className={styles.fieldHelp}>{def.description}</p>}
        {children.map((c) => (
          <OptionField key={c.name} def={c} path={[...path, c.name]} options={options} onChange={onChange} />
        ))}
      </fieldset>
    );
  }
  const label = (
    <label htmlFor={id} className={styles.fieldLabel}>
      {path.length > 1 ? path[path.length - 1] : path[0]}
    </label>
  );
  // What the option does, under its field (it used to hide in a tooltip).
  const helpId = def.description ? `${id}-help` : undefined;
  const help = def.description ? (
    <p id={helpId} className={styles.fieldHelp}>
      {def.description}
    </p>
  ) : null;
  // The other types: a labelled control, its help below.
  const control = { id, 'aria-describedby': helpId, className: styles.input };
  const placeholder = def.default === undefined ? '' : String(def.default);
  const field = (input: React.JSX.Element) => (
    <div className={styles.field}>
      {label}
      {input}
      {help}
    </div>
  );
  switch (def.type) {
    case 'boolean': {
      const checked = typeof current === 'boolean' ? current : def.default === true;
      return (
        <div className={clsx(styles.field, styles.fieldInline)}>
          <input
            id={id}
            type="checkbox"
            checked={checked}
            aria-describedby={helpId}
            onChange={(e) => set(e.target.checked)}
          />
          {label}
          {help}
        </div>
      );
    }
    case 'enum':
      return field(
        <select
          {...control}
          value={current === undefined ? '' : String(current)}
          onChange={(e) => set(e.target.value === '' ? undefined : e.target.value)}
        >
          <option value="">
            {def.default === undefined ? '(not set)' : `(default: ${String(def.default)})`}
          </option>
          {(def.values ?? []).map((v) => (
            <option key={String(v)} value={String(v)}>
              {String(v)}
            </option>
          ))}
        </select>,
      );
    case 'number':
      return field(
        <input
          {...control}
          type="number"
          min={def.min}
          max={def.max}
          placeholder={placeholder}
          value={typeof current === 'number' ? current : ''}
          onChange={(e) => {
            const n = e.target.valueAsNumber;
            if (e.target.value === '') set(undefined);
            else if (Number.isFinite(n))
              set(Math.min(def.max ?? Infinity, Math.max(def.min ?? -Infinity, n)));
          }}
        />,
      );
    default:
      return field(
        <input
          {...control}
          type="text"
          placeholder={placeholder}
          value={typeof current === 'string' ? current : ''}
          onChange={(e) => set(e.target.value === '' ? undefined : e.target.value)}
        />,
      );
  }
}
