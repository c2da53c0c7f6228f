// @ts-check
/**
 * Options for docusaurus-plugin-openapi-docs, shared by docusaurus.config.ts (through api/docusaurus.ts) and by
 * scripts/api-generate.mjs, which runs the plugin's generator directly so it can write into any folder (the
 * freshness test regenerates into a temporary folder and compares).
 *
 * What differs from the plugin's defaults, and why:
 * - Doc ids and URLs are the operationId (/api/createAccount), not the plugin's kebab-case ids: the route table
 *   names operations that way. The template sets `id` and `slug`; createDocItem points the sidebar at them.
 * - Pages carry no `api` front matter (the whole operation, compressed, that the stock explorer decodes in the
 *   browser). Each page exports `apiPanel` instead, from `{id}.ApiPanel.json` beside it: the real request, the
 *   servers and code samples generated here, which is all api/theme/ApiItem needs, and no Postman collection.
 *   Not front matter: Docusaurus' MDX loader writes front matter into the page's module with stringify-object,
 *   which does not escape backslashes, so every `\` line continuation of a cURL sample reached the reader as a
 *   literal `\n` (see patches/README.md, "Upstream").
 * - Core API path keys are pseudo-paths `/{version}/{resource}:{action}` (see api/README.md); the page shows the
 *   real request: POST /{version}/{resource} with the action in the body.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { mdxSafe } from './description-markdown.mjs';
import { limitSchemas, needsSchemaMerge } from './page-schemas.mjs';
import { panelData, realPath, securityOf } from './panel-data.mjs';

/**
 * @import { ApiItem, ApiPageMetadata, PluginOptions } from 'docusaurus-plugin-openapi-docs/src/types'
 * @import { SidebarItemDoc } from '@docusaurus/plugin-content-docs/lib/sidebars/types.js'
 * @import { SecurityRequirementObject, SecuritySchemeObject } from 'docusaurus-plugin-openapi-docs/src/openapi/types'
 * @import { DefaultAuth } from './panel-data.mjs'
 */
/**
 * An operation page as the plugin hands it to the generators, with what our files and openapi-input.mjs add to
 * the operation (`x-action`, `x-raw-operation-id`, `x-webhook-url-example`; webhooks have method `event`) and
 * what createApiPageMD stores on it: the panel's JSON and the front matter values the template writes. Every
 * operation has an operationId: openapi-input.mjs gives one to those without.
 * @typedef {ApiPageMetadata & { api: OperationItem, panelJson?: string, yaml?: Record<string, string> }} ApiPage
 * @typedef {ApiItem & { operationId: string, 'x-action'?: string, 'x-raw-operation-id'?: string, 'x-webhook-url-example'?: unknown }} OperationItem
 * @typedef {typeof API_SPECS} ApiSpecs
 */

const require = createRequire(import.meta.url);
const { createHeading } = require('docusaurus-plugin-openapi-docs/lib/markdown/createHeading');
const { createDescription } = require('docusaurus-plugin-openapi-docs/lib/markdown/createDescription');
const {
  createDeprecationNotice,
} = require('docusaurus-plugin-openapi-docs/lib/markdown/createDeprecationNotice');
const { createParamsDetails } = require('docusaurus-plugin-openapi-docs/lib/markdown/createParamsDetails');
const { createRequestHeader } = require('docusaurus-plugin-openapi-docs/lib/markdown/createRequestHeader');
const {
  createRequestBodyDetails,
} = require('docusaurus-plugin-openapi-docs/lib/markdown/createRequestBodyDetails');
const { createStatusCodes } = require('docusaurus-plugin-openapi-docs/lib/markdown/createStatusCodes');
const { create, render } = require('docusaurus-plugin-openapi-docs/lib/markdown/utils');

// Where they were before they had modules of their own (tests import them from here).
export { mdxSafe, needsSchemaMerge, realPath };

/**
 * The references: one docs sidebar each (named by the key), one folder each under api/reference. To document a
 * further API, add one line here (see README.md "Documenting your own API"): its pages are served under
 * /api/{key}/{operationId} unless `routePrefix` says otherwise; `routePrefix: ''` (the project's own two APIs)
 * means /api/{operationId}, so those share one id namespace.
 *
 * `sampleEnv`: the environment variables the code samples read the API's credentials from, by body field or
 * header name, with what each holds: the names the guides use (`$QUANTALOOP_API_KEY`, `$PLUGIN_SECRET`). An API
 * without it gets generic names (sampleCredentials below).
 *
 * `versioned: true`: a version cut (`npm run version:cut`) freezes the API with the docs. Without it the API has
 * pages in the current version only; an older version has the APIs whose files it froze (api/versions.mjs,
 * apisOfVersion), so an API added today is in no older version until a cut includes it.
 *
 * `auth`: the API's default credential, for a file that declares no `security` (GitHub's):
 * `{ type: 'bearer', env: 'GITHUB_TOKEN', what: 'a GitHub token' }` (or 'basic', or 'apiKey' with `name` and
 * `in`): the pages list it under Authorization, and the samples send it, read from that variable.
 *
 * @typedef {Record<string, { env: string, what: string }>} SampleEnv
 * @type {Record<string, { specPath: string, label: string, routePrefix?: string, versioned?: boolean, sampleEnv?: SampleEnv, auth?: DefaultAuth }>}
 */
