/**
 * Share links: the dashboard JSON compressed with lz-string into the URL hash (`#json=…`), so nothing is sent
 * to a server. Decoding is defensive: a link cut short or edited by hand gives a message, never an exception,
 * and decompression stops as soon as the text passes 5 MB (src/lib/lz-bounded.ts: lz-string itself has no
 * limit, and a 200 KB link expands to 3 G characters). The page decodes in slices (`decodeShareInSlices`),
 * so that a large link never holds the main thread for long.
 */
import { compressToEncodedURIComponent } from 'lz-string';
import { checkJsonText } from '../lib/json-limits';
import { inflateBounded, inflateInSlices, type InflateResult } from '../lib/lz-bounded';
import { nextTask } from '../lib/next-task';

export const SHARE_KEY = 'json';
/** Links longer than this are refused (browsers and chat apps cut long URLs); Download works for any size. */
export const MAX_SHARE_LENGTH = 100_000;
/** Links longer than this work in browsers but may be cut by e-mail and chat apps. */
export const LONG_SHARE_LENGTH = 8_000;
/** Largest document a link may expand to. */
export const MAX_SHARED_TEXT = 5 * 1024 * 1024;

export type EncodeResult = { ok: true; hash: string } | { ok: false; reason: string };
export type DecodeResult = { ok: true; text: string } | { ok: false; reason: string } | null;

/** `json=<compressed>` (without the '#'). */
export function encodeShare(text: string): EncodeResult {
  const hash = `${SHARE_KEY}=${compressToEncodedURIComponent(text)}`;
  if (hash.length > MAX_SHARE_LENGTH)
    return {
      ok: false,
      reason: `Too large to share by link (${Math.round(hash.length / 1000)} k characters compressed; the limit is ${MAX_SHARE_LENGTH / 1000} k). Use Download instead.`,
    };
  return { ok: true, hash };
}

/** The compressed part of a hash holding a share link, or null when it holds none. */
function payloadOf(rawHash: string): string | null {
  const hash = rawHash.startsWith('#') ? rawHash.slice(1) : rawHash;
  const prefix = `${SHARE_KEY}=`;
  return hash.startsWith(prefix) ? hash.slice(prefix.length) : null;
}

/** Whether a hash holds a share link (decoding it may take a while: see decodeShareInSlices). */
export function isShareHash(rawHash: string): boolean {
  return payloadOf(rawHash) !== null;
}

const DAMAGED = {
  ok: false as const,
  reason: 'The shared link is damaged (perhaps cut short), so its dashboard could not be restored.',
};
const MB = MAX_SHARED_TEXT / 1024 / 1024;

/** What to check before decompressing: a refusal, or null to go on. */
function precheck(payload: string): DecodeResult {
  if (payload.length > MAX_SHARE_LENGTH * 2)
    return {
      ok: false,
      reason: `The shared link is too large to open (${payload.length.toLocaleString('en')} characters; the limit is ${(MAX_SHARE_LENGTH * 2).toLocaleString('en')}).`,
    };
  if (payload.length === 0 || !/^[A-Za-z0-9+\-$ ]*$/.test(payload)) return DAMAGED;
  return null;
}

function afterInflate(inflated: InflateResult): DecodeResult {
  if (!inflated.ok)
    return inflated.reason === 'too-large'
      ? {
          ok: false,
          reason: `The shared dashboard is too large to open: it expands to more than ${MB} MB (the limit is ${MAX_SHARED_TEXT.toLocaleString('en')} characters), so reading it stopped there.`,
        }
      : DAMAGED;
  const { text } = inflated;
  if (text.length === 0) return DAMAGED;
  const limit = checkJsonText(text);
  if (limit)
    return {
      ok: false,
      reason: `The shared dashboard was not loaded: ${limit.message.replace(/^It is/, 'it is')}`,
    };
  return { ok: true, text };
}

/** Reads a location hash (with or without '#') at once; null when it holds no shared dashboard. */
export function decodeShare(rawHash: string): DecodeResult {
  const payload = payloadOf(rawHash);
  if (payload === null) return null;
  return precheck(payload) ?? afterInflate(inflateBounded(payload, MAX_SHARED_TEXT));
}

/**
 * decodeShare in slices of the main thread (a few milliseconds each, other tasks between them): what the
 * page uses, so that opening a large link, or a decompression bomb, leaves the page responsive.
 */
export async function decodeShareInSlices(rawHash: string, signal?: AbortSignal): Promise<DecodeResult> {
  const payload = payloadOf(rawHash);
  if (payload === null) return null;
  const refused = precheck(payload);
  if (refused) return refused;
  const inflated = await inflateInSlices(payload, MAX_SHARED_TEXT, signal ? { signal } : {});
  // A task each for the last slice (which joins the text), the limits' pass over it, and what the page does
  // with it: together they held the main thread 80-300 ms for a 4.7 M-character dashboard on a busy machine.
  await nextTask();
  const decoded = afterInflate(inflated);
  await nextTask();
  if (signal?.aborted) throw signal.reason;
  return decoded;
}
