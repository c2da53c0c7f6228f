import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { selectAll } from 'hast-util-select';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import type { Element, Root } from 'hast';
import { buildSandboxModel, DEMO_DATASETS } from '../../../api/sandbox-model';
import { startSandboxServer } from '../../../api/sandbox/server';
import { test, expect } from '../support/fixtures';
import { BUILD_DIR } from '../support/site';
import { documentedOperations, schemaValidator, specsOf, type Api, type Json } from '../../support/openapi';
import { LANGUAGES, missingTools, type Sample } from './samples/languages';

/**
 * Every code sample of every API page runs, exactly as a reader copies it from the page (the built HTML; only
 * the server URL is replaced), against the API sandbox served on loopback (api/sandbox/server.ts: the
 * engine the Send request panel runs, in Node). Per language, one process runs all the samples (one compile
 * for Java and C#). Each sample must:
 * - finish without an error (the samples stop with the status and body on an error status);
 * - have sent exactly one request, for its own operation, answered with the documented success status;
 * - print a body that is the server's answer and validates against the documented 200 schema, checked with
 *   ajv on the raw OpenAPI file (not the sandbox's own schemas); samples of operations whose success response
 *   has no body print the status.
 * The page's Markdown twin (/api/{id}.md, llms-full.txt) must carry the same text. Every docs version's pages
 * run (/api/2.x/{id} against a sandbox of the 2.x files: what a 2.x reader copies must work with 2.x).
 *
 * The samples read their credentials from environment variables (issue 50): the line above them names the
 * variables, every sample reads each of them, none holds a credential the sandbox accepts, and the test runs
 * them with the variables set to the sandbox's credentials, as a reader sets theirs.
 *
 * Runtimes: bash + curl, node, Debian's python3 + python3-requests, php-cli + php-curl, a JDK and Mono's
 * mcs (scripts/setup-tests.sh installs them). A missing runtime fails the test: it never skips.
 *
 * No browser page is opened: the check is on the page's text and on what the programs do. (The fixtures' console
 * check has nothing to watch.)
 */

const ROOT = path.resolve(__dirname, '../../..');
// SAMPLES_BUILD: another build to check (e.g. an older commit's), as the note on issue 34 did.
const BUILD = process.env.SAMPLES_BUILD ?? BUILD_DIR;
const LABELS: Record<string, string> = {
  cURL: 'curl',
  Node: 'node',
  Python: 'python',
  PHP: 'php',
  Java: 'java',
  'C#': 'csharp',
};

/** The documented server of each API, variables at their defaults: what the samples call. */
function serverOf(spec: Json): string {
  const server = spec.servers[0];
  return server.url.replace(/\{(\w+)\}/g, (_: string, name: string) => server.variables[name].default);
}

/**
 * The code samples of a built API page, by language, as the page shows them (each line of the code block), and
 * the environment variables the line above them says to set.
 */
function pageSamples(route: string): { samples: Record<string, string>; env: string[] } {
  const html = fs.readFileSync(path.join(BUILD, `${route}.html`), 'utf8');
  const tree = unified().use(rehypeParse).parse(html) as Root;
  const section = selectAll('section[aria-labelledby="api-code-samples"]', tree)[0];
  if (!section) throw new Error(`${route}: no code samples section`);
  const labels = selectAll('[role="tab"]', section).map(textOf);
  const panels = selectAll('[role="tabpanel"]', section);
  const line = selectAll('[data-sample-env]', section)[0];
  return {
    samples: Object.fromEntries(
      labels.map((label, i) => [
        LABELS[label] ?? label,
        selectAll('.token-line', panels[i]!).map(textOf).join('\n'),
      ]),
    ),
    env: String(line?.properties.dataSampleEnv ?? '')
      .split(' ')
      .filter(Boolean),
  };
}

