/**
 * React (Vite, TypeScript) version of an example: src/App.tsx plus src/example.css when needed. It uses
 * `@quantaloop/react-embed` as the guides do: handlers get the element's CustomEvent, refs get the element.
 */
import type { ExampleDefinition, FrameworkCodeFiles } from '../types';
import { jsString } from './literal';
import {
  argsOf,
  isAsync,
  choicesName,
  handlerName,
  inputsOf,
  itemClass,
  keyType,
  mediaQueries,
  refName,
} from './plan';
import {
  declarations,
  derived,
  embedTypesImport,
  exampleMarkup,
  handlerStatements,
  placeholderLiteral,
  shownInputExpr,
  type MarkupTemplate,
} from './skeleton';

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
        const { name, value } = derived(item, input);
        hooks.add('useMemo');
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
    body.push(
      ...handlerStatements(a, call, (out, value) => `${setter(out)}(${value})`).map((l) => `    ${l}`),
    );
    body.push('  }');
  }

  // Imports and constants.
  const reactImports = [...hooks].sort();
  if (reactImports.length) lines.push(`import { ${reactImports.join(', ')} } from 'react';`);
  lines.push(`import { VizItem } from '@quantaloop/react-embed';`);
  lines.push(...embedTypesImport(def, referenced.size > 0));
  if (queries.length) lines.push(`import { useMediaQuery } from './useMediaQuery';`);
  if (def.css) lines.push(`import './example.css';`);
  for (const block of declarations(def)) lines.push('', block);

  lines.push('');
  lines.push('export default function App() {');
  lines.push(...body);
  if (body.length) lines.push('');
  lines.push('  return (');
  const markup: MarkupTemplate = {
    classAttr: 'className',
    text: (s) => s,
    control: (c) => [
      '<label className="control">',
      `  <span>${c.label}</span>`,
      `  <select value={${c.id}} onChange={(event) => ${setter(c.id)}(event.target.value as ${keyType(c.id)})}>`,
      `    {Object.entries(${choicesName(c.id)}).map(([id, choice]) => (`,
      '      <option key={id} value={id}>',
      '        {choice.label}',
      '      </option>',
      '    ))}',
      '  </select>',
      '</label>',
    ],
    action: (a) => [`<button type="button" onClick={${handlerName(a)}}>`, `  ${a.label}`, '</button>'],
    item: (item, media, indent) => {
      const pad = ' '.repeat(media ? indent + 2 : indent);
      return [
        ...(media ? [`${' '.repeat(indent)}{${media} && (`] : []),
        `${pad}<div className="${itemClass(item)}">`,
        jsxElement('VizItem', itemProps.get(item.id)!, pad.length + 2),
        `${pad}</div>`,
        ...(media ? [`${' '.repeat(indent)})}`] : []),
      ];
    },
    shownInput: (s) => `<pre>{JSON.stringify(${shownInputExpr(def, s, acc)}, null, 2)}</pre>`,
    output: (o) =>
      `<pre>{${o.id} === null ? ${placeholderLiteral(o)} : JSON.stringify(${o.id}, null, 2)}</pre>`,
  };
  lines.push(...exampleMarkup(def, markup, 4));
  lines.push('  );');
  lines.push('}');

  const customFiles: Record<string, string> = { 'src/App.tsx': lines.join('\n') + '\n' };
  if (def.css) customFiles['src/example.css'] = def.css.trim() + '\n';
  return { customFiles, stateFile: 'src/App.tsx' };
}
