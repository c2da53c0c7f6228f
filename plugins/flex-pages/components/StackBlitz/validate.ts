/**
 * Validation of a code-editor (StackBlitz) project and its embed options, spec section 5. Pure functions:
 * they return the cleaned value plus the warnings to log, so a bad input never reaches the SDK and never
 * throws in the reader's console.
 */

export const EDITOR_TEMPLATES = [
  'angular-cli',
  'create-react-app',
  'html',
  'javascript',
  'node',
  'polymer',
  'typescript',
  'vue',
] as const;
export type EditorTemplate = (typeof EDITOR_TEMPLATES)[number];

export interface EditorProject {
  title: string;
  description?: string;
  template: EditorTemplate;
  dependencies?: Record<string, string>;
  settings?: Record<string, unknown>;
  files: Record<string, string>;
}

export interface Checked<T> {
  value: T;
  warnings: string[];
}

export function isEditorTemplate(value: unknown): value is EditorTemplate {
  return typeof value === 'string' && (EDITOR_TEMPLATES as readonly string[]).includes(value);
}

/**
 * Checks a project: the template must be a known one (else a warning, and the editor's own default,
 * javascript, is used); dependencies are not allowed with the node template, which reads package.json
 * (warning, dropped); files must map paths to strings (other entries are dropped with a warning).
 */
export function validateProject(input: {
  title?: unknown;
  description?: unknown;
  template?: unknown;
  dependencies?: unknown;
  settings?: unknown;
  files?: unknown;
}): Checked<EditorProject> {
  const warnings: string[] = [];
  let template: EditorTemplate = 'javascript';
  if (isEditorTemplate(input.template)) template = input.template;
  else {
    warnings.push(
      `Unsupported project.template ${JSON.stringify(input.template)}: must be one of ${EDITOR_TEMPLATES.map((t) => `'${t}'`).join(', ')}`,
    );
  }
  const project: EditorProject = {
    title: typeof input.title === 'string' ? input.title : '',
    template,
    files: {},
  };
  if (typeof input.description === 'string' && input.description.length > 0)
    project.description = input.description;
  if (input.dependencies !== undefined) {
    if (template === 'node') {
      warnings.push(
        "Invalid project.dependencies: dependencies must be provided as a 'package.json' file when using the 'node' template.",
      );
    } else if (isStringMap(input.dependencies)) project.dependencies = input.dependencies;
    else warnings.push('Invalid project.dependencies: must map package names to version strings.');
  }
  if (input.settings !== undefined) {
    if (input.settings && typeof input.settings === 'object' && !Array.isArray(input.settings)) {
      project.settings = input.settings as Record<string, unknown>;
    } else warnings.push('Invalid project.settings: must be an object.');
  }
  if (input.files && typeof input.files === 'object' && !Array.isArray(input.files)) {
    for (const [path, content] of Object.entries(input.files as Record<string, unknown>)) {
      if (typeof content === 'string') project.files[path] = content;
      else warnings.push(`Invalid project.files[${JSON.stringify(path)}]: content must be a string.`);
    }
  } else warnings.push('Invalid project.files: must map file paths to their content.');
  return { value: project, warnings };
}

function isStringMap(v: unknown): v is Record<string, string> {
  return (
    !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string')
  );
}

/** A preview path must be a string starting with '/'; anything else is rejected (null) with a warning. */
export function validatePreviewPath(value: unknown): Checked<string | null> {
  if (typeof value === 'string' && value.startsWith('/')) return { value, warnings: [] };
  return {
    value: null,
    warnings: [
      `Invalid argument: the preview path must be a string starting with '/' (got ${JSON.stringify(value)}).`,
    ],
  };
}

/** Heights (dev tools, terminal) are percentages: clamped to 0..100, rounded; a non-number is dropped. */
export function clampHeight(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return undefined;
  return Math.round(Math.min(100, Math.max(0, n)));
}

/** A file diff needs a `create` object (path -> content) and a `destroy` list of paths. */
export function validateFileDiff(
  value: unknown,
): Checked<{ create: Record<string, string>; destroy: string[] } | null> {
  const v = value as { create?: unknown; destroy?: unknown } | null;
  if (
    !v ||
    typeof v !== 'object' ||
    !isStringMap(v.create) ||
    !Array.isArray(v.destroy) ||
    !v.destroy.every((p) => typeof p === 'string')
  ) {
    return {
      value: null,
      warnings: ['Invalid argument: a file diff needs a create object and a destroy list.'],
    };
  }
  return { value: { create: v.create, destroy: v.destroy as string[] }, warnings: [] };
}

/** The element an embed replaces must exist and be attached (have a parent). */
export function validateEmbedTarget(element: unknown, id?: string): Checked<Element | null> {
  if (element === null || element === undefined) {
    return { value: null, warnings: [id ? `Could not find element with id '${id}'` : 'Invalid element'] };
  }
  if (typeof Element !== 'undefined' && !(element instanceof Element))
    return { value: null, warnings: ['Invalid element'] };
  if (!(element as Element).parentNode) return { value: null, warnings: ['Invalid Element'] };
  return { value: element as Element, warnings: [] };
}
