import { findCycles } from '../../../api/graph-cycles.mjs';

const edges = (graph: Record<string, string[]>) => (node: string) => graph[node] ?? [];
const sorted = (cycles: string[][]) => cycles.map((c) => [...c].sort()).sort();

describe('findCycles', () => {
  test('finds each cycle once, a self-loop included, and leaves acyclic nodes out', () => {
    const graph = { a: ['b'], b: ['c', 'd'], c: ['a'], d: ['d', 'e'], e: [], f: ['a'] };
    expect(sorted(findCycles(Object.keys(graph), edges(graph)))).toEqual([['a', 'b', 'c'], ['d']]);
  });

  test('a graph without cycles has none', () => {
    const graph = { a: ['b', 'c'], b: ['c'], c: [] };
    expect(findCycles(Object.keys(graph), edges(graph))).toEqual([]);
  });

  test('asks for each node its edges once, and reports every edge to a node already reached', () => {
    const graph = { a: ['b', 'c'], b: ['c'], c: ['a'] };
    const asked: string[] = [];
    const again: string[] = [];
    const cycles = findCycles(
      ['a'],
      (node) => {
        asked.push(node);
        return graph[node as keyof typeof graph];
      },
      (node) => again.push(node),
    );
    expect(asked.sort()).toEqual(['a', 'b', 'c']);
    expect(again.sort()).toEqual(['a', 'c']);
    expect(sorted(cycles)).toEqual([['a', 'b', 'c']]);
  });

  test('a chain 100,000 deep does not overflow the call stack', () => {
    const n = 100_000;
    const next = (i: number) => (i + 1 < n ? [i + 1] : [0]);
    const [cycle, ...rest] = findCycles([0], next);
    expect(rest).toEqual([]);
    expect(cycle).toHaveLength(n);
  });
});
