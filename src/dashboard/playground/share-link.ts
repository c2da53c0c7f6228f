/**
 * The playground's Share link: the text in the URL hash (compressed, src/dashboard/share.ts), put in the
 * address bar and copied to the clipboard, or shown to copy by hand when the clipboard is not available.
 */
import { useEffect } from 'react';
import { decodeShareInSlices, encodeShare, LONG_SHARE_LENGTH } from '../share';
import type { Notice } from './startup';

export async function shareLink(text: string): Promise<{ url: string | null; notice: Notice }> {
  const encoded = encodeShare(text);
  if (!encoded.ok) return { url: null, notice: { tone: 'error', text: encoded.reason } };
  const url = `${window.location.origin}${window.location.pathname}#${encoded.hash}`;
  window.history.replaceState(window.history.state, '', `#${encoded.hash}`);
  const long =
    url.length > LONG_SHARE_LENGTH
      ? ` It is long (${url.length} characters): some e-mail and chat apps cut links this long.`
      : '';
  try {
    await navigator.clipboard.writeText(url);
    return {
      url,
      notice: {
        tone: 'success',
        text: `Link copied to the clipboard. Anyone opening it sees this dashboard.${long}`,
      },
    };
  } catch {
    return { url, notice: { tone: 'info', text: `Copy the link below to share this dashboard.${long}` } };
  }
}

/**
 * A share link opened in a tab where the playground is already open changes only the hash: it is opened
 * beside the reader's own dashboard (`openShared` keeps theirs), and a broken one is reported.
 */
export function useSharedHash(
  openShared: (text: string, message: string) => void,
  notify: (notice: Notice) => void,
): void {
  useEffect(() => {
    const controller = new AbortController();
    const onHashChange = async () => {
      let shared;
      try {
        // In slices, as at start-up: a large link never holds the page still.
        shared = await decodeShareInSlices(window.location.hash, controller.signal);
      } catch {
        return; // the page was left
      }
      if (!shared) return;
      if (!shared.ok) {
        notify({ tone: 'error', text: `${shared.reason} Your dashboard was left as it was.` });
        return;
      }
      openShared(
        shared.text,
        'Opened the shared dashboard beside yours: your own is kept as it was. Undo with Ctrl+Z (⌘Z).',
      );
    };
    const listener = () => void onHashChange();
    window.addEventListener('hashchange', listener);
    return () => {
      controller.abort();
      window.removeEventListener('hashchange', listener);
    };
  }, [openShared, notify]);
}
