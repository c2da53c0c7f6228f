/**
 * The documentation panel shown beside a completion and in hover tooltips. Built with DOM text nodes only:
 * descriptions come from the schema, but nothing is ever parsed as HTML.
 */
import { constraints, referenceHref, resolve, typeLabel, type SchemaObject } from '../schema/navigate';

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Appends text with `code` spans. */
function richText(parent: HTMLElement, text: string): void {
  text.split('`').forEach((part, i) => {
    if (i % 2 === 1) parent.append(el('code', undefined, part));
    else parent.append(document.createTextNode(part));
  });
}

const MAX_VALUES = 14;

export function infoNode(
  root: SchemaObject,
  schema: SchemaObject | undefined,
  docPath: string,
  name: string,
): HTMLElement {
  const s = resolve(root, schema) ?? {};
  const box = el('div', 'pg-info');
  const head = el('div', 'pg-info-head');
  head.append(el('code', 'pg-info-name', s.title && s.title !== name ? `${s.title} (${name})` : name));
  head.append(el('span', 'pg-info-type', s['x-slots'] ? 'item type' : typeLabel(root, s)));
  box.append(head);
  if (s.description) {
    const p = el('p', 'pg-info-text');
    richText(p, s.description);
    box.append(p);
  }
  const values = s.enum ?? (s.const !== undefined ? [s.const] : undefined);
  if (values) {
    const p = el('p', 'pg-info-meta');
    p.append(el('strong', undefined, values.length === 1 ? 'Value: ' : 'Allowed: '));
    values.slice(0, MAX_VALUES).forEach((v, i) => {
      if (i > 0) p.append(document.createTextNode(' '));
      p.append(el('code', undefined, JSON.stringify(v)));
    });
    if (values.length > MAX_VALUES) p.append(document.createTextNode(` … ${values.length} in all`));
    box.append(p);
  }
  if (s['x-slots'] && s['x-slots'].length > 0) {
    const p = el('p', 'pg-info-meta');
    p.append(el('strong', undefined, 'Slots: '));
    p.append(
      document.createTextNode(
        s['x-slots'].map((x) => `${x.name}${x.required ? ' (required)' : ''}`).join(', '),
      ),
    );
    box.append(p);
  }
  if (s.default !== undefined) {
    const p = el('p', 'pg-info-meta');
    p.append(el('strong', undefined, 'Default: '));
    p.append(el('code', undefined, JSON.stringify(s.default)));
    box.append(p);
  }
  const limits = constraints(root, s).filter((c) => !c.startsWith('pattern'));
  if (limits.length > 0) box.append(el('p', 'pg-info-meta', limits.join(' · ')));
  if (s['x-implemented'] === false)
    box.append(el('p', 'pg-info-meta', 'Accepted; the preview does not draw it.'));
  if (docPath) {
    const a = el('a', 'pg-info-link', 'Open in the schema reference');
    a.href = referenceHref(docPath);
    a.target = '_blank';
    a.rel = 'noopener';
    box.append(a);
  }
  return box;
}
