/** Angular (standalone component, signals) version of an example: src/app/app.component.ts (+ example.css). */
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

/** Text inside a template literal. */
const tpl = (s: string) => s.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

export function generateAngular(def: ExampleDefinition): FrameworkCodeFiles {
  const acc = (id: string) => `this.${id}()`;
  const controls = def.controls ?? [];
  const outputs = def.outputs ?? [];
  const actions = def.actions ?? [];
  const queries = mediaQueries(def);
  const referenced = new Set(actions.map((a) => a.item));
  const ng = new Set<string>(['Component', 'CUSTOM_ELEMENTS_SCHEMA']);
  const fields: string[] = [];
  const methods: string[] = [];
  const t: string[] = [];

  for (const c of controls) {
    ng.add('signal');
    fields.push(
      `  protected readonly ${c.id}List = Object.entries(${choicesName(c.id)}).map(([id, choice]) => ({ id, label: choice.label }));`,
    );
    fields.push(`  protected readonly ${c.id} = signal<${keyType(c.id)}>(initialState.${c.id});`);
  }
  for (const o of outputs) {
    ng.add('signal');
    fields.push(`  protected readonly ${o.id} = signal<unknown>(null);`);
  }
  for (const q of queries) fields.push(`  protected readonly ${q.name} = mediaQuery(${jsString(q.query)});`);
  for (const item of def.items) {
    if (!referenced.has(item.id)) continue;
    ng.add('ElementRef');
    ng.add('viewChild');
    fields.push(`  private readonly ${item.id} = viewChild<ElementRef<VizItemElement>>('${item.id}');`);
  }

  // Item elements; inputs that depend on the selections are computed signals.
  const itemTags = new Map<string, string[]>();
  const declared = new Set<string>();
  for (const item of def.items) {
    const attrs: string[] = [];
    if (referenced.has(item.id)) attrs.push(`#${item.id}`);
    for (const input of inputsOf(item, acc, 4)) {
      if (typeof input.literal === 'string') {
        attrs.push(`${kebab(input.field)}="${html(input.literal)}"`);
        continue;
      }
      if (input.deps.length) {
        ng.add('computed');
        const name = `current${cap(item.id)}${cap(input.field)}`;
        const value = input.expr.startsWith('{') ? `(${input.expr})` : input.expr;
        fields.push(`  protected readonly ${name} = computed(() => ${value});`);
        declared.add(name);
        attrs.push(`[${input.field}]="${name}()"`);
      } else {
        if (!declared.has(input.expr) && input.literal === undefined) {
          fields.push(`  protected readonly ${input.expr} = ${input.expr};`);
          declared.add(input.expr);
        }
        attrs.push(
          input.literal === undefined
            ? `[${input.field}]="${input.expr}"`
            : `[${input.field}]="${html(input.expr)}"`,
        );
      }
    }
    for (const l of item.on ?? []) attrs.push(`(${l.event})="${l.output}.set($any($event).detail)"`);
    itemTags.set(item.id, attrs);
  }

  for (const a of actions) {
    const call = `this.${a.item}()?.nativeElement.${a.method}(${argsOf(a, acc).join(', ')})`;
    methods.push('');
    methods.push(
      isAsync(a)
        ? `  protected async ${handlerName(a)}(): Promise<void> {`
        : `  protected ${handlerName(a)}(): void {`,
    );
    if (a.output) {
      methods.push(`    const result = ${awaited(a, call)};`);
      methods.push(`    this.${a.output}.set(result ?? { status: 'done', at: new Date().toISOString() });`);
    } else methods.push(`    ${awaited(a, call)};`);
    methods.push('  }');
  }

  // Template.
  t.push('<div class="example">');
  if (controls.length || actions.length) {
    t.push('  <div class="controls">');
    for (const c of controls) {
      t.push('    <label class="control">');
      t.push(`      <span>${html(c.label)}</span>`);
      t.push(`      <select (change)="${c.id}.set($any($event.target).value)">`);
      t.push(`        @for (choice of ${c.id}List; track choice.id) {`);
      t.push(
        `          <option [value]="choice.id" [selected]="choice.id === ${c.id}()">{{ choice.label }}</option>`,
      );
      t.push('        }');
      t.push('      </select>');
      t.push('    </label>');
    }
    for (const a of actions)
      t.push(`    <button type="button" (click)="${handlerName(a)}()">${html(a.label)}</button>`);
    t.push('  </div>');
  }
  t.push(`  <div class="grid${def.columns && def.columns > 1 ? ` columns-${def.columns}` : ''}">`);
  for (const item of def.items) {
    const q = mediaQueryOf(item);
    const name = q ? queries.find((x) => x.query === q)!.name : null;
    const pad = name ? '      ' : '    ';
    if (name) t.push(`    @if (${name}()) {`);
    t.push(`${pad}<div class="${itemClass(item)}">`);
    const attrs = itemTags.get(item.id)!;
    const one = `${pad}  <viz-item ${attrs.join(' ')}></viz-item>`;
    if (one.length <= 110) t.push(one);
    else {
      t.push(`${pad}  <viz-item`);
      for (const a of attrs) t.push(`${pad}    ${a}`);
      t.push(`${pad}  ></viz-item>`);
    }
    t.push(`${pad}</div>`);
    if (name) t.push('    }');
  }
  t.push('  </div>');
  for (const s of def.showInputs ?? []) {
    const input = inputsOf(
      def.items.find((i) => i.id === s.item)!,
      acc,
    ).find((i) => i.field === s.input);
    const expr = input?.deps.length ? `current${cap(s.item)}${cap(s.input)}()` : (input?.expr ?? 'null');
    t.push('  <section class="output">');
    t.push(`    <h2>${html(s.label)}</h2>`);
    t.push(`    <pre>{{ ${expr} | json }}</pre>`);
    t.push('  </section>');
  }
  for (const o of outputs) {
    t.push('  <section class="output">');
    t.push(`    <h2>${html(o.label)}</h2>`);
    t.push(
      `    <pre>{{ ${o.id}() === null ? ${jsString(o.placeholder ?? 'Nothing yet.')} : (${o.id}() | json) }}</pre>`,
    );
    t.push('  </section>');
  }
  t.push('</div>');

  const usesJson = outputs.length > 0 || (def.showInputs?.length ?? 0) > 0;
  const lines: string[] = [];
  lines.push(`import { ${[...ng].sort((a, b) => a.localeCompare(b)).join(', ')} } from '@angular/core';`);
  if (def.css) lines.splice(0, 1, lines[0]!.replace(' } from', ', ViewEncapsulation } from'));
  if (usesJson) lines.push(`import { JsonPipe } from '@angular/common';`);
  if (queries.length) lines.push(`import { mediaQuery } from './media-query';`);
  const types = [...constantTypes(def), ...(referenced.size ? ['VizItemElement'] : [])].sort();
  if (types.length) lines.push(`import type { ${types.join(', ')} } from '@quantaloop/embed';`);
  lines.push(`import '@quantaloop/embed';`);
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
  lines.push('@Component({');
  lines.push(`  selector: 'app-root',`);
  lines.push('  standalone: true,');
  if (usesJson) lines.push('  imports: [JsonPipe],');
  lines.push(
    '  // <viz-item> is a custom element: Angular passes its inputs as properties and listens to its DOM events.',
  );
  lines.push('  schemas: [CUSTOM_ELEMENTS_SCHEMA],');
  if (def.css) {
    lines.push(`  styleUrls: ['./example.css'],`);
    lines.push('  encapsulation: ViewEncapsulation.None,');
  }
  lines.push('  template: `');
  for (const l of t) lines.push(`    ${tpl(l)}`);
  lines.push('  `,');
  lines.push('})');
  lines.push('export class AppComponent {');
  lines.push(...fields);
  lines.push(...methods);
  lines.push('}');

  const customFiles: Record<string, string> = { 'src/app/app.component.ts': lines.join('\n') + '\n' };
  if (def.css) customFiles['src/app/example.css'] = def.css.trim() + '\n';
  return { customFiles, stateFile: 'src/app/app.component.ts' };
}
