/**
 * Options for docusaurus-plugin-openapi-docs, shared by docusaurus.config.ts (through api/docusaurus.ts) and by
 * scripts/api-generate.mjs, which runs the plugin's generator directly so it can write into any folder (the
 * freshness test regenerates into a temporary folder and compares).
 *
 * What differs from the plugin's defaults, and why:
 * - Doc ids and URLs are the operationId (/api/createAccount), not the plugin's kebab-case ids: the route table
 *   names operations that way. The template sets `id` and `slug`; createDocItem points the sidebar at them.
 * - Pages carry no `api` front matter (the whole operation, compressed, that the stock explorer decodes in the
 *   browser). They carry `api_panel` instead: the real request, the servers and code samples generated here,
 *   which is all src/theme/ApiItem needs, and no Postman collection.
 * - Core API path keys are pseudo-paths `/{version}/{resource}:{action}` (see api/README.md); the page shows the
 *   real request: POST /{version}/{resource} with the action in the body.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createCodeSamples } from './code-samples.mjs';

const require = createRequire(import.meta.url);
const { createHeading } = require('docusaurus-plugin-openapi-docs/lib/markdown/createHeading');
const { createDescription } = require('docusaurus-plugin-openapi-docs/lib/markdown/createDescription');
const { createDeprecationNotice } = require('docusaurus-plugin-openapi-docs/lib/markdown/createDeprecationNotice');
const { createParamsDetails } = require('docusaurus-plugin-openapi-docs/lib/markdown/createParamsDetails');
const { createRequestHeader } = require('docusaurus-plugin-openapi-docs/lib/markdown/createRequestHeader');
const { createRequestBodyDetails } = require('docusaurus-plugin-openapi-docs/lib/markdown/createRequestBodyDetails');
const { createStatusCodes } = require('docusaurus-plugin-openapi-docs/lib/markdown/createStatusCodes');
const { create, render } = require('docusaurus-plugin-openapi-docs/lib/markdown/utils');

/** The two references: one docs sidebar each (`core`, `plugin`), one folder each under api/reference. */
export const API_SPECS = {
  core: { specPath: 'api/openapi/core-api.yaml', label: 'Core API' },
  plugin: { specPath: 'api/openapi/plugin-api.yaml', label: 'Plugin API' },
};

export const OUTPUT_ROOT = 'api/reference';

/** `/0.1.0/account:create` -> `/0.1.0/account`: Core API path keys carry the action after a colon. */
export function realPath(pathKey) {
  return pathKey.replace(/:[a-z]+$/, '');
}

/**
 * @param {{ outputRoot?: string }} [options] outputRoot: where to write (absolute or relative to the site)
 * @returns {import('docusaurus-plugin-openapi-docs').Options}
 */
export function openapiPluginOptions({ outputRoot = OUTPUT_ROOT } = {}) {
  const config = Object.fromEntries(
    Object.entries(API_SPECS).map(([key, spec]) => [
      key,
      {
        specPath: spec.specPath,
        outputDir: `${outputRoot}/${key}`,
        template: fileURLToPath(new URL('./templates/api-page.mustache', import.meta.url)),
        showInfoPage: false,
        hideSendButton: true,
        sidebarOptions: {
          groupPathsBy: 'tag',
          sidebarCollapsible: true,
          sidebarCollapsed: true,
          sidebarGenerators: { createDocItem: (item) => sidebarDocItem(key, item) },
        },
        markdownGenerators: { createApiPageMD: (item) => createApiPageMD(item, key) },
      },
    ]),
  );
  return { id: 'openapi', docsPluginId: 'api', config };
}

/** A sidebar entry whose id is the doc id the template gives the page: `{folder}/{operationId}`. */
function sidebarDocItem(folder, item) {
  const operationId = item.api?.operationId;
  if (!operationId) throw new Error(`OpenAPI operation "${item.title}" has no operationId`);
  return {
    type: 'doc',
    id: `${folder}/${operationId}`,
    label: item.frontMatter?.sidebar_label ?? item.title,
    className: `api-method ${item.api.method}${item.api.deprecated ? ' menu__list-item--deprecated' : ''}`,
  };
}

/**
 * The page body (MDX). Besides returning it, it stores on the item the JSON the template puts in the front
 * matter (`panelJson`): the plugin renders the template right after calling this generator.
 */
export function createApiPageMD(item, apiKey) {
  const { api, title } = item;
  const { deprecated, description, method, path, parameters, requestBody, responses } = api;
  const action = api['x-action'];
  item.panelJson = JSON.stringify(panelData(item, apiKey));
  return render([
    `import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";\n`,
    `import ParamsDetails from "@theme/ParamsDetails";\n`,
    `import RequestSchema from "@theme/RequestSchema";\n`,
    `import StatusCodes from "@theme/StatusCodes";\n`,
    `import Heading from "@theme/Heading";\n`,
    `import Translate from "@docusaurus/Translate";\n\n`,
    createHeading(title),
    create('MethodEndpoint', {
      method,
      path: method === 'event' ? undefined : realPath(path),
      action,
      operationId: api.operationId,
      context: 'endpoint',
    }),
    '\n\n',
    createDeprecationNotice({ deprecated, description: api['x-deprecated-description'] }),
    createDescription(description),
    requestBody || parameters ? createRequestHeader('Request') : undefined,
    createParamsDetails({ parameters }),
    createRequestBodyDetails({ title: 'Body', body: requestBody }),
    createStatusCodes({ responses }),
  ]);
}

/** Everything the right-hand panel (code samples, Send request) needs; see src/theme/ApiItem/types.ts. */
function panelData(item, apiKey) {
  const { api } = item;
  const isWebhook = api.method === 'event';
  const media = api.requestBody?.content?.['application/json'];
  const body = exampleOf(media);
  const bodyProps = media?.schema?.properties ?? {};
  const headerParams = (api.parameters ?? []).filter((p) => p.in === 'header');
  const fields = [
    ...['key', 'token'].filter((k) => k in bodyProps).map((name) => ({ in: 'body', name })),
    ...headerParams.map((p) => ({ in: 'header', name: p.name, required: p.required === true })),
  ];
  const headers = /** @type {[string, string][]} */ (
    headerParams.map((p) => [p.name, String(p.example ?? p.schema?.example ?? `<${p.name}>`)])
  );
  const servers = (api.servers ?? []).map((s) => ({
    url: s.url,
    ...(s.description ? { description: s.description } : {}),
    ...(s.variables
      ? { variables: Object.fromEntries(Object.entries(s.variables).map(([k, v]) => [k, v.default])) }
      : {}),
  }));
  const path = isWebhook ? undefined : realPath(api.path);
  const sampleUrl = isWebhook
    ? String(api['x-webhook-url-example'] ?? 'https://example.com/webhook')
    : `${servers[0]?.url ?? ''}${path}`;
  const method = isWebhook ? 'post' : api.method;
  return {
    api: apiKey,
    method,
    ...(path ? { path } : {}),
    ...(api['x-action'] ? { action: api['x-action'] } : {}),
    webhook: isWebhook,
    servers,
    fields,
    ...(body !== undefined ? { body } : {}),
    samples: createCodeSamples({ method, url: sampleUrl, headers, body }, { name: api.operationId }),
  };
}

/** The first named example of a media type, else its `example`. */
function exampleOf(media) {
  if (!media) return undefined;
  const first = media.examples ? Object.values(media.examples)[0] : undefined;
  return first?.value ?? media.example;
}
