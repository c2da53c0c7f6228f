/** Angular (standalone component, signals) version of an example: src/app/app.component.ts (+ example.css). */
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
        const { name, value } = derived(item, input);
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
    methods.push(
      ...handlerStatements(a, call, (out, value) => `this.${out}.set(${value})`).map((l) => `    ${l}`),
    );
    methods.push('  }');
  }

  // Template.
  const markup: MarkupTemplate = {
    classAttr: 'class',
    text: html,
    control: (c) => [
      '<label class="control">',
      `  <span>${html(c.label)}</span>`,
      `  <select (change)="${c.id}.set($any($event.target).value)">`,
      `    @for (choice of ${c.id}List; track choice.id) {`,
      `      <option [value]="choice.id" [selected]="choice.id === ${c.id}()">{{ choice.label }}</option>`,
      '    }',
      '  </select>',
      '</label>',
    ],
    action: (a) => [`<button type="button" (click)="${handlerName(a)}()">${html(a.label)}</button>`],
    item: (item, media, indent) => {
      const pad = ' '.repeat(media ? indent + 2 : indent);
      const attrs = itemTags.get(item.id)!;
      return [
        ...(media ? [`${' '.repeat(indent)}@if (${media}()) {`] : []),
        `${pad}<div class="${itemClass(item)}">`,
        ...vizItemTag(attrs, `${pad}  `),
        `${pad}</div>`,
        ...(media ? [`${' '.repeat(indent)}}`] : []),
      ];
    },
    shownInput: (s) => `<pre>{{ ${shownInputExpr(def, s, acc, '()')} | json }}</pre>`,
    output: (o) => `<pre>{{ ${o.id}() === null ? ${placeholderLiteral(o)} : (${o.id}() | json) }}</pre>`,
  };
  const t = exampleMarkup(def, markup, 0);

  const usesJson = outputs.length > 0 || (def.showInputs?.length ?? 0) > 0;
  const lines: string[] = [];
  lines.push(`import { ${[...ng].sort((a, b) => a.localeCompare(b)).join(', ')} } from '@angular/core';`);
  if (def.css) lines.splice(0, 1, lines[0]!.replace(' } from', ', ViewEncapsulation } from'));
  if (usesJson) lines.push(`import { JsonPipe } from '@angular/common';`);
  if (queries.length) lines.push(`import { mediaQuery } from './media-query';`);
  lines.push(...embedTypesImport(def, referenced.size > 0));
  lines.push(`import '@quantaloop/embed';`);
  for (const block of declarations(def)) lines.push('', block);
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
