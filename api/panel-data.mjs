// @ts-check
/**
 * The right-hand panel of an API page ({id}.ApiPanel.json beside it, which api/theme/ApiItem reads through the
 * page's `apiPanel` export): the real request, the servers, the credential fields and the code samples, made
 * from the operation as the OpenAPI plugin hands it to api/plugin-config.mjs's page generator.
 */
import { createCodeSamples, envRef } from './code-samples.mjs';
import { FORM_MEDIA, formFieldsOf } from './form-samples.mjs';
import { GENERATED_EXAMPLE } from './openapi-input.mjs';

/**
 * @import { MediaTypeObject, ParameterObject, ResponsesObject, SecurityRequirementObject, SecuritySchemeObject } from 'docusaurus-plugin-openapi-docs/src/openapi/types'
 * @import { ApiPage, OperationItem, SampleEnv } from './plugin-config.mjs'
 * @import { SampleRequest } from './code-samples.mjs'
 */
/**
 * An API's default credential (`auth` in API_SPECS), for a file that declares no security: a bearer token, HTTP
 * basic credentials or an API key (`name`: its header or query parameter, `in`: header by default), read by the
 * samples from the environment variable `env`, which holds `what`.
 * @typedef {{ type: 'bearer' | 'basic' | 'apiKey', env: string, what?: string, name?: string, in?: 'header' | 'query' }} DefaultAuth
 */

/**
 * `/0.1.0/account:create` -> `/0.1.0/account`: Core API path keys carry the action after a colon.
 * @param {string} pathKey
 * @returns {string}
 */
export function realPath(pathKey) {
  return pathKey.replace(/:[a-z]+$/, '');
}

/**
 * Everything the right-hand panel (code samples, Send request) needs; see api/theme/ApiItem/types.ts.
 * @param {ApiPage} item
 * @param {string} apiKey
 * @param {{ sampleEnv?: SampleEnv, sendRequest?: boolean, auth?: DefaultAuth }} [options] sampleEnv: the API's
 *   credential variables (API_SPECS); sendRequest: the Send request panel can answer for this API
 *   (SANDBOX_APIS); auth: the API's default credential (securityOf)
 */
export function panelData(item, apiKey, { sampleEnv, sendRequest = false, auth } = {}) {
  const { api } = item;
  const isWebhook = api.method === 'event';
  const media = jsonMediaOf(api.requestBody?.content);
  const body = exampleOf(media);
  // A body that is not JSON: a file (binary), a string (text) or a form's fields, sent as its media type.
  const raw = media ? undefined : rawBodyOf(api.requestBody?.content);
  const security = securityOf(api, auth);
  const generated = Boolean(media?.examples?.[GENERATED_EXAMPLE.name]);
  const bodyProps = media?.schema?.properties ?? {};
  const params = api.parameters ?? [];
  const headerParams = params.filter((p) => p.in === 'header');
  const fields = [
    ...['key', 'token'].filter((k) => k in bodyProps).map((name) => ({ in: 'body', name })),
    ...headerParams.map((p) => ({ in: 'header', name: p.name, required: p.required === true })),
  ];
  const credentials = sampleCredentials({ ...security.sampleEnv, ...sampleEnv });
  const headers = /** @type {[string, string][]} */ (
    headerParams.map((p) => [
      p.name,
      credentials.header(p) ?? String(p.example ?? p.schema?.example ?? `<${p.name}>`),
    ])
  );
  const query = /** @type {[string, string][]} */ (
    params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, paramValue(p)])
  );
  const authRequest = securityRequest(security.security, security.securitySchemes, headers, credentials);
  headers.push(...authRequest.headers);
  query.push(...authRequest.query);
  // The body's credentials (the Core API's key and token) are read from the environment too.
  const sampleBody =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(
          Object.entries(body).map(([name, value]) => [
            name,
            fields.some((f) => f.in === 'body' && f.name === name) ? credentials.body(name) : value,
          ]),
        )
      : body;
  const servers = (api.servers ?? []).map((s) => ({
    url: s.url,
    ...(s.description ? { description: s.description } : {}),
    ...(s.variables
      ? { variables: Object.fromEntries(Object.entries(s.variables).map(([k, v]) => [k, v.default])) }
      : {}),
  }));
  const path = isWebhook ? undefined : realPath(api.path);
  const sampleServer = isWebhook ? undefined : serverUrl(servers[0]);
  const sampleUrl = isWebhook
    ? String(api['x-webhook-url-example'] ?? 'https://example.com/webhook')
    : `${sampleServer}${fillPath(path, params)}${queryString(query)}`;
  const method = isWebhook ? 'post' : api.method;
  /** @type {SampleRequest} */
  const sampleRequest = {
    method,
    url: sampleUrl,
    headers,
    body: raw ? raw.value : sampleBody,
    ...(raw ? { bodyKind: raw.kind, contentType: raw.contentType } : {}),
    json: successIsJson(api.responses),
  };
  const env = credentials.used();
  return {
    api: apiKey,
    method,
    ...(path ? { path } : {}),
    ...(api['x-action'] ? { action: api['x-action'] } : {}),
    webhook: isWebhook,
    ...(sendRequest ? {} : { sendRequest: false }),
    servers,
    fields,
    ...(body !== undefined ? { body } : {}),
    ...(generated ? { generatedExample: true } : {}),
    // The server the samples call: the page swaps it for the one the reader picks in Send request.
    ...(sampleServer ? { sampleServer } : {}),
    ...(env.length ? { sampleEnv: env } : {}),
    samples: createCodeSamples(sampleRequest, { name: api.operationId }),
  };
}

