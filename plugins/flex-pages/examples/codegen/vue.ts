/** Vue 3 (Vite, <script setup> with TypeScript) version of an example: src/App.vue (+ src/example.css). */
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
  html,
  initialStateLiteral,
  inputsOf,
  itemClass,
  kebab,
  keyType,
  mediaQueries,
  mediaQueryOf,
  usesState,
} from './plan';

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
  const t: string[] = [];

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
        const name = `current${cap(item.id)}${cap(input.field)}`;
        const value = expr.startsWith('{') ? `(${expr})` : expr;
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
    if (a.output) {
      body.push(`  const result = ${awaited(a, call)};`);
      body.push(`  ${a.output}.value = result ?? { status: 'done', at: new Date().toISOString() };`);
    } else body.push(`  ${awaited(a, call)};`);
    body.push('}');
  }

  t.push('<template>');
  t.push('  <div class="example">');
  if (controls.length || actions.length) {
    t.push('    <div class="controls">');
    for (const c of controls) {
      t.push('      <label class="control">');
      t.push(`        <span>${html(c.label)}</span>`);
      t.push(`        <select v-model="${c.id}">`);
      t.push(
        `          <option v-for="(choice, id) in ${choicesName(c.id)}" :key="id" :value="id">{{ choice.label }}</option>`,
      );
      t.push('        </select>');
      t.push('      </label>');
    }
    for (const a of actions)
      t.push(`      <button type="button" @click="${handlerName(a)}">${html(a.label)}</button>`);
    t.push('    </div>');
  }
  t.push(`    <div class="grid${def.columns && def.columns > 1 ? ` columns-${def.columns}` : ''}">`);
  for (const item of def.items) {
    const q = mediaQueryOf(item);
    const name = q ? queries.find((x) => x.query === q)!.name : null;
    t.push(`      <div${name ? ` v-if="${name}"` : ''} class="${itemClass(item)}">`);
    const attrs = itemAttrs.get(item.id)!;
    const one = `        <viz-item ${attrs.join(' ')}></viz-item>`;
    if (one.length <= 110) t.push(one);
    else {
      t.push('        <viz-item');
      for (const a of attrs) t.push(`          ${a}`);
      t.push('        ></viz-item>');
    }
    t.push('      </div>');
  }
  t.push('    </div>');
  for (const s of def.showInputs ?? []) {
    const input = inputsOf(
      def.items.find((i) => i.id === s.item)!,
      acc,
    ).find((i) => i.field === s.input);
    const expr = input?.deps.length ? `current${cap(s.item)}${cap(s.input)}` : (input?.expr ?? 'null');
    t.push('    <section class="output">');
    t.push(`      <h2>${html(s.label)}</h2>`);
    t.push(`      <pre>{{ JSON.stringify(${expr}, null, 2) }}</pre>`);
    t.push('    </section>');
  }
  for (const o of outputs) {
    t.push('    <section class="output">');
    t.push(`      <h2>${html(o.label)}</h2>`);
    t.push(
      `      <pre>{{ ${o.id} === null ? ${jsString(o.placeholder ?? 'Nothing yet.')} : JSON.stringify(${o.id}, null, 2) }}</pre>`,
    );
    t.push('    </section>');
  }
  t.push('  </div>');
  t.push('</template>');

  const lines: string[] = ['<script setup lang="ts">'];
  if (vue.size) lines.push(`import { ${[...vue].sort().join(', ')} } from 'vue';`);
  if (queries.length) lines.push(`import { useMediaQuery } from './useMediaQuery';`);
  const types = [...constantTypes(def), ...(referenced.size ? ['VizItemElement'] : [])].sort();
  if (types.length) lines.push(`import type { ${types.join(', ')} } from '@quantaloop/embed';`);
  lines.push(`import '@quantaloop/embed';`);
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