export const API_SPECS = {
  core: {
    specPath: 'api/openapi/core-api.yaml',
    label: 'Core API',
    routePrefix: '',
    versioned: true,
    sampleEnv: {
      key: { env: 'QUANTALOOP_API_KEY', what: 'your API key' },
      token: { env: 'QUANTALOOP_API_TOKEN', what: 'your API token' },
    },
  },
  plugin: {
    specPath: 'api/openapi/plugin-api.yaml',
    label: 'Plugin API',
    routePrefix: '',
    versioned: true,
    sampleEnv: {
      'X-Secret': { env: 'PLUGIN_SECRET', what: 'the plugin secret' },
      'X-Property-api_key': { env: 'PLUGIN_PROPERTY_API_KEY', what: 'the value of the api_key property' },
    },
  },
};

/** The APIs the Send request panel can answer in the browser (api/sandbox models exactly these two). */
export const SANDBOX_APIS = ['core', 'plugin'];

/**
 * The URL path under /api where an API's pages live: '' or 'name/'.
 * @param {string} key
 * @param {ApiSpecs} [apis]
 * @returns {string}
 */
export function routePrefixOf(key, apis = API_SPECS) {
  const prefix = apis[key]?.routePrefix ?? key;
  return prefix ? `${prefix.replace(/^\/+|\/+$/g, '')}/` : '';
}

export const OUTPUT_ROOT = 'api/reference';

/**
 * A pointer to the guide that explains what every page of that API assumes (its link follows the version).
 * @type {Record<string, (href: (href: string) => string) => string>}
 */
const GUIDE_NOTE = {
  core: (href) =>
    `Authentication, regions, versions and rate limits: see the [Core API introduction](${href('/guide/api--introduction')}).\n\n`,
  plugin: (href) =>
    `How the platform calls a plugin, and how to register one: see the [Plugin API introduction](${href('/guide/plugin--introduction')}).\n\n`,
};

/**
 * @param {{ outputRoot?: string, apis?: typeof API_SPECS, href?: (href: string) => string }} [options]
 *   outputRoot: where to write (absolute or relative to the site); apis: which APIs (the site's by default; tests
 *   and benches generate others); href: the version's link rule for the links the page itself adds
 *   (api/links.mjs; scripts/api-generate.mjs gives it, as it applies it to the descriptions)
 * @returns {PluginOptions}
 */
export function openapiPluginOptions({ outputRoot = OUTPUT_ROOT, apis = API_SPECS, href } = {}) {
  const config = Object.fromEntries(
    Object.entries(apis).map(([key, spec]) => [
      key,
      {
        specPath: spec.specPath,
        outputDir: `${outputRoot}/${key}`,
        // Relative to the site folder, as outputDir is: options are serialized into every page's main.js.
        template: 'api/templates/api-page.mustache',
        showInfoPage: false,
        // Schemas, parameters and responses go to JSON files beside each page ({id}.RequestSchema.json, ...)
        // that the page requires, instead of JSX props in the MDX: MDX parses props with a JavaScript parser,
        // the bundler reads JSON with JSON.parse (plugins/build-memory, API_DATA_RULE), and that is most of the
        // build time of a large API. (The plugin's
        // default, but its defaults apply only through Docusaurus' option validation, which this bypasses.)
        externalJsonProps: true,
        // The plugin deflates each operation into `json` for the stock template's `api` front matter, which our
        // template does not write (see the header): uncompressed, the unused value costs a tenth of the time.
        disableCompression: true,
        sidebarOptions: {
          groupPathsBy: 'tag',
          sidebarCollapsible: true,
          sidebarCollapsed: true,
          sidebarGenerators: {
            createDocItem: /** @param {SidebarPage} item */ (item) => sidebarDocItem(key, item),
          },
        },
        markdownGenerators: {
          /** @param {ApiPageMetadata} pageData */
          createApiPageMD: (pageData) => {
            const item = /** @type {ApiPage} */ (pageData); // every operation has an id (openapi-input.mjs)
            // Without trailing blanks, as scripts/api-generate.mjs leaves every page: written once, not fixed after.
            const page = createApiPageMD(item, key, routePrefixOf(key, apis), {
              href,
              sampleEnv: apis[key]?.sampleEnv,
              auth: apis[key]?.auth,
            })
              .replace(/[ \t]+$/gm, '')
              .trimEnd();
            // The plugin writes the page right after this; its panel goes beside it (see the header).
            const dir = `${outputRoot}/${key}`;
            fs.mkdirSync(dir, { recursive: true });
            fs.writeFileSync(`${dir}/${panelFileOf(item)}`, item.panelJson + '\n');
            // The plugin keeps every item until its last page is written: 190 MB of panels for Microsoft
            // Graph's beta file.
            delete item.panelJson;
            return page;
          },
        },
      },
    ]),
  );
  return { id: 'openapi', docsPluginId: 'api', config };
}