/**
 * Where the samples read each credential: the API's own variable names (API_SPECS `sampleEnv`), else generic
 * ones: a body field `key` -> API_KEY; a header that looks secret (`X-Api-Key`, a password format) -> its name
 * in capitals (X_API_KEY); an API-key scheme -> API_KEY; a bearer, OAuth 2.0 or OpenID token -> API_TOKEN; HTTP
 * basic -> API_BASIC_AUTH (base64 of user:password). `used()` lists the variables given out, for the line above
 * the samples.
 * @param {SampleEnv} [sampleEnv]
 */
function sampleCredentials(sampleEnv = {}) {
  /** @type {Map<string, string>} */
  const used = new Map();
  /** @param {string} env @param {string} what */
  const ref = (env, what) => {
    if (!used.has(env)) used.set(env, what);
    return envRef(env);
  };
  /** @param {string} name */
  const configured = (name) => {
    const entry = sampleEnv[name];
    return entry ? ref(entry.env, entry.what) : undefined;
  };
  const upper = (/** @type {string} */ name) =>
    name
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .toUpperCase();
  return {
    /** @param {string} name a credential field of the JSON body */
    body: (name) => configured(name) ?? ref(`API_${upper(name)}`, `your API ${name}`),
    /**
     * A header parameter's value, when it is a credential.
     * @param {Partial<ParameterObject> & { name: string }} param
     */
    header: (param) =>
      configured(param.name) ??
      (SECRET_NAME.test(param.name) || param.schema?.format === 'password'
        ? ref(
            /^[0-9]/.test(upper(param.name)) ? `H_${upper(param.name)}` : upper(param.name),
            `the ${param.name} header`,
          )
        : undefined),
    /** @param {string} name a security scheme's header or parameter @param {string} env @param {string} what */
    scheme: (name, env, what) => configured(name) ?? ref(env, what),
    used: () => [...used].map(([name, what]) => ({ name, what })),
  };
}

/** Header names that carry a credential. */
const SECRET_NAME = /secret|token|passw|api[-_]?key|auth|credential|signature/i;

/**
 * Whether the first success response (2xx, 200 first) documents a JSON body: the samples print it.
 * @param {ResponsesObject} [responses]
 * @returns {boolean}
 */
function successIsJson(responses = {}) {
  const code = Object.keys(responses)
    .filter((c) => /^2(\d\d|XX)$/i.test(c))
    .sort()[0];
  return code !== undefined && jsonMediaOf(responses[code]?.content) !== undefined;
}

