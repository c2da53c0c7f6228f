/**
 * Builds the StackBlitz project of an example (spec section 7, "Open in online editor"): the starter files
 * of the framework plus the example's files, the framework's template, the main component file opened and
 * the dev tools at height 50. Pure: the button component only fetches, calls this and hands the result to
 * the SDK.
 */
import type { StarterFiles } from '../../examples/codegen/starter';
import type { Framework } from '../../examples/types';
import { starterProjectFiles } from './starter';
import { clampHeight, validateProject, type EditorProject } from './validate';

export const DEV_TOOLS_HEIGHT = 50;

export interface OpenRequest {
  project: EditorProject;
  options: { openFile: string; devToolsHeight: number; newWindow: true };
  warnings: string[];
}

export function buildStackBlitzProject(input: {
  framework: Framework;
  starter: StarterFiles | null;
  exampleFiles: Record<string, string>;
  /** The page title; empty -> the framework's default title. */
  title?: string;
  description?: string;
}): OpenRequest {
  const starter = input.starter?.[input.framework];
  const warnings: string[] = [];
  if (!starter)
    warnings.push(`No starter files for ${input.framework}: the project holds only the example files.`);
  const files = projectFiles(input.starter, input.framework, input.exampleFiles);
  const title = input.title?.trim() || starter?.defaultTitle || `Chart item example (${input.framework})`;
  const checked = validateProject({
    title,
    description: input.description,
    template: starter?.template ?? FALLBACK_TEMPLATES[input.framework],
    files,
  });
  return {
    project: checked.value,
    options: {
      openFile: starter?.openFile ?? OPEN_FILES[input.framework],
      devToolsHeight: clampHeight(DEV_TOOLS_HEIGHT)!,
      newWindow: true,
    },
    warnings: [...warnings, ...checked.warnings],
  };
}

export const OPEN_FILES: Record<Framework, string> = {
  angular: 'src/app/app.component.ts',
  react: 'src/App.tsx',
  html: 'index.html',
  vue: 'src/App.vue',
};

// Every framework's project is a Node project that installs its package.json (codegen/starter.ts).
const FALLBACK_TEMPLATES: Record<Framework, string> = {
  angular: 'node',
  react: 'node',
  html: 'node',
  vue: 'node',
};

/**
 * The files of an example's project: the framework's starter files with the example's own on top. What the
 * code viewer lists, "Download project" zips and StackBlitz receives.
 */
export function projectFiles(
  starter: StarterFiles | null,
  framework: Framework,
  exampleFiles: Record<string, string>,
): Record<string, string> {
  return { ...starterProjectFiles(starter, framework), ...exampleFiles };
}
