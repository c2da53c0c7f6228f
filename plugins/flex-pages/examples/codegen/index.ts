/**
 * Code generation for the examples: one definition -> the files of each framework. The plugin runs it at
 * build time (assets/example-code-files/{example}.json); the page fetches those files and only rewrites the
 * `initialState` line to show the reader's current selections.
 */
import type {
  ExampleCodeFileSet,
  ExampleDefinition,
  ExampleState,
  Framework,
  FrameworkCodeFiles,
} from '../types';
import { generateAngular } from './angular';
import { generateHtml } from './html';
import { initialStateLiteral } from './plan';
import { generateReact } from './react';
import { generateVue } from './vue';

export { starterFiles, EXAMPLE_STYLES, type StarterFiles, type StarterProject } from './starter';
export { snippetFor } from './snippet';

export function generateCodeFiles(def: ExampleDefinition): ExampleCodeFileSet {
  return {
    angular: generateAngular(def),
    react: generateReact(def),
    html: generateHtml(def),
    vue: generateVue(def),
  };
}

const STATE_LINE = /^((?:export )?const initialState = )\{.*\}/m;

/** The files with `initialState` set to the given selections (unchanged when there is no such line). */
export function withState(files: FrameworkCodeFiles, state: ExampleState): Record<string, string> {
  const out = { ...files.customFiles };
  const main = out[files.stateFile];
  if (main !== undefined && Object.keys(state).length > 0) {
    out[files.stateFile] = main.replace(
      STATE_LINE,
      (_, head: string) => `${head}${initialStateLiteral(state)}`,
    );
  }
  return out;
}

/** Checks a fetched code file set; returns null when it is not one (so the page falls back to an empty set). */
export function parseCodeFileSet(value: unknown): ExampleCodeFileSet | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  for (const fw of ['angular', 'react', 'html', 'vue'] as Framework[]) {
    const f = v[fw] as Record<string, unknown> | undefined;
    if (!f || typeof f.stateFile !== 'string' || !f.customFiles || typeof f.customFiles !== 'object')
      return null;
    if (!Object.values(f.customFiles).every((c) => typeof c === 'string')) return null;
  }
  return value as ExampleCodeFileSet;
}

export function emptyCodeFileSet(): ExampleCodeFileSet {
  const empty = (stateFile: string): FrameworkCodeFiles => ({ customFiles: {}, stateFile });
  return { angular: empty(''), react: empty(''), html: empty(''), vue: empty('') };
}
