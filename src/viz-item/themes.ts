/**
 * Built-in themes (default, default_dark, orion), custom themes, and the page's dark mode. Every colour,
 * background, font and length of a custom theme comes from the reader (options JSON, a share link, a saved
 * dashboard): it passes the site's one rule for CSS values (src/lib/css-values.ts) before it reaches a style or
 * the chart, so no theme can make the browser fetch anything. A refused value is left out (the base theme's is
 * used) and checkTheme names it.
 */
import { safeBackground, safeColor, safeFontFamily, safeLength } from '../lib/css-values';
import { hasOwn, own } from '../lib/own';
import type { ThemeOption } from './types';

export interface ResolvedTheme {
  id: string;
  dark: boolean;
  background: string;
  surface: string;
  text: string;
  muted: string;
  grid: string;
  axis: string;
  colors: string[];
  mainColor: string;
  fontFamily: string;
  fontSize: number;
  title: {
    bold: boolean;
    italic: boolean;
    underline: boolean;
    align: 'left' | 'center' | 'right';
    fontSize: number;
  };
  border?: string;
  borderRadius?: string;
  boxShadow?: string;
  positive: string;
  negative: string;
  /**
   * Map classes, low to high (a choropleth picks n evenly spread: maps.ts). Each is at least 3:1 (WCAG
   * contrast) from `surface`, the colour of a country without data, and they are evenly spaced in contrast, so
   * neighbours differ as much as the range allows (a contrast ratio tops out at 21:1, so 3:1 between every
   * pair of neighbours is only possible for two classes). Found by solving OKLCH lightness for each target
   * luminance along a hue path; tests/unit/viz-item/legend-contrast.test.ts checks the ratios.
   */
  classColors: string[];
  /** The heat map's gradient, low to high: each stop at least 3:1 from `surface` (the land), evenly spaced. */
  heatColors: string[];
}

