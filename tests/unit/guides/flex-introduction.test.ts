import fs from 'node:fs';
import path from 'node:path';
import type { ExampleDefinition } from '../../../plugins/flex-pages/examples/types';
import { DOCS_DIR, ROOT, readDoc } from './doc-files';

/**
 * The Flex introduction shows one chart in code and sends the reader to "the examples". That link opens the
 * example running the same chart (same type, same slots, same columns by their labels, same aggregation), not
 * whichever example comes first, and the gallery is linked beside it.
 */

interface ShownSlot {
  name: string;
  entries: { label: string; aggregationFunc?: string }[];
}

/** The chart of the introduction's first code sample (the React tab): its type and slots. */
function introductionChart(body: string): { type: string; slots: ShownSlot[] } {
  const code = /```tsx\n([\s\S]*?)```/.exec(body)?.[1] ?? '';
  const type = /type="([\w-]+)"/.exec(code)?.[1] ?? '';
  const slotsCode = /const slots: Slot\[\] = \[([\s\S]*?)\n\];/.exec(code)?.[1] ?? '';
  const slots = slotsCode
    .split(/\n {2}\{\n {4}name: /)
    .slice(1)
    .map((part) => ({
      name: /^'([\w-]+)'/.exec(part)?.[1] ?? '',
      entries: [...part.matchAll(/\{\s*datasetId[\s\S]*?label: \{ en: '([^']+)' \}/g)].map((m) => ({
        label: m[1]!,
        aggregationFunc: /aggregationFunc: '(\w+)'/.exec(m[0])?.[1],
      })),
    }));
  return { type, slots };
}

const englishLabel = (label: unknown) =>
  typeof label === 'string' ? label : ((label as Record<string, string> | undefined)?.en ?? '');

function runsTheSameChart(def: ExampleDefinition, shown: { type: string; slots: ShownSlot[] }): boolean {
  return def.items.some((item) => {
    const slots = item.slots ?? [];
    if (item.type !== shown.type || slots.length !== shown.slots.length) return false;
    return shown.slots.every((s) => {
      const slot = slots.find((x) => x.name === s.name);
      return (
        slot !== undefined &&
        slot.content.length === s.entries.length &&
        s.entries.every((e, i) => {
          const entry = slot.content[i]!;
          return (
            englishLabel(entry.label).toLowerCase().includes(e.label.toLowerCase()) &&
            entry.aggregationFunc === e.aggregationFunc
          );
        })
      );
    });
  });
}

describe('Flex introduction', () => {
  const doc = readDoc(path.join(DOCS_DIR, 'flex--introduction.mdx'));
  const shown = introductionChart(doc.body);
  const dir = path.join(ROOT, 'plugins/flex-pages/examples/definitions');
  const defs = fs
    .readdirSync(dir)
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as ExampleDefinition);

  it('reads the chart its code shows', () => {
    expect(shown.type).toBe('column-chart');
    expect(shown.slots.map((s) => s.name)).toEqual(['x-axis', 'measure']);
    expect(shown.slots.every((s) => s.entries.length === 1)).toBe(true);
  });

  it('links "examples" to the example that runs the same chart, and links the gallery', () => {
    const matching = defs.filter((d) => runsTheSameChart(d, shown)).map((d) => d.id);
    expect(matching).toHaveLength(1);
    const link = /\[examples\]\(\/flex\/examples\/([\w-]+)\)/.exec(doc.body)?.[1];
    expect(link).toBe(matching[0]);
    expect(doc.body).toMatch(/\]\(\/flex\/gallery\)/);
  });
});
