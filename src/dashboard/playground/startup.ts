import type { DecodeResult } from '../share';
import type { LoadedState } from '../storage';

export type Tone = 'info' | 'success' | 'error';
export interface Notice {
  tone: Tone;
  text: string;
}

/** A saved state that could not be loaded, offered for download. */
export interface Backup {
  reason: string;
  text: string;
  kept: boolean;
}

/**
 * The text the playground opens with: a valid share link wins, then the state saved in this browser, then
 * the first sample; with what to tell the reader about it (a broken link, a saved state moved aside).
 */
export function startupText(
  shared: DecodeResult,
  saved: LoadedState,
  sample: string,
): { text: string; notice?: Notice; backup?: Backup } {
  if (shared?.ok)
    return {
      text: shared.text,
      notice: { tone: 'success', text: 'Loaded the dashboard from the shared link.' },
    };
  const text = saved.kind === 'ok' ? saved.text : sample;
  const backup =
    saved.kind === 'moved' ? { reason: saved.reason, text: saved.backup, kept: saved.kept } : undefined;
  const notice: Notice | undefined =
    shared && !shared.ok
      ? {
          tone: 'error',
          text: `${shared.reason} Showing ${saved.kind === 'ok' ? 'your last state' : 'a sample'} instead.`,
        }
      : undefined;
  return { text, ...(notice ? { notice } : {}), ...(backup ? { backup } : {}) };
}

/** How long to wait after a keystroke before validating: longer for large documents. */
export function validationDelay(length: number): number {
  if (length > 500_000) return 900;
  if (length > 50_000) return 400;
  return 200;
}

export function formatSize(chars: number): string {
  if (chars < 1024) return `${chars} B`;
  if (chars < 1024 * 1024) return `${(chars / 1024).toFixed(1)} KB`;
  return `${(chars / 1024 / 1024).toFixed(1)} MB`;
}
