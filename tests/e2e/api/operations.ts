import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

/** Every operation of the two OpenAPI files, with what its page must show. */
export interface OperationPage {
  id: string;
  api: 'core' | 'plugin';
  summary: string;
  /** The sidebar category the page is in: its first tag's display name. */
  section: string;
  webhook: boolean;
  /** The real request path (pseudo-path suffix removed); undefined for webhooks. */
  path?: string;
  action?: string;
  /** Top-level request body fields. */
  bodyFields: string[];
  statusCodes: string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const ROOT = path.resolve(__dirname, '../../..');

function deref(spec: Json, node: Json): Json {
  if (node?.$ref) {
    return deref(
      spec,
      node.$ref
        .slice(2)
        .split('/')
        .reduce((cur: Json, key: string) => cur[key.replace(/~1/g, '/')], spec),
    );
  }
  return node;
}

export function operationPages(): OperationPage[] {
  const out: OperationPage[] = [];
  for (const api of ['core', 'plugin'] as const) {
    const spec = load(fs.readFileSync(path.join(ROOT, `api/openapi/${api}-api.yaml`), 'utf8')) as Json;
    const entries: [string, Json, boolean][] = [
      ...Object.entries<Json>(spec.paths ?? {}).map(
        ([k, v]) => [k, v.post, false] as [string, Json, boolean],
      ),
      ...Object.entries<Json>(spec.webhooks ?? {}).map(
        ([k, v]) => [k, v.post, true] as [string, Json, boolean],
      ),
    ];
    for (const [key, op, webhook] of entries) {
      const schema = deref(spec, op.requestBody?.content?.['application/json']?.schema);
      const tag = (spec.tags ?? []).find((t: Json) => t.name === op.tags?.[0]);
      out.push({
        id: op.operationId,
        api,
        summary: op.summary,
        section: tag?.['x-displayName'] ?? op.tags?.[0],
        webhook,
        path: webhook ? undefined : key.replace(/:[a-z]+$/, ''),
        action: op['x-action'],
        bodyFields: Object.keys(schema?.properties ?? {}),
        statusCodes: Object.keys(op.responses),
      });
    }
  }
  return out;
}
