import type { JsonSchema } from '../schema/constants';
import type { ValidationResult } from '../validate';

/** Documents larger than this are validated but not rendered live. */
export const MAX_RENDER_TEXT = 1_500_000;

export type WorkerRequest =
  /** First message: the schema (the page already loaded it for the editor) and the demo data catalog. */
  | { kind: 'init'; schema: JsonSchema; catalog: Record<string, string[]> }
  | { kind: 'validate'; id: number; text: string }
  | { kind: 'format'; id: number; text: string };

export type WorkerResponse =
  | { kind: 'ready' }
  | { kind: 'result'; id: number; result: ValidationResult; renderable: boolean; ms: number }
  | { kind: 'formatted'; id: number; text?: string; error?: string }
  | { kind: 'failed'; id: number; message: string };
