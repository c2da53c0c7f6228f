/**
 * The colour parser of src/lib/css-values.ts where the browser's is not available: Web Workers (the dashboard
 * checks), Node (the build, the unit tests). colord parses hex, rgb(a), hsl(a) and the named colours, and writes
 * them back in its own notation (`RED` -> `#ff0000`). Importing this module registers it. Pages do not import it:
 * there the browser parses colours, at no cost in bytes.
 */
import { colord, extend } from 'colord';
import namesPlugin from 'colord/plugins/names';
import { setColourFallback } from './css-values';

extend([namesPlugin]);

setColourFallback((value) => {
  const c = colord(value);
  if (!c.isValid()) return null;
  return c.alpha() < 1 ? c.toRgbString() : c.toHex();
});
