/** Text, image and video items. Option content is rendered safely: nothing from options is injected as HTML. */
import { pickLanguage } from '../i18n';
import { optAt, optB, optS } from '../render/common';
import type { HtmlRenderer } from '../render/types';
import { h } from './dom';

const ALLOWED = new Set([
  'P',
  'BR',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'S',
  'SMALL',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'CODE',
  'PRE',
  'SPAN',
  'DIV',
  'A',
  'HR',
  'SUB',
  'SUP',
]);
const DROP_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'NOSCRIPT',
  'SVG',
  'MATH',
]);

/** The host of an absolute URL on another origin than the page's, else null. */
export function foreignHost(url: string): string | null {
  if (!/^https?:\/\//i.test(url) || typeof location === 'undefined') return null;
  try {
    const u = new URL(url);
    return u.origin === location.origin ? null : u.host;
  } catch {
    return null;
  }
}

export function safeUrl(url: unknown, allowData = false): string | null {
  if (typeof url !== 'string' || !url.trim()) return null;
  const u = url.trim();
  if (/^https?:\/\//i.test(u) || /^mailto:/i.test(u)) return u;
  if (/^\/(?!\/)/.test(u) || /^\.{1,2}\//.test(u)) return u;
  if (allowData && /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(u)) return u;
  return null;
}

/**
 * Copies a whitelisted subset of markup into fresh nodes: elements are re-created (never their attributes,
 * except a checked href on links), text goes through text nodes. Parsed with DOMParser, which never runs
 * scripts or loads resources.
 */
export function sanitizeToFragment(html: string): DocumentFragment {
  // Event handler attributes never reach the copy; taken out before parsing too, since parsing one makes the
  // page's Content-Security-Policy report it (it would not run: the parsed document is inert).
  const withoutHandlers = html.replace(/<[^>]*>/g, (tag) =>
    tag.replace(/([\s/])on[a-z]+\s*=/gi, '$1data-removed='),
  );
  const doc = new DOMParser().parseFromString(`<body>${withoutHandlers}</body>`, 'text/html');
  const out = document.createDocumentFragment();
  const copy = (src: Node, dest: Node) => {
    for (const child of Array.from(src.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE)
        dest.appendChild(document.createTextNode(child.textContent ?? ''));
      else if (child.nodeType === Node.ELEMENT_NODE) {
        const el = child as Element;
        if (DROP_WITH_CONTENT.has(el.tagName)) continue;
        if (!ALLOWED.has(el.tagName)) {
          copy(el, dest);
          continue;
        }
        const clean = document.createElement(el.tagName.toLowerCase());
        if (el.tagName === 'A') {
          const href = safeUrl(el.getAttribute('href'));
          if (href) {
            clean.setAttribute('href', href);
            clean.setAttribute('target', '_blank');
            clean.setAttribute('rel', 'noopener noreferrer');
          }
        }
        copy(el, clean);
        dest.appendChild(clean);
      }
    }
  };
  copy(doc.body, out);
  return out;
}

export const textItem: HtmlRenderer = {
  engine: 'html',
  render(ctx, root) {
    const o = ctx.plan.options;
    const html =
      pickLanguage(optAt(o, 'html') as never, ctx.locale) ??
      pickLanguage(optAt(o, 'text') as never, ctx.locale) ??
      '';
    const pad = typeof o.padding === 'number' ? o.padding : 12;
    root.append(h('div', { class: 'vi-text', style: `padding:${pad}px` }, sanitizeToFragment(html)));
  },
};

export const imageItem: HtmlRenderer = {
  engine: 'html',
  render(ctx, root) {
    const o = ctx.plan.options;
    const src = safeUrl(optAt(o, 'image') ?? optAt(o, 'url'), true);
    const alt = pickLanguage(optAt(o, 'title') as never, ctx.locale) ?? '';
    if (!src) {
      root.append(h('div', { class: 'vi-empty' }, alt || 'Image'));
      return;
    }
    // This site fetches nothing from a host the reader did not choose (a share link's author could log who
    // opens it): an image from another site is named, not loaded. The page's policy would block it anyway.
    const host = foreignHost(src);
    if (host) {
      root.append(h('div', { class: 'vi-empty' }, `${alt || 'Image'}: not loaded from ${host} on this site`));
      return;
    }
    const fit = { fit: 'contain', fill: 'cover', stretch: 'fill' }[optS(o, 'mode', 'fit')] ?? 'contain';
    const img = h('img', {
      src,
      alt,
      class: 'vi-image',
      style: `object-fit:${fit};object-position:${optS(o, 'alignment', 'center')} center`,
      decoding: 'async',
    });
    const link = safeUrl(optAt(o, 'link.url'));
    root.append(
      link
        ? h(
            'a',
            {
              href: link,
              target: optS(o, 'link.target', '_blank'),
              rel: 'noopener noreferrer',
              class: 'vi-image-link',
            },
            img,
          )
        : img,
    );
  },
};

/** The YouTube video id from an id or any usual YouTube address. */
export function youtubeId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (/^[\w-]{11}$/.test(v)) return v;
  const m = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/)([\w-]{11})/.exec(v);
  return m ? m[1]! : null;
}

export const videoItem: HtmlRenderer = {
  engine: 'html',
  render(ctx, root) {
    const o = ctx.plan.options;
    const title = pickLanguage(optAt(o, 'title') as never, ctx.locale) ?? 'Video';
    const yt = youtubeId(optAt(o, 'youtube'));
    const backdrop = optS(o, 'backdropColor', '#000000');
    if (yt && optS(o, 'type', yt ? 'youtube' : 'file') !== 'file') {
      // A facade: nothing is requested from YouTube until the reader presses play.
      const play = h(
        'button',
        {
          type: 'button',
          class: 'vi-video-facade',
          style: `background:${backdrop}`,
          'aria-label': `${ctx.msg('playVideo')}: ${title}`,
          onclick: () => {
            const params = new URLSearchParams({
              autoplay: '1',
              rel: '0',
              ...(optB(o, 'loop', false) ? { loop: '1', playlist: yt } : {}),
              ...(optB(o, 'showControls', true) ? {} : { controls: '0' }),
            });
            const frame = h('iframe', {
              src: `https://www.youtube-nocookie.com/embed/${yt}?${params}`,
              title,
              allow: 'autoplay; encrypted-media; picture-in-picture; fullscreen',
              allowfullscreen: true,
              class: 'vi-video',
            });
            play.replaceWith(frame);
          },
        },
        h('span', { class: 'play', 'aria-hidden': 'true' }, '▶'),
        h('span', { class: 'caption' }, title),
      );
      root.append(play);
      return;
    }
    // As for images: a video file from another site is not loaded on this one.
    const sources = ((optAt(o, 'sources') as { src?: string; type?: string }[] | undefined) ?? []).filter(
      (s) => {
        const src = safeUrl(s?.src);
        return src !== null && foreignHost(src) === null;
      },
    );
    if (!sources.length) {
      root.append(
        h(
          'div',
          { class: 'vi-video-facade', style: `background:${backdrop}` },
          h('span', { class: 'caption' }, title),
        ),
      );
      return;
    }
    const poster = safeUrl(optAt(o, 'poster'), true);
    const autoplay = optB(o, 'autoPlay', false);
    root.append(
      h(
        'video',
        {
          class: 'vi-video',
          controls: optB(o, 'showControls', true),
          loop: optB(o, 'loop', false),
          autoplay,
          muted: autoplay,
          playsinline: true,
          preload: 'metadata',
          poster: poster ?? undefined,
          'aria-label': title,
          style: `background:${backdrop}`,
        },
        sources.map((s) => h('source', { src: safeUrl(s.src)!, type: s.type })),
      ),
    );
  },
};
