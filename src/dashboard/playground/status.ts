/**
 * What the playground says about the text: the status beside the JSON heading and the note above the preview.
 */
import type { ValidationOutcome } from '../worker/client';
import { formatSize } from './startup';

export interface Status {
  tone: 'ok' | 'warn' | 'error' | 'busy';
  text: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function statusOf(result: ValidationOutcome['result'] | undefined): Status {
  if (!result) return { tone: 'busy', text: 'Checking…' };
  if (!result.parsed) {
    const first = result.diagnostics[0];
    return {
      tone: 'error',
      text: first ? `Invalid JSON: line ${first.line}, column ${first.column}` : 'Invalid JSON',
    };
  }
  if (result.errors > 0)
    return {
      tone: 'error',
      text: `${plural(result.errors, 'error', 'errors')}${result.warnings ? `, ${plural(result.warnings, 'warning', 'warnings')}` : ''}`,
    };
  if (result.warnings > 0)
    return { tone: 'warn', text: `Valid, with ${plural(result.warnings, 'warning', 'warnings')}` };
  const counts = result.stats ?? { views: 0, items: 0 };
  return {
    tone: 'ok',
    text: `Valid dashboard: ${plural(counts.items, 'item', 'items')} in ${plural(counts.views, 'view', 'views')}`,
  };
}

/** Why the preview shows an older version or nothing, or null when it shows the text as it is. */
export function previewMessageOf(
  outcome: ValidationOutcome | null,
  hasLastGood: boolean,
  size: number,
): string | null {
  const result = outcome?.result;
  if (!result) return null;
  if (!result.parsed)
    return hasLastGood
      ? 'The JSON has a syntax error: the preview shows the last valid version.'
      : 'The JSON has a syntax error, so there is nothing to draw yet. Fix the first problem listed.';
  if (!outcome.renderable)
    return `This document is too large to draw live (${formatSize(size)}); validation still runs. Download it or reduce it to preview.`;
  return null;
}
