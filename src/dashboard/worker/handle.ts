/** What the validation worker does with a request; also used on the main thread when workers are unavailable. */
import { lineColumn, parseJson } from '../json/parse';
import { createDocumentValidator } from '../validate';
import { MAX_RENDER_TEXT, type WorkerRequest, type WorkerResponse } from './protocol';

let validator: ReturnType<typeof createDocumentValidator> | null = null;

function isValidTimeZone(id: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: id });
    return true;
  } catch {
    return false;
  }
}

export function handle(request: WorkerRequest): WorkerResponse {
  if (request.kind === 'init') {
    try {
      validator = createDocumentValidator(request.schema, { catalog: request.catalog, isValidTimeZone });
      return { kind: 'ready' };
    } catch (error) {
      return { kind: 'failed', id: 0, message: `The schema could not be compiled: ${String(error)}` };
    }
  }
  try {
    if (request.kind === 'format') {
      const parsed = parseJson(request.text);
      if (!parsed.ok) {
        const { line, column } = lineColumn(request.text, parsed.error.from);
        return {
          kind: 'formatted',
          id: request.id,
          error: `Can't format: line ${line}, column ${column}: ${parsed.error.message}`,
        };
      }
      // JSON.parse keeps every key as written (including "__proto__"), so formatting never drops text.
      return {
        kind: 'formatted',
        id: request.id,
        text: `${JSON.stringify(JSON.parse(request.text), null, 2)}\n`,
      };
    }
    if (!validator) return { kind: 'failed', id: request.id, message: 'The validator is not ready.' };
    const t0 = performance.now();
    const result = validator(request.text);
    const renderable = request.text.length <= MAX_RENDER_TEXT;
    if (!renderable) delete result.value;
    return { kind: 'result', id: request.id, result, renderable, ms: Math.round(performance.now() - t0) };
  } catch (error) {
    return {
      kind: 'failed',
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
