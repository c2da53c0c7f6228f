/** Reads the Flex manifests from disk and writes the generated assets (Node only). */
import fs from 'node:fs';
import path from 'node:path';
import { generateCodeFiles, starterFiles } from './examples/codegen';
import type { EmbedPackageUrls } from './examples/codegen/starter';
import { parseJson } from './examples/json';
import type { ExampleDefinition } from './examples/types';
import {
  ManifestError,
  buildFlexContent,
  throwAll,
  type FlexContent,
  type ManifestFile,
  type RuntimeInfo,
} from './content';

export interface FlexPaths {
  siteDir: string;
  /** The chart type manifest (the runtime's). */
  chartTypesFile: string;
  /** Folder of example definitions, one {id}.json each. */
  examplesDir: string;
  /** Ordered list of example ids. */
  examplesIndexFile: string;
}

/** Parses a JSON file; a syntax error names the file, line and column. */
export function readJson(file: string, siteDir: string): ManifestFile {
  const rel = path.relative(siteDir, file) || file;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new ManifestError(rel, '(file)', 'cannot be read');
  }
  const parsed = parseJson(text);
  if ('value' in parsed) return { file: rel, data: parsed.value };
  const { line, column, message } = parsed.problem;
  throw new ManifestError(rel, '(file)', `invalid JSON at line ${line}, column ${column}: ${message}`);
}

export function exampleFiles(examplesDir: string): string[] {
  return fs
    .readdirSync(examplesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(examplesDir, f));
}

/** Reads every manifest; a file that cannot be read or parsed is reported with all the other mistakes. */
export function loadFlexContent(paths: FlexPaths, runtime: RuntimeInfo): FlexContent {
  const found: ManifestError[] = [];
  const read = (file: string): ManifestFile | null => {
    try {
      return readJson(file, paths.siteDir);
    } catch (error) {
      if (!(error instanceof ManifestError)) throw error;
      found.push(error);
      return null;
    }
  };
  const chartTypes = read(paths.chartTypesFile);
  const index = read(paths.examplesIndexFile);
  const examples = exampleFiles(paths.examplesDir).map(read);
  if (!chartTypes || !index) {
    // Without either there is nothing to check the rest against: what the files themselves say, all of it.
    throwAll(found);
  }
  return buildFlexContent(
    {
      chartTypes: chartTypes!,
      index: index!,
      examples: examples.filter((m): m is ManifestFile => m !== null),
      runtime,
    },
    found,
  );
}

/** Files of assets/example-code-files/ and assets/stackblitz-starter-files/, by path relative to static/. */
export function generatedAssets(
  content: FlexContent,
  packages: EmbedPackageUrls,
  brand?: string,
): Record<string, string> {
  const out: Record<string, string> = {
    'assets/stackblitz-starter-files/starter.json':
      JSON.stringify(starterFiles(packages, brand), null, 2) + '\n',
  };
  for (const page of content.examplePages) {
    const def: ExampleDefinition = page.definition;
    out[`assets/example-code-files/${def.id}.json`] = JSON.stringify(generateCodeFiles(def), null, 2) + '\n';
  }
  return out;
}

/** Writes the generated assets, touching only files whose content changed; removes stale example files. */
export function writeAssets(staticDir: string, files: Record<string, string>): void {
  const codeDir = path.join(staticDir, 'assets/example-code-files');
  if (fs.existsSync(codeDir)) {
    for (const f of fs.readdirSync(codeDir)) {
      if (f.endsWith('.json') && !files[`assets/example-code-files/${f}`]) fs.rmSync(path.join(codeDir, f));
    }
  }
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(staticDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    fs.writeFileSync(file, text);
  }
}
