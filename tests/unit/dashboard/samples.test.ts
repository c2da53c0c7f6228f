/* eslint-disable @typescript-eslint/no-explicit-any -- walks parsed JSON and schema objects of any shape */
import { SAMPLES, sampleText } from '@site/src/dashboard/samples';
import { validateDocument } from './helpers';

describe('sample dashboards', () => {
  it('has several samples with unique ids', () => {
    expect(SAMPLES.length).toBeGreaterThanOrEqual(4);
    expect(new Set(SAMPLES.map((s) => s.id)).size).toBe(SAMPLES.length);
  });

  it.each(SAMPLES.map((s) => [s.id, s] as const))(
    '%s validates without errors or warnings',
    (_id, sample) => {
      const result = validateDocument(sampleText(sample));
      expect(result.diagnostics.map((d) => `${d.line}: ${d.message}`)).toEqual([]);
      expect(result.parsed).toBe(true);
    },
  );

  it('together use many item types, including filters, maps, numbers, tables and media', () => {
    const types = new Set<string>();
    for (const s of SAMPLES)
      for (const v of (s.document as any).views) for (const i of v.items) types.add(i.type);
    expect(types.size).toBeGreaterThanOrEqual(15);
    for (const t of [
      'dropdown-filter',
      'choropleth-map',
      'evolution-number',
      'regular-table',
      'text',
      'video',
    ])
      expect(types).toContain(t);
  });
});