function textOf(node: Element | Root | Json): string {
  if (node.type === 'text') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

// versions.json (api/versions.mjs reads the same file: Playwright's loader cannot import that ES module).
const VERSIONS = [
  'current',
  ...(JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as string[]),
];

test.describe('API code samples run as copied', () => {
  test.describe.configure({ timeout: 600_000 });

  for (const version of VERSIONS)
    for (const language of Object.keys(LANGUAGES)) {
      const versionName = version === 'current' ? '' : ` (${version})`;
      test(`${language}${versionName}: every operation's sample gets the documented answer`, async () => {
        const missing = await missingTools(language);
        expect(missing, `runtimes for ${language} (run npm run setup:tests)`).toEqual([]);

        const SPECS = specsOf(version);
        const OPERATIONS = documentedOperations(version);
        const SERVERS: Record<Api, string> = { core: serverOf(SPECS.core), plugin: serverOf(SPECS.plugin) };
        const base = version === 'current' ? '/api' : `/api/${version}`;
        const models = {
          core: buildSandboxModel('core', SPECS.core, { demoDatasets: DEMO_DATASETS }),
          plugin: buildSandboxModel('plugin', SPECS.plugin),
        };
        const server = await startSandboxServer({ models });
        // The variables the pages name (api/plugin-config.mjs, API_SPECS' sampleEnv), set to what the sandbox
        // accepts: the documented example credentials, and any value for the api_key property.
        const env: Record<string, string> = {
          QUANTALOOP_API_KEY: models.core.credentials!.key,
          QUANTALOOP_API_TOKEN: models.core.credentials!.token,
          PLUGIN_SECRET: models.plugin.secret!.value,
          PLUGIN_PROPERTY_API_KEY: 'the-value-a-user-entered',
        };
        const literals = [
          models.core.credentials!.key,
          models.core.credentials!.token,
          models.plugin.secret!.value,
          String(SPECS.plugin.components.parameters.PropertyApiKey.example),
        ];
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), `samples-${language}-`));
        const problems: string[] = [];
        try {
          const samples: Sample[] = [];
          for (const op of OPERATIONS) {
            const page = pageSamples(`${base}/${op.id}`);
            const shown = page.samples[language];
            if (!shown) {
              problems.push(`${op.id}: the page shows no ${language} sample`);
              continue;
            }
            if (page.env.length === 0) problems.push(`${op.id}: no line names the variables to set`);
            for (const name of page.env) {
              if (!(name in env)) problems.push(`${op.id}: the page names an unknown variable ${name}`);
              if (!shown.includes(name))
                problems.push(`${op.id}: the ${language} sample does not read ${name}`);
            }
            for (const literal of literals)
              if (shown.includes(literal))
                problems.push(`${op.id}: the ${language} sample holds the credential ${literal}`);
            const twin = fs.readFileSync(path.join(BUILD, `${base}/${op.id}.md`), 'utf8');
            if (!twin.includes(`\n${shown}\n\`\`\``))
              problems.push(`${op.id}: the Markdown twin does not carry the page's ${language} sample`);
            // Each sample gets its own sandbox (`~{id}`), from the seed.
            let code = shown;
            for (const api of ['core', 'plugin'] as const)
              code = code.split(SERVERS[api]).join(`${server.url}/~${op.id}/${api}`);
            if (code === shown)
              problems.push(`${op.id}: the ${language} sample does not call a documented server`);
            samples.push({ id: op.id, code });
          }

          const started = Date.now();
          const results = await LANGUAGES[language]!.run(dir, samples, env);
          const seconds = (Date.now() - started) / 1000;

          const check = schemaValidator(version);
          let passed = 0;
          samples.forEach((sample, i) => {
            const op = OPERATIONS.find((o) => o.id === sample.id)!;
            const result = results[i]!;
            const exchanges = server.exchanges.filter((e) => e.scope === sample.id);
            const fail = (why: string) =>
              problems.push(`${sample.id} (${language}): ${why}\n  output: ${result.out.slice(0, 400)}`);
            if (!result.ok) return fail(`failed: ${result.error?.slice(0, 600)}`);
            if (exchanges.length !== 1) return fail(`sent ${exchanges.length} requests, not 1`);
            const [exchange] = exchanges;
            if (exchange!.operationId !== op.id)
              return fail(`called ${exchange!.operationId ?? exchange!.path}`);
            if (exchange!.status !== op.status)
              return fail(`got ${exchange!.status} ${JSON.stringify(exchange!.body).slice(0, 300)}`);
            if (op.response) {
              let printed: unknown;
              try {
                printed = JSON.parse(result.out);
              } catch {
                return fail('did not print the JSON body');
              }
              expect(printed, `${sample.id} (${language}) prints the body it received`).toEqual(
                exchange!.body,
              );
              const invalid = check(op.api, op.response, printed);
              if (invalid) return fail(`the body does not match the documented 200 schema: ${invalid}`);
            } else if (!result.out.includes(String(op.status))) return fail(`did not print the status`);
            passed++;
          });
          const summary = `${language}${versionName}: ${samples.length} operations ran, ${passed} passed, in ${seconds.toFixed(1)} s`;
          test.info().annotations.push({ type: 'samples', description: summary });
          console.log(summary);
          expect(problems).toEqual([]);
          expect(passed).toBe(OPERATIONS.length);
        } finally {
          await server.close();
          fs.rmSync(dir, { recursive: true, force: true });
        }
      });
    }
});
