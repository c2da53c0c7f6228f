/**
 * lz-string's `decompressFromEncodedURIComponent` with an output budget (issue 54). lz-string has no limit: a
 * 44.5 KB link expands to 200 M characters and a 200 KB one to 3 G, which kills the tab before any size check
 * after it can run. This port of its `_decompress` (lz-string 1.5.0, MIT, the URI-safe alphabet only) stops as
 * soon as the output passes `maxChars`, and can run in slices (`inflateInSlices`) so that the page stays
 * responsive while a large link is read. Links made by lz-string's `compressToEncodedURIComponent` decode to
 * exactly what lz-string gives (tests/unit/dashboard/lz-bounded.test.ts checks both ways with fast-check).
 */

import { nextTask } from './next-task';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const VALUE = new Map([...ALPHABET].map((ch, i) => [ch.charCodeAt(0), i]));

export type InflateResult =
  | { ok: true; text: string }
  /** The output passed the budget: reading stopped there, `read` characters into the input. */
  | { ok: false; reason: 'too-large'; read: number }
  /** Not an lz-string payload (cut short, or never one). */
  | { ok: false; reason: 'damaged' };

/** Codes decoded between two checks of the slice's time. */
const CODES_PER_CHECK = 2048;

/**
 * The decompressor as a generator: it yields every CODES_PER_CHECK codes (so a caller can pause between
 * slices) and returns the result.
 */
function* inflate(input: string, maxChars: number): Generator<void, InflateResult, void> {
  const damaged = { ok: false, reason: 'damaged' } as const;
  if (input === '') return damaged;
  // Under 2^29 output characters the code width stays far below 31 bits, where lz-string's bit loop never ends.
  maxChars = Math.min(maxChars, 2 ** 29);
  // As lz-string: a space is a '+' that a form or a mail client decoded.
  const data = input.replace(/ /g, '+');
  const length = data.length;
  // Characters outside the alphabet, and reads past the end, count as 0 (lz-string's `undefined & bit`).
  const valueAt = (i: number) => VALUE.get(data.charCodeAt(i)) ?? 0;
  const RESET = 32;
  let val = valueAt(0);
  let position = RESET;
  let index = 1;
  const readBits = (count: number) => {
    let bits = 0;
    for (let power = 1, max = 1 << count; power !== max; power <<= 1) {
      const bit = val & position;
      position >>= 1;
      if (position === 0) {
        position = RESET;
        val = valueAt(index++);
      }
      if (bit > 0) bits |= power;
    }
    return bits >>> 0;
  };

  // Entries 0-2 are lz-string's control codes; its dictionary holds strings from 3 on. The first character of
  // each entry is kept apart, so that taking it never flattens a long concatenated string.
  const dictionary: string[] = [];
  const firsts: string[] = [];
  let dictSize = 4;
  let enlargeIn = 4;
  let numBits = 3;
  const result: string[] = [];
  /**
   * The text so far, joined a slice at a time: entries are long concatenated strings, and flattening them all
   * in one join at the end held the main thread 60-125 ms for a 4.7 M-character dashboard.
   */
  const joined: string[] = [];
  const text = () => {
    joined.push(result.join(''));
    return joined.join('');
  };
  let total = 0;

  const first = readBits(2);
  if (first === 2) return { ok: true, text: '' };
  // lz-string itself yields "undefined…" text or throws on a code of 3 here: no link it made starts so.
  if (first !== 0 && first !== 1) return damaged;
  let w = String.fromCharCode(readBits(first === 0 ? 8 : 16));
  let wFirst = w;
  dictionary[3] = w;
  firsts[3] = w;
  result.push(w);
  total = 1;
  const tooLarge = () => ({ ok: false, reason: 'too-large', read: Math.min(index, length) }) as const;
  if (total > maxChars) return tooLarge();

  for (let step = 1; ; step++) {
    if (step % CODES_PER_CHECK === 0) {
      joined.push(result.join(''));
      result.length = 0;
      yield;
    }
    // lz-string gives "" for a payload that ends without its end code (a link cut short).
    if (index > length) return damaged;
    let c = readBits(numBits);
    if (c === 0 || c === 1) {
      const ch = String.fromCharCode(readBits(c === 0 ? 8 : 16));
      dictionary[dictSize] = ch;
      firsts[dictSize] = ch;
      c = dictSize++;
      enlargeIn--;
    } else if (c === 2) return { ok: true, text: text() };

    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }

    let entry: string;
    let entryFirst: string;
    const known = c >= 3 ? dictionary[c] : undefined;
    if (known !== undefined) {
      entry = known;
      entryFirst = firsts[c]!;
    } else if (c === dictSize) {
      entry = w + wFirst;
      entryFirst = wFirst;
    } else return damaged;
    total += entry.length;
    // Stop before the text is built: the budget bounds the time and the memory, not only the answer.
    if (total > maxChars) return tooLarge();
    result.push(entry);

    dictionary[dictSize] = w + entryFirst;
    firsts[dictSize] = wFirst;
    dictSize++;
    enlargeIn--;
    w = entry;
    wFirst = entryFirst;

    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}

/** Decompresses at once (for small inputs and tests); the output is at most `maxChars` characters. */
export function inflateBounded(input: string, maxChars: number): InflateResult {
  const run = inflate(input, maxChars);
  for (;;) {
    const next = run.next();
    if (next.done) return next.value;
  }
}

/**
 * Decompresses in slices of about `sliceMs` of work, giving the page its turn between them (a task each), so
 * that input and painting go on while a large link is read. `signal` abandons the work.
 */
export async function inflateInSlices(
  input: string,
  maxChars: number,
  { sliceMs = 16, signal }: { sliceMs?: number; signal?: AbortSignal } = {},
): Promise<InflateResult> {
  const run = inflate(input, maxChars);
  for (;;) {
    // The first slice too runs a task later: a caller that gives up at once (a page left) costs nothing.
    await nextTask();
    if (signal?.aborted) throw signal.reason;
    const until = performance.now() + sliceMs;
    let next = run.next();
    while (!next.done && performance.now() < until) next = run.next();
    if (next.done) return next.value;
  }
}
