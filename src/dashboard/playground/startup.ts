import type { DecodeResult } from '../share';
import type { LoadedState, SavedDoc } from '../storage';

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

/** What the playground opens with. */
export interface Startup {
  text: string;
  /**
   * `shared`: a dashboard from a share link, shown beside the reader's own saved one (`own`), which it never
   * replaces until the reader chooses; its edits are kept in a slot of their own.
   */
  mode: 'own' | 'shared';
  /** The reader's saved dashboard, in `shared` mode. */
  own?: string;
  /** The revision of the reader's saved dashboard (0 without one): what this tab has seen. */
  rev: number;
  notice?: Notice;
  backup?: Backup;
}

export const SHARED_NOTICE =
  'Opened the shared dashboard. Your own dashboard is kept as it was: go back to it, or make this one yours.';

/**
 * The text the playground opens with: a valid share link wins (beside the saved dashboard, never over it), then
 * a shared dashboard the reader was editing (`sharedSlot`), then the state saved in this browser, then the first
 * sample; with what to tell the reader about it (a broken link, a saved state moved aside).
 */
export function startupText(
  shared: DecodeResult,
  saved: LoadedState,
  sample: string,
  sharedSlot: SavedDoc | null = null,
): Startup {
  const rev = saved.kind === 'ok' ? saved.rev : 0;
  const backup =
    saved.kind === 'moved' ? { reason: saved.reason, text: saved.backup, kept: saved.kept } : undefined;
  const extra = backup ? { backup } : {};
  if (shared?.ok) {
    // Nothing saved (or the same dashboard): nothing to keep apart.
    if (saved.kind !== 'ok' || saved.text === shared.text)
      return {
        text: shared.text,
        mode: 'own',
        rev,
        notice: { tone: 'success', text: 'Loaded the dashboard from the shared link.' },
        ...extra,
      };
    return {
      text: shared.text,
      mode: 'shared',
      own: saved.text,
      rev,
      notice: { tone: 'success', text: SHARED_NOTICE },
      ...extra,
    };
  }
  const notice: Notice | undefined =
    shared && !shared.ok
      ? {
          tone: 'error',
          text: `${shared.reason} Showing ${saved.kind === 'ok' ? 'your last state' : 'a sample'} instead.`,
        }
      : undefined;
  if (sharedSlot && saved.kind === 'ok' && !notice)
    return {
      text: sharedSlot.text,
      mode: 'shared',
      own: saved.text,
      rev,
      notice: {
        tone: 'info',
        text: 'Showing the shared dashboard you were editing. Your own dashboard is kept as it was.',
      },
      ...extra,
    };
  const text =
    sharedSlot && saved.kind !== 'ok' ? sharedSlot.text : saved.kind === 'ok' ? saved.text : sample;
  return { text, mode: 'own', rev, ...(notice ? { notice } : {}), ...extra };
}

/** How long to wait after a keystroke before validating: longer for large documents. */
export function validationDelay(length: number): number {
  if (length > 500_000) return 900;
  if (length > 50_000) return 400;
  return 200;
}

export { formatSize } from '../../lib/size';
