/**
 * Small SVG helpers for the gallery's pictures: escaping, and the minifier that makes ECharts' server-side SVG
 * fit a page of seventy pictures. Pure.
 */

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A font-family list that can sit in an XML attribute (ECharts writes it into `style="…"` unescaped). */
export function attributeSafeFont(family: string): string {
  return family.replace(/"/g, "'");
}

type Point = [number, number];

/**
 * Rounds a path made only of absolute M, L and Z commands (map outlines, lines) to whole pixels and drops the
 * points that add nothing there: repeats, points on a straight run, rings that shrink to under three points.
 * At the pictures' size that is invisible and halves a world map. Other paths keep one decimal.
 */
export function simplifyPath(d: string, view?: { width: number; height: number }): string {
  if (!/^[MLZ0-9.\s-]+$/.test(d) || !d.startsWith('M')) return d.replace(/-?\d+\.\d+/g, roundTo1);
  const rings: { points: Point[]; closed: boolean }[] = [];
  for (const m of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    const [, cmd, args] = m;
    if (cmd === 'Z') {
      if (rings.length) rings[rings.length - 1]!.closed = true;
      continue;
    }
    const nums = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (cmd === 'M') rings.push({ points: [], closed: false });
    const ring = rings[rings.length - 1];
    if (!ring) continue;
    for (let i = 0; i + 1 < nums.length; i += 2)
      ring.points.push([Math.round(nums[i]!), Math.round(nums[i + 1]!)]);
  }
  const out: string[] = [];
  for (const { points, closed } of rings) {
    // A map zoomed in on a region still draws the world: outlines wholly outside the picture go.
    if (view && outside(points, view)) continue;
    const kept = dropCloserThan(points, TOLERANCE);
    if (closed ? kept.length < 3 : kept.length < 2) continue;
    out.push(`M${kept.map((p) => `${p[0]} ${p[1]}`).join('L')}${closed ? 'Z' : ''}`);
  }
  return out.join('');
}

function outside(points: Point[], view: { width: number; height: number }): boolean {
  const m = 2;
  return (
    points.every(([x]) => x < -m) ||
    points.every(([x]) => x > view.width + m) ||
    points.every(([, y]) => y < -m) ||
    points.every(([, y]) => y > view.height + m)
  );
}

/** Pixels a simplified outline may stray from the drawn one. */
const TOLERANCE = 0.6;

/** Ramer-Douglas-Peucker: the points a polyline needs to stay within `tolerance` of itself, then repeats removed. */
function dropCloserThan(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = points[a]!;
    const [bx, by] = points[b]!;
    const len = Math.hypot(bx - ax, by - ay);
    let worst = -1;
    let far = 0;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i]!;
      const dist =
        len === 0
          ? Math.hypot(px - ax, py - ay)
          : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / len;
      if (dist > far) {
        far = dist;
        worst = i;
      }
    }
    if (worst >= 0 && far > tolerance) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  const out: Point[] = [];
  points.forEach((p, i) => {
    const last = out[out.length - 1];
    if (keep[i] && !(last && last[0] === p[0] && last[1] === p[1])) out.push(p);
  });
  return out;
}

function roundTo1(n: string): string {
  return String(Math.round(Number(n) * 10) / 10);
}

/**
 * ECharts' SSR output, minus what a static picture does not use: the hover styles and their classes, the data
 * markers for client-side hydration (`ecmeta_*`), pointer events, invisible hit areas; the font named once in a
 * stylesheet instead of on every text; numbers in paths rounded (simplifyPath).
 */
export function minifyEchartsSvg(svg: string, view: { width: number; height: number }): string {
  let out = svg
    .replace(/<style[^>]*><!\[CDATA\[[\s\S]*?\]\]>\s*<\/style>/g, '')
    .replace(/ ecmeta_[a-z_]+="[^"]*"/g, '')
    .replace(/ pointer-events="[^"]*"/g, '')
    .replace(/ class="zr\d*-cls-\d+"/g, '')
    .replace(/<path d="[^"]*"(?: transform="[^"]*")? fill="none"><\/path>\n?/g, '')
    // A path drawn through a transform (a symbol: a unit shape scaled up) keeps its precision.
    .replace(/<path d="([^"]*)"([^>]*)>/g, (m, d: string, rest: string) =>
      rest.includes('transform=') ? m : `<path d="${simplifyPath(d, view)}"${rest}>`,
    )
    .replace(/<path d=""[^>]*><\/path>\n?/g, '');
  const fonts = new Set([...out.matchAll(/font-family:([^;"]*);?/g)].map((m) => m[1]));
  if (fonts.size === 1) {
    const [font] = [...fonts];
    out = out
      .replace(/font-family:[^;"]*;?/g, '')
      .replace(/ style=""/g, '')
      .replace(/(<svg[^>]*>)/, `$1<style>text{font-family:${font}}</style>`);
  }
  return out.replace(/>\n</g, '><');
}
