// @ts-check
/**
 * The cycles of a directed graph: its strongly connected components of more than one node, or of one node with
 * an edge to itself. Tarjan's algorithm, iterative: the graphs are an OpenAPI file's objects and references,
 * whose chains are thousands deep, past what the call stack holds. Shared by the page generator
 * (api/openapi-expand.mjs) and the heavy-file ranking (bench/api/rank-heavy.mjs).
 */

/**
 * @template T
 * @param {Iterable<T>} starts where walks begin; a node reached from an earlier start is not walked again
 * @param {(node: T) => T[]} edgesOf called once per node, when the walk first reaches it (so it may discover
 *   edges lazily)
 * @param {(node: T) => void} [onRevisit] called each time an edge leads to a node already reached
 * @returns {T[][]} the cycles, in the order their walk closed them
 */
export function findCycles(starts, edgesOf, onRevisit) {
  /** @type {Map<T, number>} */
  const order = new Map();
  /** @type {Map<T, number>} */
  const low = new Map();
  /** @type {T[]} */
  const stack = [];
  /** @type {Set<T>} */
  const onStack = new Set();
  /** @type {T[][]} */
  const out = [];
  let counter = 0;
  /** @param {T} node @returns {[T, T[], number]} */
  const open = (node) => {
    order.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    return [node, edgesOf(node), 0];
  };
  /** @param {T} node @param {number} value */
  const lower = (node, value) => low.set(node, Math.min(/** @type {number} */ (low.get(node)), value));
  for (const start of starts) {
    if (order.has(start)) continue;
    /** @type {[T, T[], number][]} */
    const work = [open(start)];
    while (work.length) {
      const frame = /** @type {[T, T[], number]} */ (work.at(-1));
      const [node, edges] = frame;
      if (frame[2] < edges.length) {
        const next = /** @type {T} */ (edges[frame[2]++]);
        if (!order.has(next)) {
          work.push(open(next));
          continue;
        }
        onRevisit?.(next);
        if (onStack.has(next)) lower(node, /** @type {number} */ (order.get(next)));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) lower(parent[0], /** @type {number} */ (low.get(node)));
      if (low.get(node) !== order.get(node)) continue;
      /** @type {T[]} */
      const members = [];
      let member;
      do {
        member = /** @type {T} */ (stack.pop());
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      if (members.length > 1 || edges.includes(node)) out.push(members);
    }
  }
  return out;
}
