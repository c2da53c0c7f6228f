/**
 * React (Vite, TypeScript) version of an example: src/App.tsx plus src/example.css when needed. It uses
 * `@quantaloop/react-embed` as the guides do: handlers get the element's CustomEvent, refs get the element.
 */
import { defaultState } from '../bindings';
import type { ExampleDefinition, FrameworkCodeFiles } from '../types';
import { jsString } from './literal';
import {
  argsOf,
  constantDeclaration,
  constantTypes,
  awaited,
  isAsync,
  cap,
  choicesName,
  constantsOf,
  handlerName,
  initialStateLiteral,
  inputsOf,
  itemClass,
  keyType,
  mediaQueries,
  mediaQueryOf,
  refName,
  usesState,
} from './plan';

const EVENT_PROPS: Record<string, string> = {
  load: 'onLoad',
  rendered: 'onRendered',
  exported: 'onExported',
  changedFilters: 'onChangedFilters',
  customEvent: 'onCustomEvent',
};

const setter = (id: string) => `set${id.charAt(0).toUpperCase()}${id.slice(1)}`;

function jsxElement(tag: string, props: string[], indent: number, selfClosing = true): string {
  const pad = ' '.repeat(indent);
  const one = `${pad}<${tag}${props.length ? ' ' + props.join(' ') : ''}${selfClosing ? ' />' : '>'}`;
  if (one.length <= 110 && !props.some((p) => p.includes('\n'))) return one;
  return `${pad}<${tag}\n${props.map((p) => `${pad}  ${p}`).join('\n')}\n${pad}${selfClosing ? '/>' : '>'}`;
}