/**
 * The request's JSON media type: application/json first, else any `+json` or `/json` one.
 * @param {Record<string, MediaTypeObject> | undefined} content
 * @returns {MediaTypeObject | undefined}
 */
function jsonMediaOf(content) {
  if (!content) return undefined;
  if (content['application/json']) return content['application/json'];
  const type = Object.keys(content).find((t) => /[/+]json\b/i.test(t));
  return type ? content[type] : undefined;
}

/**
 * The first server's URL with its variables' defaults; a relative URL gets a placeholder host.
 * @param {{ url: string, variables?: Record<string, string> } | undefined} server
 * @returns {string}
 */
function serverUrl(server) {
  if (!server) return 'https://api.example.com';
  const url = server.url
    .replace(/\{([^}]+)\}/g, (m, name) => server.variables?.[name] ?? m)
    .replace(/\/+$/, '');
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url)
    ? url
    : `https://api.example.com${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * A parameter's documented example, else an upper-case placeholder that is valid in a URL: `PET_ID`.
 * @param {Partial<ParameterObject> & { name: string }} param
 * @returns {string}
 */
function paramValue(param) {
  const examples = param.examples ? Object.values(param.examples) : [];
  const value =
    param.example ??
    examples[0]?.value ??
    param.schema?.example ??
    param.schema?.default ??
    param.schema?.enum?.[0];
  if (value !== undefined && value !== null && typeof value !== 'object') return String(value);
  return param.name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

/**
 * The path with its parameters filled in (paramValue).
 * @param {string | undefined} path
 * @param {ParameterObject[]} params
 * @returns {string}
 */
function fillPath(path, params) {
  if (!path) return '';
  return path.replace(/\{([^}]+)\}/g, (m, name) => {
    const param = params.find((p) => p.in === 'path' && p.name === name) ?? { name };
    return encodeURIComponent(paramValue(param));
  });
}

/**
 * @param {[string, string][]} pairs values may read the environment (envRef), which stays as it is
 * @returns {string} `?a=1&b=2`, or ''
 */
function queryString(pairs) {
  /** @param {string} v */
  const encode = (v) =>
    v
      .split(/(\uE000env:[A-Za-z0-9_]+\uE001)/)
      .map((part, i) => (i % 2 ? part : encodeURIComponent(part)))
      .join('');
  return pairs.length ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encode(v)}`).join('&')}` : '';
}

/**
 * What the first accepted way to authenticate adds to a request (the samples show one, the page lists all), its
 * values read from the environment (sampleCredentials). A header the operation already declares as a parameter
 * is not added twice.
 * @param {SecurityRequirementObject[] | undefined} security
 * @param {Record<string, SecuritySchemeObject>} [schemes]
 * @param {[string, string][]} [headers] the request's headers so far
 * @param {ReturnType<typeof sampleCredentials>} [credentials]
 */
function securityRequest(security, schemes = {}, headers = [], credentials = sampleCredentials()) {
  const out = {
    headers: /** @type {[string, string][]} */ ([]),
    query: /** @type {[string, string][]} */ ([]),
  };
  const first = (security ?? []).find((req) => Object.keys(req).length);
  /** @param {string} name */
  const has = (name) => [...headers, ...out.headers].some(([k]) => k.toLowerCase() === name.toLowerCase());
  for (const name of Object.keys(first ?? {})) {
    const scheme = schemes[name];
    if (!scheme) continue;
    if (scheme.type === 'apiKey') {
      const key = () => credentials.scheme(scheme.name, 'API_KEY', 'your API key');
      if (scheme.in === 'query') out.query.push([scheme.name, key()]);
      else if (scheme.in === 'cookie') out.headers.push(['Cookie', `${scheme.name}=${key()}`]);
      else if (!has(scheme.name)) out.headers.push([scheme.name, key()]);
    } else if (!has('Authorization')) {
      const basic = scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic';
      out.headers.push([
        'Authorization',
        basic
          ? `Basic ${credentials.scheme('Authorization', 'API_BASIC_AUTH', 'base64 of your user:password')}`
          : `Bearer ${credentials.scheme('Authorization', 'API_TOKEN', 'your access token')}`,
      ]);
    }
  }
  return out;
}

/**
 * The first named example of a media type, else its `example`.
 * @param {MediaTypeObject | undefined} media
 * @returns {unknown}
 */
function exampleOf(media) {
  if (!media) return undefined;
  const first = media.examples ? Object.values(media.examples)[0] : undefined;
  return first?.value ?? media.example;
}

/**
 * The security an operation's page and samples show: the file's (the operation's, else the file's root), else,
 * where the file declares none (GitHub's describes its token in prose only), the API's default credential
 * (operations only: not webhooks).
 * @param {OperationItem} api
 * @param {DefaultAuth} [auth]
 * @returns {{ security?: SecurityRequirementObject[], securitySchemes?: Record<string, SecuritySchemeObject>, sampleEnv: SampleEnv }}
 */
export function securityOf(api, auth) {
  // A webhook is the API calling the reader's server: it carries none of the reader's credentials.
  if (!auth || api.security !== undefined || api.method === 'event')
    return { security: api.security, securitySchemes: api.securitySchemes, sampleEnv: {} };
  const what = { bearer: 'your access token', basic: 'base64 of your user:password', apiKey: 'your API key' };
  /** @type {[string, SecuritySchemeObject, string]} scheme name (the page shows it), scheme, credential */
  const [name, scheme, credential] =
    auth.type === 'apiKey'
      ? [
          'apiKey',
          { type: 'apiKey', in: auth.in ?? 'header', name: auth.name ?? 'X-Api-Key' },
          auth.name ?? 'X-Api-Key',
        ]
      : [`${auth.type}Auth`, { type: 'http', scheme: auth.type }, 'Authorization'];
  return {
    security: [{ [name]: [] }],
    securitySchemes: { ...api.securitySchemes, [name]: scheme },
    sampleEnv: { [credential]: { env: auth.env, what: auth.what ?? what[auth.type] } },
  };
}

/** Media types whose body is a file: the samples send its bytes. */
const BINARY_MEDIA = /^(?:application\/(?:octet-stream|pdf|zip|gzip)|image\/|audio\/|video\/)/i;

/**
 * A request body the samples can send that is not JSON (the first such media type of the request): a file for
 * binary media types and `format: binary` strings (its name from a `@name` example, as cURL writes it, else
 * file.bin, file.png, ...), a string for text (`text/*`, XML: its string example, else TEXT), the fields of a
 * multipart/form-data or application/x-www-form-urlencoded schema (form-samples.mjs, formFieldsOf).
 * @param {Record<string, MediaTypeObject> | undefined} content
 * @returns {{ kind: 'file' | 'text', contentType: string, value: string } | { kind: 'form' | 'multipart', contentType: string, value: import('./form-samples.mjs').FormField[] } | undefined}
 */
function rawBodyOf(content = {}) {
  for (const [contentType, media] of Object.entries(content)) {
    const form = FORM_MEDIA.exec(contentType)?.[1]?.toLowerCase();
    if (form)
      return {
        kind: form === 'multipart/form-data' ? 'multipart' : 'form',
        contentType: form,
        value: formFieldsOf(media),
      };
    const example = exampleOf(media) ?? media.schema?.example;
    if (BINARY_MEDIA.test(contentType) || media.schema?.format === 'binary') {
      const subtype = contentType.split('/')[1] ?? '';
      const extension = /^[a-z0-9]+$/.test(subtype) ? subtype : 'bin';
      const value =
        typeof example === 'string' && /^@\S+$/.test(example) ? example.slice(1) : `file.${extension}`;
      return { kind: 'file', contentType, value };
    }
    if (/^text\/|[/+]xml\b/i.test(contentType))
      return { kind: 'text', contentType, value: typeof example === 'string' ? example : 'TEXT' };
  }
  return undefined;
}
