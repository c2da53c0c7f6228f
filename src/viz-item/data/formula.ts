/**
 * Ad-hoc formulas: arithmetic over aggregates of column references written `{datasetId:columnId}`, e.g.
 * `SUM({sales:revenue}) / COUNT({sales:order_id})` (an average order value) or
 * `SUM({sales:profit}) / SUM({sales:revenue})`. A formula without aggregates (`{sales:revenue} - {sales:cost}`)
 * is computed per row and then aggregated with the slot's aggregationFunc.
 */
import { hasOwn } from '../../lib/own';

export class FormulaError extends Error {}

export type FormulaNode =
  | { kind: 'num'; value: number }
  | { kind: 'ref'; datasetId?: string; columnId: string }
  | { kind: 'agg'; fn: AggregateFn; arg: FormulaNode | null }
  | { kind: 'call'; fn: 'ABS' | 'ROUND' | 'SQRT' | 'POWER' | 'IFNULL'; args: FormulaNode[] }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode }
  | { kind: 'neg'; arg: FormulaNode };

export type AggregateFn = 'sum' | 'average' | 'count' | 'distinctcount' | 'min' | 'max' | 'median';

const AGGREGATES: Record<string, AggregateFn> = {
  SUM: 'sum',
  AVG: 'average',
  AVERAGE: 'average',
  MEAN: 'average',
  COUNT: 'count',
  DISTINCTCOUNT: 'distinctcount',
  COUNTDISTINCT: 'distinctcount',
  MIN: 'min',
  MAX: 'max',
  MEDIAN: 'median',
};
const SCALARS = new Set(['ABS', 'ROUND', 'SQRT', 'POWER', 'IFNULL']);

type Token =
  { t: 'num'; v: number } | { t: 'id'; v: string } | { t: 'ref'; v: string } | { t: 'op'; v: string };

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (/\s/.test(c)) i++;
    else if (/[0-9.]/.test(c)) {
      const m = /^\d*\.?\d+(?:e[+-]?\d+)?/i.exec(src.slice(i));
      if (!m) throw new FormulaError(`Unexpected "${c}" at position ${i + 1}`);
      out.push({ t: 'num', v: Number(m[0]) });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z_0-9]*/.exec(src.slice(i))!;
      out.push({ t: 'id', v: m[0].toUpperCase() });
      i += m[0].length;
    } else if (c === '{') {
      const end = src.indexOf('}', i);
      if (end < 0) throw new FormulaError(`Unclosed "{" at position ${i + 1}`);
      out.push({ t: 'ref', v: src.slice(i + 1, end).trim() });
      i = end + 1;
    } else if ('+-*/(),'.includes(c)) {
      out.push({ t: 'op', v: c });
      i++;
    } else throw new FormulaError(`Unexpected "${c}" at position ${i + 1}`);
  }
  return out;
}

/** Parses a formula into a tree; throws FormulaError with a readable message. */
export function parseFormula(src: string): FormulaNode {
  if (typeof src !== 'string' || !src.trim()) throw new FormulaError('The formula is empty');
  const tokens = tokenize(src);
  let pos = 0;
  const peek = () => tokens[pos];
  const expectOp = (v: string) => {
    const tok = tokens[pos];
    if (!tok || tok.t !== 'op' || tok.v !== v) throw new FormulaError(`Expected "${v}" in formula`);
    pos++;
  };
  // A left-associative level of binary operators, over the next (tighter-binding) level.
  const binary = (ops: readonly string[], next: () => FormulaNode) => (): FormulaNode => {
    let left = next();
    for (let tok = peek(); tok && tok.t === 'op' && ops.includes(tok.v); tok = peek()) {
      pos++;
      left = { kind: 'bin', op: tok.v as '+' | '-' | '*' | '/', left, right: next() };
    }
    return left;
  };
  const term = binary(['*', '/'], () => unary());
  const expr = binary(['+', '-'], term);
  const unary = (): FormulaNode => {
    const tok = peek();
    if (tok && tok.t === 'op' && tok.v === '-') {
      pos++;
      return { kind: 'neg', arg: unary() };
    }
    return primary();
  };
  const primary = (): FormulaNode => {
    const tok = tokens[pos++];
    if (!tok) throw new FormulaError('The formula ends too early');
    if (tok.t === 'num') return { kind: 'num', value: tok.v };
    if (tok.t === 'ref') {
      const parts = tok.v.split(':');
      if (parts.length > 2 || !parts[parts.length - 1])
        throw new FormulaError(`Bad column reference {${tok.v}}`);
      return parts.length === 2
        ? { kind: 'ref', datasetId: parts[0]!.trim(), columnId: parts[1]!.trim() }
        : { kind: 'ref', columnId: parts[0]!.trim() };
    }
    if (tok.t === 'op' && tok.v === '(') {
      const e = expr();
      expectOp(')');
      return e;
    }
    if (tok.t === 'id') {
      const fn = tok.v;
      expectOp('(');
      const args: FormulaNode[] = [];
      if (!(peek()?.t === 'op' && peek()?.v === ')')) {
        args.push(expr());
        while (peek()?.t === 'op' && peek()?.v === ',') {
          pos++;
          args.push(expr());
        }
      }
      expectOp(')');
      if (hasOwn(AGGREGATES, fn)) {
        if (args.length > 1) throw new FormulaError(`${fn} takes one argument`);
        if (args[0] && containsAggregate(args[0]))
          throw new FormulaError(`${fn} cannot contain another aggregate`);
        if (!args[0] && AGGREGATES[fn] !== 'count') throw new FormulaError(`${fn} needs a column`);
        return { kind: 'agg', fn: AGGREGATES[fn]!, arg: args[0] ?? null };
      }
      if (SCALARS.has(fn)) return { kind: 'call', fn: fn as 'ABS', args };
      throw new FormulaError(`Unknown function ${fn}`);
    }
    throw new FormulaError(`Unexpected "${tok.v}" in formula`);
  };
  const tree = expr();
  if (pos < tokens.length) throw new FormulaError(`Unexpected "${String(tokens[pos]!.v)}" in formula`);
  return tree;
}

