/** Plain HTML + JavaScript version of an example: index.html (markup) and index.js (behaviour). */
import type { ExampleDefinition, FrameworkCodeFiles } from '../types';
import { jsString } from './literal';
import {
  argsOf,
  isAsync,
  choicesName,
  handlerName,
  html,
  inputsOf,
  itemClass,
  kebab,
  mediaQueries,
  mediaQueryOf,
  usesState,
} from './plan';
import { declarations, exampleMarkup, handlerStatements, type MarkupTemplate } from './skeleton';

export function generateHtml(def: ExampleDefinition): FrameworkCodeFiles {
  const acc = (id: string) => `state.${id}`;
  const controls = def.controls ?? [];
  const outputs = def.outputs ?? [];
  const actions = def.actions ?? [];
  const queries = mediaQueries(def);
  const m: string[] = [];
  const markup: MarkupTemplate = {
    classAttr: 'class',
    text: html,
    control: (c) => [
      '<label class="control">',
      `  <span>${html(c.label)}</span>`,
      `  <select id="${kebab(c.id)}"></select>`,
      '</label>',
    ],
    action: (a) => [`<button type="button" id="${kebab(a.id)}">${html(a.label)}</button>`],
    item: (item, _media, indent) => {
      const pad = ' '.repeat(indent);
      const attrs = [`id="${kebab(item.id)}"`];
      for (const input of inputsOf(item, acc)) {
        if (typeof input.literal === 'string' && !input.deps.length)
          attrs.push(`${kebab(input.field)}="${html(input.literal)}"`);
      }
      return [
        `${pad}<div class="${itemClass(item)}"${mediaQueryOf(item) ? ` id="${kebab(item.id)}-box"` : ''}>`,
        `${pad}  <viz-item ${attrs.join(' ')}></viz-item>`,
        `${pad}</div>`,
      ];
    },
    shownInput: (s) => `<pre id="${kebab(s.item)}-${s.input}-json"></pre>`,
    output: (o) => `<pre id="${kebab(o.id)}">${html(o.placeholder ?? 'Nothing yet.')}</pre>`,
  };
  const js: string[] = [];

  // Markup.
  m.push('<!doctype html>');
  m.push('<html lang="en">');
  m.push('  <head>');
  m.push('    <meta charset="utf-8" />');
  m.push('    <meta name="viewport" content="width=device-width, initial-scale=1" />');
  m.push(`    <title>${html(def.title)}</title>`);
  m.push('    <!-- No icon: the browser would ask for /favicon.ico, which the project does not have. -->');
  m.push('    <link rel="icon" href="data:," />');
  m.push('    <link rel="stylesheet" href="styles.css" />');
  if (def.css) m.push('    <link rel="stylesheet" href="example.css" />');
  m.push('  </head>');
  m.push('  <body>');
  m.push(...exampleMarkup(def, markup, 4));
  m.push('    <script type="module" src="index.js"></script>');
  m.push('  </body>');
  m.push('</html>');

  // Behaviour. Importing the package registers <viz-item>.
  js.push("import '@quantaloop/embed';", '');
  for (const block of declarations(def, false)) js.push(block, '');
  if (usesState(def)) js.splice(-1, 0, 'const state = { ...initialState };');
  for (const item of def.items) js.push(`const ${item.id} = document.getElementById('${kebab(item.id)}');`);
  js.push('');

  const staticSets: string[] = [];
  const dynamicSets: string[] = [];
  for (const item of def.items) {
    for (const input of inputsOf(item, acc, 2)) {
      if (typeof input.literal === 'string' && !input.deps.length) continue; // an attribute in the markup
      (input.deps.length ? dynamicSets : staticSets).push(`${item.id}.${input.field} = ${input.expr};`);
    }
  }
  const showSets = (def.showInputs ?? []).map(
    (s) =>
      `document.getElementById('${kebab(s.item)}-${s.input}-json').textContent = JSON.stringify(${s.item}.${s.input}, null, 2);`,
  );
  if (staticSets.length) {
    js.push('// Objects and arrays are passed as properties.');
    js.push(...staticSets);
    js.push('');
  }
  const needsRender = dynamicSets.length > 0 || (usesState(def) && showSets.length > 0);
  if (needsRender) {
    js.push('/** Applies the current selections to the chart items. */');
    js.push('function render() {');
    for (const s of [...dynamicSets, ...showSets]) js.push(`  ${s.replace(/\n/g, '\n  ')}`);
    js.push('}');
    js.push('');
  } else if (showSets.length) {
    js.push(...showSets);
    js.push('');
  }
  if (usesState(def)) {
    js.push('function fillSelect(id, choices, key) {');
    js.push('  const select = document.getElementById(id);');
    js.push('  for (const [value, choice] of Object.entries(choices)) {');
    js.push('    select.add(new Option(choice.label, value, false, value === state[key]));');
    js.push('  }');
    js.push("  select.addEventListener('change', () => {");
    js.push('    state[key] = select.value;');
    if (needsRender) js.push('    render();');
    js.push('  });');
    js.push('}');
    js.push('');
    for (const c of controls) js.push(`fillSelect('${kebab(c.id)}', ${choicesName(c.id)}, '${c.id}');`);
    if (needsRender) js.push('render();');
    js.push('');
  }

  if (queries.length) {
    js.push('// Items shown only on some screen widths.');
    for (const q of queries) {
      js.push(`const ${q.name} = window.matchMedia(${jsString(q.query)});`);
    }
    js.push('function applyWidth() {');
    for (const item of def.items) {
      const q = mediaQueryOf(item);
      if (q)
        js.push(
          `  document.getElementById('${kebab(item.id)}-box').hidden = !${queries.find((x) => x.query === q)!.name}.matches;`,
        );
    }
    js.push('}');
    for (const q of queries) js.push(`${q.name}.addEventListener('change', applyWidth);`);
    js.push('applyWidth();');
    js.push('');
  }

  if (outputs.length) {
    js.push('function print(id, value) {');
    js.push('  document.getElementById(id).textContent = JSON.stringify(value, null, 2);');
    js.push('}');
    js.push('');
  }
  for (const item of def.items) {
    for (const l of item.on ?? []) {
      js.push(
        `${item.id}.addEventListener('${l.event}', (event) => print('${kebab(l.output)}', event.detail));`,
      );
    }
  }
  if (def.items.some((i) => i.on?.length)) js.push('');
  for (const a of actions) {
    const call = `${a.item}.${a.method}(${argsOf(a, acc).join(', ')})`;
    js.push(
      `document.getElementById('${kebab(a.id)}').addEventListener('click', ${isAsync(a) ? 'async ' : ''}function ${handlerName(a)}() {`,
    );
    js.push(
      ...handlerStatements(a, call, (out, value) => `print('${kebab(out)}', ${value})`).map((l) => `  ${l}`),
    );
    js.push('});');
    js.push('');
  }

  const customFiles: Record<string, string> = {
    'index.html': m.join('\n') + '\n',
    'index.js': js.join('\n').trimEnd() + '\n',
  };
  if (def.css) customFiles['example.css'] = def.css.trim() + '\n';
  return { customFiles, stateFile: 'index.js' };
}
