// [quantaloop] start: Ejected from docusaurus-theme-openapi-docs@5.2.0 lib/theme/Schema/normalize.js (MIT, (c) Palo Alto Networks)
// Kept byte for byte as published except for the blocks marked [quantaloop] (tests/unit/shell/ejected-copies.test.ts
// checks that; npm run upgrade:check repeats it against a newer release). Prettier and ESLint skip this file.
// Why: allof-merge (5 KiB gzipped) is not bundled with every API page. The theme's Schema component merges
// only schemas with an allOf, or with oneOf/anyOf beside properties; the pages that have one (a third of our
// operations) import ./merger.ts, which the build adds to their MDX (api/plugin-config.mjs), so the merger is
// loaded with the page's own chunks and is there before it renders. Should a page need it without that
// import, mergeAllOf loads it and suspends until it is there, instead of failing: with no Suspense boundary
// above, React keeps the server's HTML (or the previous page) meanwhile (see ApiItem).
// [quantaloop] end
"use strict";
/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */
Object.defineProperty(exports, "__esModule", { value: true });
exports.isCircularMarker = isCircularMarker;
exports.mergeAllOf = mergeAllOf;
exports.foldSiblingsIntoBranches = foldSiblingsIntoBranches;
exports.getDiscriminator = getDiscriminator;
exports.findPropertyDeep = findPropertyDeep;
exports.normalizeSchema = normalizeSchema;
// [quantaloop] start: allof-merge provided by ./merger.ts, or loaded on first use (see the top of this file)
let merge;
let mergeLoading;
function loadedMerge() {
  if (merge) return merge;
  mergeLoading ??= import(/* webpackChunkName: "allof-merge" */ "../../schema-merge.mjs").then((m) => {
    merge = m.pageMerge;
  });
  // Suspense: React waits for the chunk, then renders again.
  throw mergeLoading;
}
/** How ./merger.ts hands the merger over, before the page that imports it renders. */
function provideMerge(value) {
  merge = value;
}
exports.provideMerge = provideMerge;
// [quantaloop] end
function isCircularMarker(value) {
  return typeof value === "string" && value.startsWith("circular(");
}
/**
 * Strip `additionalProperties: false` from sibling allOf members so
 * allof-merge doesn't collapse to an unsatisfiable empty schema. See #1119.
 *
 * NOT cached: DiscriminatorNode mutates raw subschemas (deletes the
 * discriminator property from each branch to avoid duplicate rendering).
 * A WeakMap cache would return the pre-mutation deep clone on subsequent
 * mergeAllOf calls, causing deleted properties to reappear inside tab
 * content. Matches prod's per-call behavior.
 */
function stripConflictingAdditionalProps(node) {
  if (Array.isArray(node)) return node.map(stripConflictingAdditionalProps);
  if (!node || typeof node !== "object") return node;
  let working = node;
  if (Array.isArray(node.allOf) && node.allOf.length > 1) {
    const hasStrictMember = node.allOf.some(
      (m) => m && m.additionalProperties === false
    );
    if (hasStrictMember) {
      working = {
        ...node,
        allOf: node.allOf.map((m) => {
          if (m && m.additionalProperties === false) {
            const { additionalProperties: _drop, ...rest } = m;
            return rest;
          }
          return m;
        }),
      };
    }
  }
  const result = {};
  for (const [k, v] of Object.entries(working)) {
    result[k] = stripConflictingAdditionalProps(v);
  }
  return result;
}
function mergeAllOf(schema) {
  const onMergeError = (msg) => console.warn(msg);
  // [quantaloop] start: the merger loaded on demand (see the top)
  const merged = loadedMerge()(
  // [quantaloop] end
    stripConflictingAdditionalProps(schema),
    {
      onMergeError,
    }
  );
  return merged ?? {};
}
// Keys that are parent-level metadata and should NOT be folded into branches.
const METADATA_KEYS = new Set([
  "title",
  "description",
  "discriminator",
  "deprecated",
  "externalDocs",
  "example",
  "examples",
  "xml",
  "nullable",
  "readOnly",
  "writeOnly",
  "default",
]);
/**
 * Fold sibling fields into each oneOf/anyOf branch via allOf-merge so each
 * branch is self-contained. See #1218.
 *
 * Skipped when a discriminator is present: DiscriminatorNode already renders
 * sibling properties at the top level, and folding would duplicate the
 * discriminator metadata into each branch (causing nested DiscriminatorNode
 * renders inside tabs — see #1525 follow-up).
 *
 * Called by normalizeSchema after allOf resolution. Uses mergeAllOf internally
 * to compose `{ allOf: [siblings, branch] }` per branch — the WeakMap caches
 * in stripConflictingAdditionalProps prevent redundant work on shared subtrees.
 */
