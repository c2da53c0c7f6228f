/**
 * A small Markdown parser for OpenAPI descriptions (see ./index.tsx for the supported subset). Pure functions,
 * unit-tested in tests/unit/api/markdown.test.ts.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'code'; language: string; code: string }
  | { type: 'table'; header: Inline[][]; rows: Inline[][][] };

const LIST_ITEM = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
      continue;
    }
    const fence = /^\s*```(\w*)\s*$/.exec(line);
    if (fence) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !/^\s*```\s*$/.test(lines[i]!)) code.push(lines[i++]!);
      i++; // closing fence (or end of text)
      blocks.push({ type: 'code', language: fence[1] ?? '', code: code.join('\n') });
      continue;
    }
    if (line.trim().startsWith('|') && i + 1 < lines.length && TABLE_SEPARATOR.test(lines[i + 1]!)) {
      const header = splitRow(line);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && lines[i]!.trim().startsWith('|')) rows.push(splitRow(lines[i++]!));
      blocks.push({ type: 'table', header, rows });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = item[2] !== undefined;
      const items: string[] = [];
      while (i < lines.length && lines[i]!.trim() !== '') {
        const m = LIST_ITEM.exec(lines[i]!);
        if (m && (m[2] !== undefined) === ordered) items.push(m[3]!);
        else if (items.length > 0 && /^\s+/.test(lines[i]!))
          items[items.length - 1] += ' ' + lines[i]!.trim();
        else break;
        i++;
      }
      blocks.push({ type: 'list', ordered, items: items.map(parseInline) });
      continue;
    }
    const para: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() !== '' &&
      !/^\s*```/.test(lines[i]!) &&
      !(para.length > 0 && LIST_ITEM.test(lines[i]!))
    ) {
      para.push(lines[i++]!.trim());
    }
    blocks.push({ type: 'paragraph', content: parseInline(para.join('\n')) });
  }
  return blocks;
}

function splitRow(line: string): Inline[][] {
  const trimmed = line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|\s*$/, '');
  return trimmed.split('|').map((cell) => parseInline(cell.trim()));
}

/** Inline syntax, left to right; an unmatched marker stays literal text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ type: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    let m: RegExpExecArray | null;
    if ((m = /^`([^`]+)`/.exec(rest))) {
      flush();
      out.push({ type: 'code', text: m[1]! });
    } else if ((m = /^\*\*(.+?)\*\*/.exec(rest)) || (m = /^__(.+?)__/.exec(rest))) {
      flush();
      out.push({ type: 'strong', children: parseInline(m[1]!) });
    } else if (
      (m = /^\*([^*\s][^*]*?)\*/.exec(rest)) ||
      (m = /^_([^_\s][^_]*?)_(?![A-Za-z0-9])/.exec(rest))
    ) {
      if (rest[0] === '_' && /[A-Za-z0-9]/.test(text[i - 1] ?? '')) {
        // snake_case words are text, not emphasis.
        buffer += rest[0];
        i++;
        continue;
      }
      flush();
      out.push({ type: 'em', children: parseInline(m[1]!) });
    } else if ((m = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest))) {
      flush();
      out.push({ type: 'link', href: m[2]!, children: parseInline(m[1]!) });
    } else if ((m = /^<br\s*\/?>/i.exec(rest)) || (m = /^ {2,}\n/.exec(rest))) {
      flush();
      out.push({ type: 'break' });
    } else if (rest[0] === '\n') {
      m = /^\n/.exec(rest);
      buffer += ' ';
    } else if ((m = /^\\([\\`*_[\]()<>#|{}])/.exec(rest))) {
      // Backslash escapes (also the ones the generator adds for MDX, like \{).
      buffer += m[1];
    } else {
      buffer += rest[0];
      i++;
      continue;
    }
    i += m![0].length;
  }
  flush();
  return out;
}
