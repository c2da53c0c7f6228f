/** lz-string's URI-safe alphabet: 6 bits a character, the first bit read first. */
export const LZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/**
 * An lz-string payload that expands to one character repeated: codes 4, 5, 6, … each mean "the previous entry
 * and its first character again", so `codes` codes expand to about codes²/2 characters (the bomb of issue 54).
 */
export function runBomb(codes: number, ch = 'a'): string {
  const bits: number[] = [];
  const write = (value: number, width: number) => {
    for (let i = 0; i < width; i++) bits.push((value >> i) & 1);
  };
  let numBits = 3;
  let dictSize = 4;
  let enlargeIn = 4;
  write(0, 2);
  write(ch.charCodeAt(0), 8);
  for (let i = 0; i < codes; i++) {
    write(dictSize, numBits);
    dictSize++;
    if (--enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
  write(2, numBits);
  let out = '';
  for (let i = 0; i < bits.length; i += 6) {
    let v = 0;
    for (let j = 0; j < 6; j++) v = (v << 1) | (bits[i + j] ?? 0);
    out += LZ_ALPHABET[v];
  }
  return out;
}