/** The nodes a node reads: the walks below (references, aggregates) all go through the tree this way. */
function children(n: FormulaNode): FormulaNode[] {
  switch (n.kind) {
    case 'agg':
      return n.arg ? [n.arg] : [];
    case 'bin':
      return [n.left, n.right];
    case 'neg':
      return [n.arg];
    case 'call':
      return n.args;
    default:
      return [];
  }
}

export function containsAggregate(n: FormulaNode): boolean {
  return n.kind === 'agg' || children(n).some(containsAggregate);
}

/** Column references used by a formula. */
export function formulaRefs(
  n: FormulaNode,
  out: { datasetId?: string; columnId: string }[] = [],
): { datasetId?: string; columnId: string }[] {
  if (n.kind === 'ref') out.push({ datasetId: n.datasetId, columnId: n.columnId });
  for (const c of children(n)) formulaRefs(c, out);
  return out;
}

type Value = number | null;

function arith(op: string, a: Value, b: Value): Value {
  if (a === null || b === null) return null;
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    default:
      return b === 0 ? null : a / b;
  }
}

function scalar(fn: string, args: Value[]): Value {
  const [a, b] = args;
  switch (fn) {
    case 'ABS':
      return a === null || a === undefined ? null : Math.abs(a);
    case 'SQRT':
      return a === null || a === undefined || a < 0 ? null : Math.sqrt(a);
    case 'POWER':
      return a === null || a === undefined || b === null || b === undefined ? null : a ** b;
    case 'ROUND': {
      if (a === null || a === undefined) return null;
      const f = 10 ** (b ?? 0);
      return Math.round(a * f) / f;
    }
    default:
      return a ?? b ?? null;
  }
}

type Leaf = Extract<FormulaNode, { kind: 'ref' | 'agg' }>;

/** Evaluates a formula, left to right; `leaf` gives the value of each column reference and aggregate. */
function evaluate(n: FormulaNode, leaf: (n: Leaf) => Value): Value {
  switch (n.kind) {
    case 'num':
      return n.value;
    case 'bin':
      return arith(n.op, evaluate(n.left, leaf), evaluate(n.right, leaf));
    case 'neg': {
      const v = evaluate(n.arg, leaf);
      return v === null ? null : -v;
    }
    case 'call':
      return scalar(
        n.fn,
        n.args.map((a) => evaluate(a, leaf)),
      );
    default:
      return leaf(n);
  }
}

/** Evaluates a row-level formula (no aggregates) against one row. */
export function evalRow(n: FormulaNode, row: Record<string, unknown>): Value {
  return evaluate(n, (leaf) => {
    if (leaf.kind === 'agg') throw new FormulaError('Aggregates are not allowed here');
    const v = row[leaf.columnId];
    if (v === null || v === undefined || v === '') return null;
    const num = Number(v);
    return Number.isFinite(num) ? num : null;
  });
}

/** Evaluates a formula with aggregates, given the value of each aggregate node (computed by the engine). */
export function evalAggregated(
  n: FormulaNode,
  aggValue: (node: Extract<FormulaNode, { kind: 'agg' }>) => Value,
): Value {
  return evaluate(n, (leaf) => {
    if (leaf.kind === 'agg') return aggValue(leaf);
    throw new FormulaError(
      `Column {${leaf.datasetId ? `${leaf.datasetId}:` : ''}${leaf.columnId}} must be inside an aggregate such as SUM()`,
    );
  });
}

/** Aggregate nodes of a formula, in evaluation order. */
export function aggregateNodes(
  n: FormulaNode,
  out: Extract<FormulaNode, { kind: 'agg' }>[] = [],
): Extract<FormulaNode, { kind: 'agg' }>[] {
  // An aggregate's argument is evaluated per row inside it: not an aggregate node of the formula.
  if (n.kind === 'agg') out.push(n);
  else for (const c of children(n)) aggregateNodes(c, out);
  return out;
}