const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const LIGHT: ResolvedTheme = {
  id: 'default',
  dark: false,
  background: '#ffffff',
  surface: '#f3f4f6',
  text: '#1f2937',
  muted: '#5b6472',
  grid: '#e5e7eb',
  axis: '#9ca3af',
  colors: ['#2563eb', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#06b6d4', '#ec4899', '#84cc16'],
  mainColor: '#2563eb',
  fontFamily: SYSTEM_FONT,
  fontSize: 13,
  title: { bold: true, italic: false, underline: false, align: 'left', fontSize: 15 },
  positive: '#15803d',
  negative: '#b91c1c',
  // Darker is more: blue to navy (the lightest class 3.8:1 from the light grey of no data: 3:1 still when drawn
  // at 85% opacity, as hexagons are).
  classColors: [
    '#0d84b6',
    '#0e76ab',
    '#0368a1',
    '#095b95',
    '#064e8b',
    '#004084',
    '#073376',
    '#0b2464',
    '#091350',
  ],
  heatColors: ['#117ed6', '#6b4cae', '#762060', '#560108'],
};

const DARK: ResolvedTheme = {
  ...LIGHT,
  id: 'default_dark',
  dark: true,
  background: '#1b1b1d',
  surface: '#2a2b2f',
  text: '#e5e7eb',
  muted: '#a3aab5',
  grid: '#34363b',
  axis: '#6b7280',
  colors: ['#60a5fa', '#fbbf24', '#34d399', '#f87171', '#a78bfa', '#22d3ee', '#f472b6', '#a3e635'],
  mainColor: '#60a5fa',
  positive: '#4ade80',
  negative: '#f87171',
  // Lighter is more: blue to pale cyan (the darkest class 3.75:1 from the dark grey of no data).
  classColors: [
    '#4d81e4',
    '#4d91e6',
    '#52a1e8',
    '#5fb1ea',
    '#71c1ec',
    '#87d1ef',
    '#a0e0f4',
    '#bcf0fb',
    '#eefcfe',
  ],
  heatColors: ['#4679db', '#13aabb', '#49d584', '#ffe647'],
};

const ORION: ResolvedTheme = {
  ...LIGHT,
  id: 'orion',
  background: '#fbfaf7',
  surface: '#efece4',
  text: '#13213c',
  muted: '#55607a',
  grid: '#e4e0d5',
  axis: '#a29d90',
  colors: ['#13315c', '#1f7a8c', '#e07a5f', '#f2b544', '#81b29a', '#6d597a', '#8d99ae', '#d1495b'],
  mainColor: '#1f7a8c',
  title: { ...LIGHT.title, align: 'center' },
  // The theme's teal to its navy.
  classColors: [
    '#16828c',
    '#0c7585',
    '#06687e',
    '#055c76',
    '#07506d',
    '#014465',
    '#05375a',
    '#032950',
    '#031940',
  ],
};

export const BUILT_IN_THEMES: Record<string, ResolvedTheme> = {
  default: LIGHT,
  default_dark: DARK,
  orion: ORION,
};

/** The first colour of a background: itself, or a gradient's first stop. */
function firstColor(background: string): string {
  return /gradient\(/.exec(background)
    ? (/(#[0-9a-f]{3,8}|rgba?\([^)]*\))/i.exec(background)?.[1] ?? '')
    : background;
}

/** Relative luminance of a CSS hex colour (0 black .. 1 white); null when not a hex colour. */
export function luminance(color: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) {
    const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(color.trim());
    if (!rgb) return null;
    return lum([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]);
  }
  let hex = m[1]!;
  if (hex.length === 3) hex = hex.replace(/./g, (c) => c + c);
  return lum([0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)));
}

function lum(rgb: number[]): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The first refused CSS value of a custom theme, as a message; null when every value is accepted. */
function refusedValue(t: ThemeOption): string | null {
  const checks: [string, unknown, (v: unknown) => string | null, string][] = [
    ['itemsBackground', t.itemsBackground, safeBackground, 'a CSS colour or gradient'],
    ['background', t.background, safeBackground, 'a CSS colour or gradient'],
    ['mainColor', t.mainColor, safeColor, 'a CSS colour'],
    ['font.fontFamily', t.font?.fontFamily, safeFontFamily, 'a list of font names'],
    ['borders.border-color', t.borders?.['border-color'], safeColor, 'a CSS colour'],
    ['borders.border-width', t.borders?.['border-width'], safeLength, 'a length such as 1px'],
    ['borders.border-radius', t.borders?.['border-radius'], safeLength, 'a length such as 8px'],
    ['boxShadow.color', t.boxShadow?.color, safeColor, 'a CSS colour'],
    ...(Array.isArray(t.colors)
      ? t.colors.map((c, i): [string, unknown, (v: unknown) => string | null, string] => [
          `colors[${i}]`,
          c,
          safeColor,
          'a CSS colour',
        ])
      : []),
  ];
  for (const [name, value, parse, what] of checks)
    if (value !== undefined && parse(value) === null)
      return `options.theme.${name}: ${JSON.stringify(value).slice(0, 80)} is not ${what}; it was left out`;
  return null;
}

/** Problems with a theme option (for input validation). */
export function checkTheme(theme: unknown): string | null {
  if (theme === undefined || theme === null) return null;
  if (typeof theme !== 'object' || Array.isArray(theme))
    return 'options.theme must be an object such as { id: "default" }';
  const t = theme as ThemeOption;
  const custom =
    t.itemsBackground !== undefined ||
    t.colors !== undefined ||
    t.font !== undefined ||
    t.background !== undefined;
  if (t.id !== undefined && typeof t.id !== 'string') return 'options.theme.id must be a string';
  if (t.id && !hasOwn(BUILT_IN_THEMES, t.id) && !custom && t.type !== 'custom')
    return `Unknown theme "${t.id}": use default, default_dark or orion, or give a custom theme (itemsBackground, colors, font)`;
  if (t.colors !== undefined && (!Array.isArray(t.colors) || t.colors.some((c) => typeof c !== 'string')))
    return 'options.theme.colors must be an array of CSS colours';
  if (t.font !== undefined && (typeof t.font !== 'object' || t.font === null))
    return 'options.theme.font must be { fontFamily, fontSize }';
  if (t.font?.fontSize !== undefined && typeof t.font.fontSize !== 'number')
    return 'options.theme.font.fontSize must be a number';
  return refusedValue(t);
}

/** The theme for an item: the given theme, else light or dark following the page. */
export function resolveTheme(theme: ThemeOption | undefined, pageDark: boolean): ResolvedTheme {
  if (!theme || typeof theme !== 'object') return pageDark ? DARK : LIGHT;
  const builtIn = typeof theme.id === 'string' ? own(BUILT_IN_THEMES, theme.id) : undefined;
  // Only what the CSS value rule accepts goes any further (see the header).
  const bg = safeBackground(theme.itemsBackground ?? theme.background) ?? undefined;
  const bgLum = bg ? luminance(firstColor(bg)) : null;
  const base = builtIn ?? (bgLum !== null ? (bgLum < 0.35 ? DARK : LIGHT) : pageDark ? DARK : LIGHT);
  const out: ResolvedTheme = { ...base, title: { ...base.title } };
  if (bg) out.background = bg;
  const colors = Array.isArray(theme.colors)
    ? theme.colors.map(safeColor).filter((c): c is string => c !== null)
    : [];
  if (colors.length) out.colors = colors;
  const main = safeColor(theme.mainColor) ?? colors[0];
  if (main) out.mainColor = main;
  const family = safeFontFamily(theme.font?.fontFamily);
  if (family) out.fontFamily = `${family}, ${SYSTEM_FONT}`;
  if (typeof theme.font?.fontSize === 'number') out.fontSize = theme.font.fontSize;
  if (theme.title) {
    const tt = theme.title;
    out.title = {
      bold: tt.bold ?? out.title.bold,
      italic: tt.italic ?? out.title.italic,
      underline: tt.underline ?? out.title.underline,
      align: tt.align ?? out.title.align,
      fontSize: tt.fontSize ?? Math.round(out.fontSize * 1.15),
    };
  } else if (typeof theme.font?.fontSize === 'number')
    out.title.fontSize = Math.round(theme.font.fontSize * 1.15);
  const b = theme.borders;
  if (b) {
    const style = /^(solid|dashed|dotted|double|none)$/.test(String(b['border-style']))
      ? b['border-style']
      : 'solid';
    out.border = `${safeLength(b['border-width']) ?? '1px'} ${style} ${safeColor(b['border-color']) ?? out.grid}`;
    const radius = safeLength(b['border-radius']);
    if (radius) out.borderRadius = radius;
  }
  const shadow = theme.boxShadow?.size;
  if (shadow && shadow !== 'none') {
    const size = own({ S: '0 1px 3px', M: '0 4px 10px', L: '0 10px 25px' }, shadow);
    if (size) out.boxShadow = `${size} ${safeColor(theme.boxShadow?.color) ?? 'rgba(0,0,0,0.15)'}`;
  }
  if (bg && bgLum !== null && !builtIn) {
    // Text must stay readable on any custom background.
    const darkBg = bgLum < 0.35;
    out.dark = darkBg;
    out.text = darkBg ? DARK.text : LIGHT.text;
    out.muted = darkBg ? DARK.muted : LIGHT.muted;
    out.grid = darkBg ? 'rgba(255,255,255,0.12)' : 'rgba(0,0,0,0.08)';
    out.axis = darkBg ? 'rgba(255,255,255,0.35)' : 'rgba(0,0,0,0.35)';
    out.surface = darkBg ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.04)';
    out.positive = darkBg ? DARK.positive : LIGHT.positive;
    out.negative = darkBg ? DARK.negative : LIGHT.negative;
  }
  return out;
}

/** Whether the page is in dark mode (Docusaurus sets html[data-theme="dark"]). */
export function pageIsDark(): boolean {
  if (typeof document === 'undefined') return false;
  return document.documentElement.getAttribute('data-theme') === 'dark';
}

const darkListeners = new Set<() => void>();
let observer: MutationObserver | null = null;

/** Calls back when html[data-theme] changes; one observer shared by every item. */
export function onPageThemeChange(listener: () => void): () => void {
  darkListeners.add(listener);
  if (!observer && typeof MutationObserver !== 'undefined' && typeof document !== 'undefined') {
    observer = new MutationObserver(() => darkListeners.forEach((l) => l()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  }
  return () => {
    darkListeners.delete(listener);
    if (darkListeners.size === 0 && observer) {
      observer.disconnect();
      observer = null;
    }
  };
}
