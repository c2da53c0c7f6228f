import { useSyncExternalStore } from 'react';
import embeds from '@generated/global-nav/default/nav-embeds';
import type { NavNode } from './types';

/**
 * The side navigation's trees that load with their section (the API operations, the chart types:
 * plugins/global-nav). On the server and in `docusaurus start` they are all here from the start; in the
 * production browser bundle each loads with its section's pages (whose chunk asks for it before the page
 * hydrates, src/client/route-sections.ts), or when a reader opens it elsewhere, or when search needs the
 * breadcrumbs.
 */
const trees = new Map<string, NavNode[]>(Object.entries(embeds.data));
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

/** Loads one tree (once; a failed load may be retried). Resolves at once for a tree that is already here. */
export function loadNavEmbed(key: string): Promise<void> {
  if (trees.has(key)) return Promise.resolve();
  const loader = embeds.loaders[key];
  if (!loader) return Promise.reject(new Error(`no side navigation tree "${key}"`));
  let promise = loading.get(key);
  if (!promise) {
    promise = loader().then(
      (module) => {
        trees.set(key, module.default);
        changed();
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Every branch of the navigation whose items are not here yet (plugins/global-nav: `branch:<item key>`): for a page
 * reached within the app that the loaded part of the tree does not list. A failed one is left out.
 */
export function loadMissingBranches(): Promise<void> {
  return Promise.all(
    Object.keys(embeds.loaders)
      .filter((key) => key.startsWith('branch:') && !trees.has(key))
      .map((key) => loadNavEmbed(key).catch(() => undefined)),
  ).then(() => undefined);
}

/** Whether a tree of this key exists (loaded or not): a branch at this place has items to load. */
export function hasNavEmbed(key: string): boolean {
  return trees.has(key) || Object.hasOwn(embeds.loaders, key);
}

/** Every tree not loaded yet (search shows each result's place in the navigation). */
export function loadAllNavEmbeds(): Promise<void> {
  return Promise.all(Object.keys(embeds.loaders).map(loadNavEmbed)).then(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that changes whenever a tree arrives (re-render the navigation). */
export function useNavEmbedsVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
}

/**
 * The tree with the children of every loaded embed or branch in place (and theirs, a branch's nested branches
 * being keys too); the others keep their `lazyChildren` key.
 */
export function withLoadedEmbeds(nodes: NavNode[]): NavNode[] {
  return nodes.map((node) => {
    if (node.lazyChildren) {
      const children = trees.get(node.lazyChildren);
      return children ? { ...node, children: withLoadedEmbeds(children) } : node;
    }
    return node.children ? { ...node, children: withLoadedEmbeds(node.children) } : node;
  });
}