/**
 * The parts of a page (an operation's, or a schema's, which has no `api`) that its sidebar entry shows.
 * @typedef {{ title: string, frontMatter?: Record<string, unknown>, api?: ApiItem }} SidebarPage
 */

/**
 * A sidebar entry whose id is the doc id the template gives the page: `{folder}/{operationId}`.
 * @param {string} folder
 * @param {SidebarPage} item
 * @returns {SidebarItemDoc}
 */
function sidebarDocItem(folder, item) {
  const operationId = item.api?.operationId;
  if (!operationId) throw new Error(`OpenAPI operation "${item.title}" has no operationId`);
  const api = /** @type {ApiItem} */ (item.api); // an operation's page: it has an operationId
  return {
    type: 'doc',
    id: `${folder}/${operationId}`,
    label: /** @type {string | undefined} */ (item.frontMatter?.sidebar_label) ?? item.title,
    className: `api-method ${api.method}${api.deprecated ? ' menu__list-item--deprecated' : ''}`,
  };
}

/**
 * The JSON file beside a page that holds its panel data (api/theme/ApiItem reads the page's `apiPanel` export).
 * @param {{ id: string }} item
 * @returns {string}
 */
export function panelFileOf(item) {
  return `${item.id}.ApiPanel.json`;
}

/**
 * The page body (MDX). Besides returning it, it stores on the item the panel's JSON (`panelJson`), which the
 * page exports from panelFileOf(item), and the front matter values the template writes (`yaml`).
 * @param {ApiPage} item
 * @param {string} apiKey
 * @param {string} [routePrefix]
 * @param {{ href?: (href: string) => string, sampleEnv?: SampleEnv, auth?: DefaultAuth }} [options] href: the
 *   version's link rule (api/links.mjs); sampleEnv, auth: the API's credential variables and default (API_SPECS)
 * @returns {string}
 */
export function createApiPageMD(
  item,
  apiKey,
  routePrefix = routePrefixOf(apiKey),
  { href = (h) => h, sampleEnv, auth } = {},
) {
  const { api, title } = item;
  const { deprecated, description, method, path, parameters, requestBody, responses } = api;
  const action = api['x-action'];
  const security = securityOf(api, auth);
  item.panelJson = JSON.stringify(
    panelData(item, apiKey, { sampleEnv, sendRequest: SANDBOX_APIS.includes(apiKey), auth }),
  );
  // Front matter values as JSON strings (valid YAML): titles from real files contain quotes and backslashes.
  const keywords = [api.operationId, api['x-raw-operation-id'], ...(api.tags ?? [])].filter(Boolean);
  item.yaml = {
    id: api.operationId,
    slug: `/${routePrefix}${api.operationId}`,
    title: yamlString(title),
    description: yamlString(item.frontMatter?.description ?? ''),
    keywords: `[${keywords.map(yamlString).join(', ')}]`,
  };
  const body = limitSchemas(requestBody);
  const statusCodes = limitSchemas(responses);
  return render([
    `export { default as apiPanel } from "./${panelFileOf(item)}";\n`,
    // The allOf merger, only for the pages whose schemas the theme merges (api/theme/Schema/normalize.js).
    needsSchemaMerge([body, statusCodes]) ? `import "@theme/Schema/merger";\n` : '',
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
    GUIDE_NOTE[apiKey]?.(href) ?? '',
    createDeprecationNotice({ deprecated, description: api['x-deprecated-description'] }),
    createDescription(mdxSafe(description)),
    rawIdNote(api['x-raw-operation-id']),
    createSecurityDetails(security.security, security.securitySchemes),
    requestBody || parameters ? createRequestHeader('Request') : undefined,
    createParamsDetails({ parameters }),
    // The plugin's own page passes an absent body too (nothing is rendered); its type does not say so.
    createRequestBodyDetails({ title: 'Body', body: /** @type {NonNullable<typeof body>} */ (body) }),
    createStatusCodes({ responses: statusCodes }),
  ]);
}

