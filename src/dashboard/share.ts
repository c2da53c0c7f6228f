/**
 * Share links: the dashboard JSON compressed with lz-string into the URL hash (`#json=…`), so nothing is sent
 * to a server. Decoding is defensive: a link cut short or edited by hand gives a message, never an exception.
 */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { checkJsonText } from '../lib/json-limits';

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

/** Reads a location hash (with or without '#'); null when it holds no shared dashboard. */
export function decodeShare(rawHash: string): DecodeResult {
  const hash = rawHash.startsWith('#') ? rawHash.slice(1) : rawHash;
  const prefix = `${SHARE_KEY}=`;
  if (!hash.startsWith(prefix)) return null;
  const payload = hash.slice(prefix.length);
  const damaged = {
    ok: false as const,
    reason: 'The shared link is damaged (perhaps cut short), so its dashboard could not be restored.',
  };
  if (payload.length === 0 || payload.length > MAX_SHARE_LENGTH * 2 || !/^[A-Za-z0-9+\-$]*$/.test(payload))
    return damaged;
  let text: string | null;
  try {
    text = decompressFromEncodedURIComponent(payload);
  } catch {
    return damaged;
  }
  if (typeof text !== 'string' || text.length === 0) return damaged;
  if (text.length > MAX_SHARED_TEXT)
    return { ok: false, reason: 'The shared dashboard is larger than 5 MB and was not loaded.' };
  const limit = checkJsonText(text);
  if (limit)
    return {
      ok: false,
      reason: `The shared dashboard was not loaded: ${limit.message.replace(/^It is/, 'it is')}`,
    };
  return { ok: true, text };
}
