/**
 * CSS colour check for the schema's `format: "color"` (used by the runtime's option definitions), in the Web
 * Worker and in Node: the site's one rule for CSS values from readers (src/lib/css-values.ts), so that what the
 * checks accept is exactly what the chart item draws.
 */
import { safeColor } from '../../lib/css-values';
// The checks run in a Web Worker and in Node, which have no CSS parser of their own.
import '../../lib/css-colour-fallback';

export function isCssColor(value: string): boolean {
  return safeColor(value) !== null;
}