/**
 * A double-quoted YAML scalar: as is when nothing needs escaping (the files stay as they were), else JSON.
 * @param {unknown} text
 * @returns {string}
 */
function yamlString(text) {
  const s = String(text);
  return /^[^"\\\n\r\t]*$/.test(s) ? `"${s}"` : JSON.stringify(s);
}

/**
 * Operation ids that were not URL-safe get a page id; the page names the original.
 * @param {string | undefined} rawId
 * @returns {string | undefined}
 */
function rawIdNote(rawId) {
  return rawId ? `Operation ID in the OpenAPI file: \`${rawId.replace(/`/g, "'")}\`\n\n` : undefined;
}

/**
 * The page's "Authorization" section: each accepted way to authenticate (alternatives of the operation's
 * `security`, or the file's), with what goes where, and OAuth2 flows with their URLs and scopes.
 * @param {SecurityRequirementObject[] | undefined} security
 * @param {Record<string, SecuritySchemeObject>} [schemes]
 * @returns {string | undefined}
 */
function createSecurityDetails(security, schemes = {}) {
  const alternatives = (security ?? []).filter((req) => Object.keys(req).length);
  if (!alternatives.length) return undefined;
  const lines = alternatives.map((req) => {
    const parts = Object.entries(req).map(([name, scopes]) => describeScheme(name, schemes[name], scopes));
    return `- ${parts.join('; and ')}`;
  });
  const optional = (security ?? []).length > alternatives.length ? '\n\nAuthentication is optional.' : '';
  const intro = alternatives.length > 1 ? 'Any one of:\n\n' : '';
  const heading = create('Heading', {
    id: 'authorization',
    as: 'h2',
    className: 'openapi-tabs__heading',
    children: 'Authorization',
  });
  return `${heading}\n\n${intro}${lines.join('\n')}${optional}\n\n`;
}

/** @param {unknown} text @returns {string} inline code */
function code(text) {
  return `\`${String(text).replace(/`/g, "'")}\``;
}

/** @param {unknown} text @returns {string} one line of Markdown text, MDX-safe */
function mdText(text) {
  return String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/[{}<>]/g, (c) => `\\${c}`)
    .trim();
}

/**
 * @param {string} name
 * @param {SecuritySchemeObject | undefined} scheme undefined when the file does not define it
 * @param {string[]} [scopes]
 * @returns {string}
 */
function describeScheme(name, scheme, scopes = []) {
  const label = `**${mdText(name)}**`;
  const note = scheme?.description ? ` ${mdText(scheme.description)}` : '';
  const scopeText = scopes.length ? ` Scopes: ${scopes.map(code).join(', ')}.` : '';
  if (!scheme) return `${label}${scopeText}`;
  switch (scheme.type) {
    case 'http':
      return String(scheme.scheme).toLowerCase() === 'bearer'
        ? `${label}: bearer token${scheme.bearerFormat ? ` (${mdText(scheme.bearerFormat)})` : ''} in the ${code('Authorization')} header: ${code('Authorization: Bearer <token>')}.${note}${scopeText}`
        : `${label}: HTTP ${mdText(scheme.scheme)} authentication in the ${code('Authorization')} header.${note}${scopeText}`;
    case 'apiKey':
      return `${label}: API key in the ${code(scheme.name)} ${scheme.in === 'query' ? 'query parameter' : scheme.in === 'cookie' ? 'cookie' : 'header'}.${note}${scopeText}`;
    case 'oauth2': {
      const flows = Object.entries(scheme.flows ?? {}).map(([flow, f]) => {
        const urls = [
          f.authorizationUrl ? `authorize at ${code(f.authorizationUrl)}` : '',
          f.tokenUrl ? `token from ${code(f.tokenUrl)}` : '',
          f.refreshUrl ? `refresh at ${code(f.refreshUrl)}` : '',
        ].filter(Boolean);
        return `${flow} flow${urls.length ? ` (${urls.join(', ')})` : ''}`;
      });
      return `${label}: OAuth 2.0 access token in the ${code('Authorization')} header${flows.length ? `; ${flows.join('; ')}` : ''}.${note}${scopeText}`;
    }
    case 'openIdConnect':
      return `${label}: OpenID Connect (discovery: ${code(scheme.openIdConnectUrl)}), token in the ${code('Authorization')} header.${note}${scopeText}`;
    default:
      // A type the plugin's union does not list (mutualTLS).
      return `${label}: ${mdText(/** @type {{ type: unknown }} */ (scheme).type)}.${note}${scopeText}`;
  }
}
