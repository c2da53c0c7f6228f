import type { ValidationResult } from '../validate';

/** Documents larger than this are validated but not rendered live. */
export const MAX_RENDER_TEXT = 1_500_000;

export type WorkerRequest =
  { kind: 'validate'; id: number; text: string } | { kind: 'format'; id: number; text: string };

export type WorkerResponse =
  | { kind: 'ready' }
  | { kind: 'result'; id: number; result: ValidationResult; renderable: boolean; ms: number }
  | { kind: 'formatted'; id: number; text?: string; error?: string }
  | { kind: 'failed'; id: number; message: string };