function foldSiblingsIntoBranches(schema) {
  const branchKey = schema?.oneOf
    ? "oneOf"
    : schema?.anyOf
      ? "anyOf"
      : undefined;
  if (!branchKey) return schema;
  const branches = schema[branchKey];
  if (!Array.isArray(branches) || branches.length === 0) return schema;
  // Discriminator schemas rely on top-level properties being intact so
  // DiscriminatorNode can locate the discriminator property and render
  // shared siblings at the top level. Leave them alone.
  if (schema.discriminator) return schema;
  // Build siblings from non-metadata keys only. Metadata (title, description,
  // examples, etc.) belongs at the top level and must not be folded.
  const siblings = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key !== branchKey && !METADATA_KEYS.has(key) && !key.startsWith("x-")) {
      siblings[key] = value;
    }
  }
  if (Object.keys(siblings).length === 0) return schema;
  const folded = branches.map((branch) =>
    mergeAllOf({ allOf: [siblings, branch] })
  );
  const result = { [branchKey]: folded };
  for (const key of Object.keys(schema)) {
    if (key !== branchKey && (METADATA_KEYS.has(key) || key.startsWith("x-"))) {
      result[key] = schema[key];
    }
  }
  return result;
}
// WeakMap caches keyed by object identity — shared-reference subtrees from
// $RefParser.dereference are looked up once, and cycles short-circuit.
const discriminatorCache = new WeakMap();
const findPropertyCache = new WeakMap();
/**
 * Cached recursive discriminator lookup. Returns O(1) on repeated calls
 * with the same object reference (common after normalizeSchema).
 */
const BRANCH_KEYS = ["oneOf", "anyOf", "allOf"];
function getDiscriminator(schema) {
  if (!schema || typeof schema !== "object") return undefined;
  if (discriminatorCache.has(schema)) {
    const cached = discriminatorCache.get(schema);
    return cached === null ? undefined : cached;
  }
  discriminatorCache.set(schema, null);
  let result = schema.discriminator;
  if (!result) {
    for (const key of BRANCH_KEYS) {
      const branches = schema[key];
      if (!Array.isArray(branches)) continue;
      for (const branch of branches) {
        result = getDiscriminator(branch);
        if (result) break;
      }
      if (result) break;
    }
  }
  discriminatorCache.set(schema, result ?? null);
  return result;
}
/**
 * Cached recursive property lookup. Searches schema.properties first, then
 * into oneOf/anyOf/allOf branches. Returns O(1) on repeated calls with the
 * same (schema, propertyName) pair — replaces the O(subtree) findProperty
 * walk that caused #1525's O(N^2) render cost.
 */
function findPropertyDeep(schema, propertyName) {
  if (!schema || typeof schema !== "object") return undefined;
  let cache = findPropertyCache.get(schema);
  if (cache && cache.has(propertyName)) {
    const cached = cache.get(propertyName);
    return cached === null ? undefined : cached;
  }
  if (!cache) {
    cache = new Map();
    findPropertyCache.set(schema, cache);
  }
  cache.set(propertyName, null);
  let result = schema.properties?.[propertyName];
  if (!result) {
    for (const key of BRANCH_KEYS) {
      const branches = schema[key];
      if (!Array.isArray(branches)) continue;
      for (const branch of branches) {
        result = findPropertyDeep(branch, propertyName);
        if (result) break;
      }
      if (result) break;
    }
  }
  cache.set(propertyName, result ?? null);
  return result;
}
/**
 * Identity-stable schema pass-through. Returns the input as-is so SchemaNode
 * useMemo dependencies stay stable across renders.
 *
 * Earlier iterations of this function eagerly merged allOf and folded
 * siblings into oneOf/anyOf branches, but those operations need to stay
 * conditional inside SchemaNode and DiscriminatorNode — eager versions
 * caused cartesian product expansion (allOf with multiple oneOfs) and
 * double-folding regressions. The render-time helpers below
 * (mergeAllOf, foldSiblingsIntoBranches) are still cached via the WeakMap
 * inside stripConflictingAdditionalProps, so per-render cost stays bounded.
 *
 * The perf win for #1525 comes from getDiscriminator's WeakMap cache
 * replacing the O(subtree) findDiscriminator walk, not from eager
 * normalization here.
 */
function normalizeSchema(schema) {
  return schema;
}
