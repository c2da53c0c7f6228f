/**
 * One rule for CSS values that come from readers: a share link, a saved playground state, the options JSON of a
 * chart page, config.json. Such a value is put into a style (a custom property, a background): anything beyond a
 * colour, a gradient of colours or a font name could make the reader's browser fetch a URL chosen by whoever
 * wrote the value (`url(…)`, `image-set(…)`, `\75rl(…)`), so every such value passes one of these parsers first.
 *
 * Colours are parsed by the browser's own CSS parser (`CSS.supports('color', …)`: exactly what the page will
 * draw, and no bytes to download), or where there is none (a Web Worker, Node) by colord, which
 * ./css-colour-fallback.ts registers and which writes them back in its own notation. Before either, a value may
 * hold no escape, comment, `;`, braces or `@`, and `var()` only bare (a fallback could hold anything). Gradients
 * are split into their orientation and colour stops here (a few lines, so the chart runtime carries no CSS
 * gradient parser), each stop's colour parsed as above, and rebuilt from the parsed pieces. Font names are
 * words, quoted or not. Each parser returns the value to use, or null: refused.
 */

type ColourParser = (value: string) => string | null;
let fallbackParser: ColourParser | null = null;

/** The colour parser for contexts without the browser's (css-colour-fallback.ts calls it). */
export function setColourFallback(parser: ColourParser): void {
  fallbackParser = parser;
}

function parseColour(value: string): string | null {
  const css = (globalThis as { CSS?: { supports?(property: string, value: string): boolean } }).CSS;
  if (typeof css?.supports === 'function') return css.supports('color', value) ? value : null;
  // No parser at all: nothing is accepted (never a value unchecked).
  return fallbackParser ? fallbackParser(value) : null;
}

/** Longer values are refused unread: no colour or gradient a reader means needs more. */
const MAX_LENGTH = 500;
const MAX_STOPS = 32;

/** A custom property of the page (`var(--ifm-color-primary)`): resolved by the browser, fetches nothing. */
const CSS_VAR = /^var\(--[A-Za-z0-9_-]{1,64}\)$/;

function plain(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  // Escapes and comments can spell anything (`\75rl(`); colours and gradients never need them.
  if (v.length === 0 || v.length > MAX_LENGTH || /[\\;{}<>@]|\/\*/.test(v)) return null;
  return v;
}

/** A colour (as the browser accepts it, or written back by colord), else null. */
export function safeColor(value: unknown): string | null {
  const v = plain(value);
  if (v === null) return null;
  if (CSS_VAR.test(v)) return v;
  // var() anywhere else (a fallback: `var(--x, url(…))`) makes any text parse as a colour: refused.
  if (/var\(|env\(|attr\(/i.test(v)) return null;
  if (v.toLowerCase() === 'transparent') return 'transparent';
  return parseColour(v);
}

const ANGLE = /^-?\d+(\.\d+)?(deg|rad|grad|turn)$/;
const DIRECTION = /^to (left|right|top|bottom)( (left|right|top|bottom))?$/;
const STOP_LENGTH = /^-?\d+(\.\d+)?(%|px|em|rem)$/;

/** `a, rgb(1, 2, 3) 10%, b` -> its top-level parts (commas inside parentheses belong to the colour). */
function topLevelParts(text: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return null;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (depth !== 0) return null;
  parts.push(text.slice(start).trim());
  return parts;
}

/** A linear or radial gradient of colours, rebuilt from its parsed pieces, else null. */
function safeGradient(v: string): string | null {
  const m = /^((?:repeating-)?(?:linear|radial)-gradient)\((.*)\)$/i.exec(v);
  if (!m) return null;
  const kind = m[1]!.toLowerCase();
  const parts = topLevelParts(m[2]!);
  if (!parts) return null;
  const out: string[] = [];
  const first = parts[0]!.toLowerCase();
  const orientation = kind.includes('linear')
    ? ANGLE.test(first) || DIRECTION.test(first)
    : first === 'circle' || first === 'ellipse';
  if (orientation) out.push(parts.shift()!.toLowerCase());
  if (parts.length < 2 || parts.length > MAX_STOPS) return null;
  for (const part of parts) {
    const space = part.lastIndexOf(' ');
    const length = space > 0 && STOP_LENGTH.test(part.slice(space + 1)) ? part.slice(space + 1) : null;
    const color = safeColor(length ? part.slice(0, space) : part);
    if (!color) return null;
    out.push(length ? `${color} ${length}` : color);
  }
  return `${kind}(${out.join(', ')})`;
}

/** A background: a colour or a linear or radial gradient of colours, else null. */
export function safeBackground(value: unknown): string | null {
  const v = plain(value);
  if (v === null) return null;
  return /gradient\(/i.test(v) ? safeGradient(v) : safeColor(v);
}

const GENERIC = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-sans-serif',
  'ui-serif',
  'ui-monospace',
  'ui-rounded',
]);

/** A font family list of names (`Roboto`, `"Source Sans 3", sans-serif`), rebuilt quoted, else null. */
export function safeFontFamily(value: unknown): string | null {
  const v = plain(value);
  if (v === null) return null;
  const names = v.split(',').map((n) => n.trim().replace(/^(["'])(.*)\1$/, '$2'));
  if (names.length > 8 || names.some((n) => !/^[A-Za-z0-9][A-Za-z0-9 _-]{0,63}$/.test(n))) return null;
  return names.map((n) => (GENERIC.has(n.toLowerCase()) ? n.toLowerCase() : `"${n}"`)).join(', ');
}

/** A length for borders and radii (`1px`, `0.5rem`, `8%`), else null. */
export function safeLength(value: unknown): string | null {
  const v = plain(value);
  if (v === null) return null;
  return /^\d+(\.\d+)?(px|em|rem|%)?$/.test(v) ? v : null;
}

const COLOUR_PROPERTIES = new Set([
  'color',
  'background-color',
  'border-color',
  'outline-color',
  'fill',
  'stroke',
]);
/** Keywords, numbers with units, hex colours and custom properties: no functions but the colour ones. */
const PLAIN_VALUE = /^[-\w.%# ,]+$/;

/**
 * A `style` attribute's text, each declaration checked by its property: colours and backgrounds by the
 * parsers above, font families as names, anything else only as plain keywords, numbers and lengths (no
 * functions, so no `url(`). Refused declarations are left out; what remains is rebuilt.
 */
export function safeStyleText(style: string): string {
  const out: string[] = [];
  for (const declaration of style.split(';')) {
    const i = declaration.indexOf(':');
    if (i < 0) continue;
    const property = declaration.slice(0, i).trim().toLowerCase();
    const value = declaration.slice(i + 1).trim();
    if (!/^(--)?[a-z][a-z0-9-]*$/.test(property) || !value) continue;
    let safe: string | null;
    if (COLOUR_PROPERTIES.has(property)) safe = safeColor(value);
    else if (property === 'background') safe = safeBackground(value);
    else if (property === 'font-family') safe = safeFontFamily(value);
    else safe = plain(value) !== null && PLAIN_VALUE.test(value) ? value : safeColor(value);
    if (safe !== null) out.push(`${property}:${safe}`);
  }
  return out.join(';');
}
