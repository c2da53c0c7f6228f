import { documentedValidator, model, sandbox, schemaPaths } from './helpers';
import type { Json } from '../api/specs';

/**
 * Hostile and broken requests against every operation: wrong types, missing and extra fields, huge strings,
 * prototype-pollution keys, garbage bodies. The sandbox must never throw, must answer every request that the
 * documented request schema rejects with something other than 200 (checked by an ajv over the raw OpenAPI
 * file), must answer errors in the documented error shape, and must leave Object.prototype alone.
 */

/** A small seeded PRNG (mulberry32): the same mutations on every run. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Obj = Record<string, Json>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Paths to every value in an example (objects and arrays), e.g. [['properties', 'name', 'en'], ...]. */
function paths(value: Json, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : isObj(value)
      ? Object.entries(value)
      : [];
  for (const [k, v] of entries) {
    out.push([...prefix, k]);
    paths(v, [...prefix, k], out);
  }
  return out;
}

function setAt(root: Json, path: (string | number)[], fn: (parent: Json, key: string | number) => void) {
  const copy = JSON.parse(JSON.stringify(root));
  let cur = copy;
  for (const p of path.slice(0, -1)) cur = cur[p];
  fn(cur, path[path.length - 1]!);
  return copy;
}

const HUGE = 'x'.repeat(100_000);
const WRONG = [0, -1, 1.5, true, null, '', 'not-a-uuid', [], {}, [1, 2], { a: 1 }, HUGE];
const EVIL_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** Request bodies as text: mutations of the documented example, and garbage. */
function mutations(example: Json, random: () => number): string[] {
  const out: string[] = [];
  const all = paths(example);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  for (let i = 0; i < 6 && all.length > 0; i++) {
    const path = pick(all);
    // Wrong type or value.
    out.push(JSON.stringify(setAt(example, path, (parent, key) => (parent[key] = pick(WRONG)))));
    // Missing field.
    out.push(
      JSON.stringify(
        setAt(example, path, (parent, key) =>
          Array.isArray(parent) ? parent.splice(Number(key), 1) : delete parent[key],
        ),
      ),
    );
  }
  if (isObj(example)) {
    for (const key of EVIL_KEYS) {
      // As JSON text, so that "__proto__" is an own key of the parsed object, as it is for a real request.
      const evil = `{"${key}": {"polluted": "yes", "isAdmin": true}}`;
      out.push(JSON.stringify(example).replace(/^\{/, `{"${key}": {"polluted": "yes"},`));
      if (isObj(example.properties))
        out.push(
          JSON.stringify(example).replace('"properties":{', `"properties":{"${key}": {"polluted": "yes"},`),
        );
      if (isObj(example.find))
        out.push(
          JSON.stringify({ ...example, find: { ...example.find, where: 'WHERE' } }).replace('"WHERE"', evil),
        );
    }
    out.push(JSON.stringify({ ...example, extra: 'field' }));
    if (isObj(example.properties))
      out.push(JSON.stringify({ ...example, properties: { ...example.properties, extra: 1 } }));
    // Huge strings in every string field at once.
    out.push(
      JSON.stringify(example, (_k, v) => (typeof v === 'string' && v.length < 100 ? `${v}${HUGE}` : v)),
    );
  }
  out.push(
    '',
    ' ',
    'null',
    '[]',
    '42',
    '"text"',
    '{',
    '{"a":',
    '\u0000',
    '['.repeat(2000),
    '{"a":'.repeat(300) + '1' + '}'.repeat(300),
  );
  out.push(JSON.stringify({ nested: JSON.parse('['.repeat(200) + ']'.repeat(200)) }));
  return out;
}

const before = Object.getOwnPropertyNames(Object.prototype).sort();

describe.each(['core', 'plugin'] as const)('%s API: fuzzed requests', (api) => {
  const oracle = documentedValidator(api);
  const m = model(api);
  const { sb, clock } = sandbox(api);
  const pathKeys = Object.keys(oracle.spec.paths);
  const errorSchema = ['components', 'schemas', 'Error'];

  const paths = m.operations.filter((op) => !op.webhook);
  test.each(paths.map((op, i) => [op.id, op, pathKeys[i]!] as const))('%s', (_id, op, pathKey) => {
    const random = rng(op.id.length * 7919 + op.path.length);
    const headers = Object.fromEntries(op.headers.filter((h) => h.example).map((h) => [h.name, h.example!]));
    const requestSchema = schemaPaths(oracle.spec, pathKey, '200').request;
    const bodyRequired = oracle.spec.paths[pathKey].post.requestBody?.required === true;
    sb.reset();
    for (const body of mutations(op.requestExample ?? {}, random)) {
      clock.t += 1000; // no rate limit between the cases
      let response;
      expect(() => {
        response = sb.handle({ method: 'POST', path: op.path, headers, body });
      }).not.toThrow();
      const { status, body: answer } = response!;
      let documentedValid: boolean;
      if (body.trim() === '') documentedValid = !bodyRequired;
      else
        try {
          documentedValid = oracle.validate(requestSchema, JSON.parse(body));
        } catch {
          documentedValid = false; // not JSON
        }
      if (!documentedValid) expect({ status, body: body.slice(0, 200) }).not.toMatchObject({ status: 200 });
      if (status !== 200) {
        expect(oracle.validate(errorSchema, answer)).toBe(true);
        expect(status).not.toBe(500);
      } else sb.reset(); // a create or delete that went through: start the next case from the seed
      expect(JSON.stringify(answer).length).toBeLessThan(2_000_000);
    }
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Obj).polluted).toBeUndefined();
  });

  test('headers: missing, empty, huge and odd names never throw', () => {
    for (const op of m.operations) {
      const odd: Record<string, string>[] = [
        {},
        { 'X-Secret': '' },
        { 'X-Secret': HUGE },
        JSON.parse('{"__proto__": "x"}'),
        JSON.parse('{"constructor": "x"}'),
      ];
      for (const headers of odd) {
        sb.reset();
        const r = sb.handle({
          method: 'POST',
          path: op.path,
          headers,
          body: JSON.stringify(op.requestExample ?? {}),
        });
        if (api === 'plugin') expect(r.status).toBe(401);
        else expect(r.status).toBe(200);
      }
    }
  });
});