export function generateReact(def: ExampleDefinition): FrameworkCodeFiles {
  const acc = (id: string) => id;
  const lines: string[] = [];
  const hooks = new Set<string>();
  const controls = def.controls ?? [];
  const outputs = def.outputs ?? [];
  const actions = def.actions ?? [];
  const queries = mediaQueries(def);
  if (controls.length || outputs.length) hooks.add('useState');
  if (actions.length) hooks.add('useRef');

  const body: string[] = [];
  for (const c of controls) {
    body.push(`  const [${c.id}, ${setter(c.id)}] = useState<${keyType(c.id)}>(initialState.${c.id});`);
  }
  for (const o of outputs) body.push(`  const [${o.id}, ${setter(o.id)}] = useState<unknown>(null);`);
  const referenced = new Set(actions.map((a) => a.item));
  for (const item of def.items) {
    if (referenced.has(item.id)) body.push(`  const ${refName(item)} = useRef<VizItemElement>(null);`);
  }
  for (const q of queries) body.push(`  const ${q.name} = useMediaQuery(${jsString(q.query)});`);

  // Inputs that depend on the selections are memoised so the chart only updates when they change.
  const itemProps = new Map<string, string[]>();
  for (const item of def.items) {
    const props: string[] = [];
    if (referenced.has(item.id)) props.push(`ref={${refName(item)}}`);
    for (const input of inputsOf(item, acc, 4)) {
      let expr = input.expr;
      if (input.deps.length) {
        const name = `current${cap(item.id)}${cap(input.field)}`;
        hooks.add('useMemo');
        const value = expr.startsWith('{') ? `(${expr})` : expr;
        body.push(`  const ${name} = useMemo(() => ${value}, [${input.deps.join(', ')}]);`);
        expr = name;
      }
      props.push(
        typeof input.literal === 'string' && !/["{}]/.test(input.literal)
          ? `${input.field}="${input.literal}"`
          : `${input.field}={${expr}}`,
      );
    }
    for (const l of item.on ?? [])
      props.push(`${EVENT_PROPS[l.event]}={(event) => ${setter(l.output)}(event.detail)}`);
    itemProps.set(item.id, props);
  }

  for (const a of actions) {
    const item = def.items.find((i) => i.id === a.item)!;
    const call = `${refName(item)}.current?.${a.method}(${argsOf(a, acc).join(', ')})`;
    body.push('');
    body.push(`  ${isAsync(a) ? 'async ' : ''}function ${handlerName(a)}() {`);
    if (a.output) {
      body.push(`    const result = ${awaited(a, call)};`);
      body.push(`    ${setter(a.output)}(result ?? { status: 'done', at: new Date().toISOString() });`);
    } else body.push(`    ${awaited(a, call)};`);
    body.push('  }');
  }

  // Imports and constants.
  const reactImports = [...hooks].sort();
  if (reactImports.length) lines.push(`import { ${reactImports.join(', ')} } from 'react';`);
  lines.push(`import { VizItem } from '@quantaloop/react-embed';`);
  const types = [...constantTypes(def), ...(referenced.size ? ['VizItemElement'] : [])].sort();
  if (types.length) lines.push(`import type { ${types.join(', ')} } from '@quantaloop/embed';`);
  if (queries.length) lines.push(`import { useMediaQuery } from './useMediaQuery';`);
  if (def.css) lines.push(`import './example.css';`);
  for (const c of constantsOf(def)) {
    lines.push('');
    lines.push(constantDeclaration(c));
  }
  if (usesState(def)) {
    lines.push('');
    lines.push('/** The selections the example starts with. */');
    lines.push(`const initialState = ${initialStateLiteral(defaultState(def))} as const;`);
  }

  lines.push('');
  lines.push('export default function App() {');
  lines.push(...body);
  if (body.length) lines.push('');
  lines.push('  return (');
  lines.push('    <div className="example">');
  if (controls.length || actions.length) {
    lines.push('      <div className="controls">');
    for (const c of controls) {
      lines.push('        <label className="control">');
      lines.push(`          <span>${c.label}</span>`);
      lines.push(
        `          <select value={${c.id}} onChange={(event) => ${setter(c.id)}(event.target.value as ${keyType(c.id)})}>`,
      );
      lines.push(`            {Object.entries(${choicesName(c.id)}).map(([id, choice]) => (`);
      lines.push('              <option key={id} value={id}>');
      lines.push('                {choice.label}');
      lines.push('              </option>');
      lines.push('            ))}');
      lines.push('          </select>');
      lines.push('        </label>');
    }
    for (const a of actions) {
      lines.push(`        <button type="button" onClick={${handlerName(a)}}>`);
      lines.push(`          ${a.label}`);
      lines.push('        </button>');
    }
    lines.push('      </div>');
  }
  lines.push(
    `      <div className="grid${def.columns && def.columns > 1 ? ` columns-${def.columns}` : ''}">`,
  );
  for (const item of def.items) {
    const q = mediaQueryOf(item);
    const name = q ? queries.find((x) => x.query === q)!.name : null;
    const indent = name ? 10 : 8;
    const pad = ' '.repeat(indent);
    if (name) lines.push(`        {${name} && (`);
    lines.push(`${pad}<div className="${itemClass(item)}">`);
    lines.push(jsxElement('VizItem', itemProps.get(item.id)!, indent + 2));
    lines.push(`${pad}</div>`);
    if (name) lines.push('        )}');
  }
  lines.push('      </div>');
  for (const s of def.showInputs ?? []) {
    const input = inputsOf(
      def.items.find((i) => i.id === s.item)!,
      acc,
    ).find((i) => i.field === s.input);
    const expr = input?.deps.length ? `current${cap(s.item)}${cap(s.input)}` : (input?.expr ?? 'null');
    lines.push('      <section className="output">');
    lines.push(`        <h2>${s.label}</h2>`);
    lines.push(`        <pre>{JSON.stringify(${expr}, null, 2)}</pre>`);
    lines.push('      </section>');
  }
  for (const o of outputs) {
    lines.push('      <section className="output">');
    lines.push(`        <h2>${o.label}</h2>`);
    lines.push(
      `        <pre>{${o.id} === null ? ${jsString(o.placeholder ?? 'Nothing yet.')} : JSON.stringify(${o.id}, null, 2)}</pre>`,
    );
    lines.push('      </section>');
  }
  lines.push('    </div>');
  lines.push('  );');
  lines.push('}');

  const customFiles: Record<string, string> = { 'src/App.tsx': lines.join('\n') + '\n' };
  if (def.css) customFiles['src/example.css'] = def.css.trim() + '\n';
  return { customFiles, stateFile: 'src/App.tsx' };
}
