/**
 * get_operation: an API operation as its page shows it, read from the page's Markdown twin
 * (/api/{operationId}.md, /api/{version}/{operationId}.md): method and path, the parameter, request and
 * response sections, and the six code samples, whose code is the twin's fenced blocks (the page's own text:
 * api/code-samples.mjs generates it once, the page and the twin both show it).
 */
import { scan, sectionOf, type Fence } from './markdown';
import { NotFoundError, type Site } from './site';

export interface CodeSample {
  label: string;
  /** The fence's language (bash, javascript, python, php, java, csharp). */
  language: string;
  code: string;
}

export interface Operation {
  operationId: string;
  title: string;
  /** GET, POST...; a webhook's method too. */
  method: string;
  /** The path, e.g. /0.1.0/account; for a webhook, where it is sent. */
  path: string;
  webhook: boolean;
  /** What the method line adds, e.g. `with "action": "create" in the body`. */
  note?: string;
  description: string;
  /** Markdown sections of the page: "Authorization", "Header Parameters", ... */
  parameters: string[];
  request?: string;
  responses?: string;
  /** What the page says above its samples: the environment variables they read the credentials from. */
  samplesNote?: string;
  samples: CodeSample[];
}

/** operationIds the generator turns into page ids as they are (api/openapi-input.mjs). */
export const OPERATION_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** A page's samples section: a webhook page calls it an example call (the plugin receives it). */
const SAMPLE_SECTIONS = ['Code samples', 'Example webhook call'];
const METHOD_LINE = /^(Webhook)?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE)\s*(?:`([^`]+)`)?\s*(.*)$/;

export function operationPath(operationId: string, version: string): string {
  return version === 'current' ? `/api/${operationId}.md` : `/api/${version}/${operationId}.md`;
}

export function parseOperation(operationId: string, twin: string): Operation {
  const { lines, headings, fences } = scan(twin);
  const title = headings.find((h) => h.level === 1)?.text ?? operationId;
  const methodAt = lines.findIndex((l) => METHOD_LINE.test(l));
  const m = METHOD_LINE.exec(lines[methodAt] ?? '');
  if (!m) throw new Error(`${operationId}: its page shows no method and path (not an operation page?)`);
  const webhook = Boolean(m[1]);
  const rest = m[4]!.trim();
  const firstSection = headings.find((h) => h.level === 2)?.line ?? lines.length;
  const description = lines
    .slice(methodAt + 1, firstSection)
    .join('\n')
    .trim();

  const level2 = (name: string) => sectionOf(twin, (h) => h.level === 2 && h.text === name);
  const parameters = headings
    .filter(
      (h) => (h.level === 3 && /Parameters$/.test(h.text)) || (h.level === 2 && h.text === 'Authorization'),
    )
    .map((h) => sectionOf(twin, (x) => x.line === h.line)!)
    .filter(Boolean);

  // The samples: each fence under "Code samples", labelled by the bold line above it.
  const samplesAt = headings.find((h) => h.level === 2 && SAMPLE_SECTIONS.includes(h.text));
  const samplesEnd =
    headings.find((h) => samplesAt && h.line > samplesAt.line && h.level <= 2)?.line ?? lines.length;
  // The line above the samples (before the first language's label): which variables to set.
  const firstFence = fences.find((f) => samplesAt && f.line > samplesAt.line && f.line < samplesEnd);
  const samplesNote = samplesAt
    ? lines
        .slice(samplesAt.line + 1, firstFence?.line ?? samplesEnd)
        .filter((l) => !/^\*\*.+\*\*$/.test(l.trim()))
        .join('\n')
        .trim()
    : '';
  const samples = samplesAt
    ? fences
        .filter((f) => f.line > samplesAt.line && f.line < samplesEnd)
        .map((f: Fence) => ({
          label: labelAbove(lines, f.line),
          language: f.info.split(/\s/)[0] ?? '',
          code: f.code,
        }))
    : [];

  return {
    operationId,
    title,
    method: m[2]!,
    path: webhook ? (m[3] ?? rest) : (m[3] ?? ''),
    webhook,
    ...(!webhook && rest ? { note: rest } : {}),
    description,
    parameters,
    request: level2('Request'),
    responses: level2('Responses'),
    ...(samplesNote ? { samplesNote } : {}),
    samples,
  };
}

function labelAbove(lines: string[], line: number): string {
  for (let i = line - 1; i >= 0 && i >= line - 3; i--) {
    const bold = /^\*\*(.+)\*\*$/.exec(lines[i]!.trim());
    if (bold) return bold[1]!;
  }
  return '';
}

export async function readOperation(site: Site, operationId: string, version: string): Promise<Operation> {
  if (!OPERATION_ID.test(operationId)) {
    throw new Error(
      `"${operationId}" is not an operationId (letters, digits, "-" and "_", e.g. createAccount)`,
    );
  }
  try {
    return parseOperation(operationId, await site.text(operationPath(operationId, version)));
  } catch (error) {
    if (error instanceof NotFoundError) {
      throw new NotFoundError(
        `no operation "${operationId}" in the ${version === 'current' ? 'current' : version} API reference; search_docs finds operations by what they do`,
      );
    }
    throw error;
  }
}
