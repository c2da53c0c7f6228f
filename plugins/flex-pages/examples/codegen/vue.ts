/** Vue 3 (Vite, <script setup> with TypeScript) version of an example: src/App.vue (+ src/example.css). */
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
  keyType,
  mediaQueries,
} from './plan';
import {
  declarations,
  derived,
  embedTypesImport,
  exampleMarkup,
  handlerStatements,
  placeholderLiteral,
  shownInputExpr,
  vizItemTag,
  type MarkupTemplate,
} from './skeleton';

export function generateVue(def: ExampleDefinition): FrameworkCodeFiles {
  const acc = (id: string) => `${id}.value`;
  const controls = def.controls ?? [];
  const outputs = def.outputs ?? [];
  const actions = def.actions ?? [];
  const queries = mediaQueries(def);
  const vue = new Set<string>();
  const listeners = def.items.filter((i) => (i.on?.length ?? 0) > 0);
  const referenced = new Set([...actions.map((a) => a.item), ...listeners.map((i) => i.id)]);
  const body: string[] = [];

  for (const c of controls) {
    vue.add('ref');
    body.push(`const ${c.id} = ref<${keyType(c.id)}>(initialState.${c.id});`);
  }
  for (const o of outputs) {
    vue.add('ref');
    body.push(`const ${o.id} = ref<unknown>(null);`);
  }
  for (const q of queries) body.push(`const ${q.name} = useMediaQuery(${jsString(q.query)});`);
  for (const item of def.items) {
    if (!referenced.has(item.id)) continue;
    vue.add('ref');
    body.push(`const ${item.id} = ref<VizItemElement | null>(null);`);
  }

  const itemAttrs = new Map<string, string[]>();
  for (const item of def.items) {
    const attrs: string[] = [];
    if (referenced.has(item.id)) attrs.push(`ref="${item.id}"`);
    for (const input of inputsOf(item, acc, 0)) {
      if (typeof input.literal === 'string') {
        attrs.push(`${kebab(input.field)}="${html(input.literal)}"`);
        continue;
      }
      let expr = input.expr;
      if (input.deps.length) {
        vue.add('computed');
        const { name, value } = derived(item, input);
        body.push(`const ${name} = computed(() => ${value});`);
        expr = name;
      }
      // .prop: pass objects as properties, not as (stringified) attributes.
      attrs.push(`:${input.field}.prop="${html(expr)}"`);
    }
    itemAttrs.set(item.id, attrs);
  }

  if (listeners.length) {
    vue.add('onMounted');
    body.push('');
    body.push(
      '// The events are DOM CustomEvents with camelCase names, so they are listened to on the element itself.',
    );
    body.push('onMounted(() => {');
    for (const item of listeners) {
      for (const l of item.on ?? []) {
        body.push(`  ${item.id}.value?.addEventListener('${l.event}', (event) => {`);
        body.push(`    ${l.output}.value = (event as CustomEvent).detail;`);
        body.push('  });');
      }
    }
    body.push('});');
  }

  for (const a of actions) {
    const call = `${a.item}.value?.${a.method}(${argsOf(a, acc).join(', ')})`;
    body.push('');
    body.push(`${isAsync(a) ? 'async ' : ''}function ${handlerName(a)}() {`);
    body.push(...handlerStatements(a, call, (out, value) => `${out}.value = ${value}`).map((l) => `  ${l}`));
    body.push('}');
  }

  const markup: MarkupTemplate = {
    classAttr: 'class',
    text: html,
    control: (c) => [
      '<label class="control">',
      `  <span>${html(c.label)}</span>`,
      `  <select v-model="${c.id}">`,
      `    <option v-for="(choice, id) in ${choicesName(c.id)}" :key="id" :value="id">{{ choice.label }}</option>`,
      '  </select>',
      '</label>',
    ],
    action: (a) => [`<button type="button" @click="${handlerName(a)}">${html(a.label)}</button>`],
    item: (item, media, indent) => {
      const pad = ' '.repeat(indent);
      const attrs = itemAttrs.get(item.id)!;
      return [
        `${pad}<div${media ? ` v-if="${media}"` : ''} class="${itemClass(item)}">`,
        ...vizItemTag(attrs, `${pad}  `),
        `${pad}</div>`,
      ];
    },
    shownInput: (s) => `<pre>{{ JSON.stringify(${shownInputExpr(def, s, acc)}, null, 2) }}</pre>`,
    output: (o) =>
      `<pre>{{ ${o.id} === null ? ${placeholderLiteral(o)} : JSON.stringify(${o.id}, null, 2) }}</pre>`,
  };
  const t = ['<template>', ...exampleMarkup(def, markup, 2), '</template>'];

  const lines: string[] = ['<script setup lang="ts">'];
  if (vue.size) lines.push(`import { ${[...vue].sort().join(', ')} } from 'vue';`);
  if (queries.length) lines.push(`import { useMediaQuery } from './useMediaQuery';`);
  lines.push(...embedTypesImport(def, referenced.size > 0));
  lines.push(`import '@quantaloop/embed';`);
  if (def.css) lines.push(`import './example.css';`);
  for (const block of declarations(def)) lines.push('', block);
  if (body.length) {
    lines.push('');
    lines.push(...body);
  }
  lines.push('</script>');
  lines.push('');
  lines.push(...t);

  const customFiles: Record<string, string> = { 'src/App.vue': lines.join('\n') + '\n' };
  if (def.css) customFiles['src/example.css'] = def.css.trim() + '\n';
  return { customFiles, stateFile: 'src/App.vue' };
}
