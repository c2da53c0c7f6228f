/**
 * The code snippet of a chart reference page: one item with the playground's current inputs, per framework.
 * Smaller than an example: just the element and its inputs, imported the way the guides and the examples do
 * (`VizItem` from `@quantaloop/react-embed`; `@quantaloop/embed` registers the element elsewhere).
 */
import type { VizItemInputs } from '@quantaloop/viz-item/types';
import type { Framework } from '../types';
import { indentRest, toJs } from './literal';

const FIELDS = ['slots', 'options', 'filters', 'canFilter'] as const;

export function snippetFor(framework: Framework, inputs: VizItemInputs): { language: string; code: string } {
  const type = inputs.type ?? 'bar-chart';
  const data = FIELDS.filter((f) => inputs[f] !== undefined).map((f) => [f, inputs[f]] as const);
  const consts = data.map(([f, v]) => `const ${f} = ${toJs(v, 0, f.length + 9)};`).join('\n\n');
  switch (framework) {
    case 'react':
      return {
        language: 'tsx',
        code: [
          `import { VizItem } from '@quantaloop/react-embed';`,
          '',
          consts,
          '',
          'export default function Chart() {',
          '  return (',
          '    <div style={{ height: 400 }}>',
          `      <VizItem type="${type}"${data.map(([f]) => ` ${f}={${f}}`).join('')} />`,
          '    </div>',
          '  );',
          '}',
        ].join('\n'),
      };
    case 'angular':
      return {
        language: 'ts',
        code: [
          `import { Component, CUSTOM_ELEMENTS_SCHEMA } from '@angular/core';`,
          `import '@quantaloop/embed';`,
          '',
          consts,
          '',
          '@Component({',
          `  selector: 'app-chart',`,
          '  standalone: true,',
          '  schemas: [CUSTOM_ELEMENTS_SCHEMA],',
          '  template: `',
          '    <div style="height: 400px">',
          `      <viz-item type="${type}"${data.map(([f]) => ` [${f}]="${f}"`).join('')}></viz-item>`,
          '    </div>',
          '  `,',
          '})',
          'export class ChartComponent {',
          ...data.map(([f]) => `  protected readonly ${f} = ${f};`),
          '}',
        ].join('\n'),
      };
    case 'vue':
      return {
        language: 'html',
        code: [
          '<script setup lang="ts">',
          `import '@quantaloop/embed';`,
          '',
          consts,
          '</script>',
          '',
          '<template>',
          '  <div style="height: 400px">',
          `    <viz-item type="${type}"${data.map(([f]) => ` :${f}.prop="${f}"`).join('')}></viz-item>`,
          '  </div>',
          '</template>',
        ].join('\n'),
      };
    case 'html':
      return {
        language: 'html',
        code: [
          '<div style="height: 400px">',
          `  <viz-item id="chart" type="${type}"></viz-item>`,
          '</div>',
          '<script type="module">',
          `  import '@quantaloop/embed';`,
          '',
          `  const chart = document.getElementById('chart');`,
          ...data.map(([f, v]) => `  chart.${f} = ${indentRest(toJs(v, 2, f.length + 9), 0)};`),
          '</script>',
        ].join('\n'),
      };
  }
}
