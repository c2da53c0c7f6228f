import { parseBlocks, parseInline, type Inline } from '@site/api/theme/Markdown/parse';
import { loadSpec, type Json } from './specs';

/**
 * API pages render schema descriptions with our small Markdown parser (api/theme/Markdown) instead of
 * react-markdown. It must handle what the descriptions use, and the descriptions must stay within that.
 */
describe('parseInline', () => {
  test('code, strong, emphasis and links', () => {
    expect(
      parseInline('Use `key` with **care**, see [the guide](/guide/api--introduction) or *not*.'),
    ).toEqual([
      { type: 'text', text: 'Use ' },
      { type: 'code', text: 'key' },
      { type: 'text', text: ' with ' },
      { type: 'strong', children: [{ type: 'text', text: 'care' }] },
      { type: 'text', text: ', see ' },
      { type: 'link', href: '/guide/api--introduction', children: [{ type: 'text', text: 'the guide' }] },
      { type: 'text', text: ' or ' },
      { type: 'em', children: [{ type: 'text', text: 'not' }] },
      { type: 'text', text: '.' },
    ]);
  });

  test('snake_case identifiers and lone markers stay text', () => {
    expect(parseInline('meta_sync_interval is 2 * 3')).toEqual([
      { type: 'text', text: 'meta_sync_interval is 2 * 3' },
    ]);
  });

  test('backslash escapes (as the generator writes them for MDX) and <br/>', () => {
    expect(parseInline('a \\{b\\}<br/>c')).toEqual([
      { type: 'text', text: 'a {b}' },
      { type: 'break' },
      { type: 'text', text: 'c' },
    ]);
  });

  test('raw HTML is shown as text, not rendered', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });
});

describe('parseBlocks', () => {
  test('paragraphs, lists, tables and fenced code', () => {
    const blocks = parseBlocks(
      'First line\nsame paragraph.\n\n- one\n- two\n\n| Role | Meaning |\n| --- | --- |\n| `Users` | Shares it |\n\n```json\n{"a": 1}\n```',
    );
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'list', 'table', 'code']);
    expect(blocks[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'First line same paragraph.' }],
    });
    expect(blocks[1]).toMatchObject({ ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(blocks[2]).toMatchObject({
      header: [[{ text: 'Role' }], [{ text: 'Meaning' }]],
      rows: [[[{ type: 'code', text: 'Users' }], [{ text: 'Shares it' }]]],
    });
    expect(blocks[3]).toEqual({ type: 'code', language: 'json', code: '{"a": 1}' });
  });
});

/** Every `description` and `summary` string in a spec, with where it is. */
function texts(node: Json, where = '#', out: [string, string][] = []): [string, string][] {
  if (Array.isArray(node)) node.forEach((v, i) => texts(v, `${where}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries<Json>(node)) {
      if ((k === 'description' || k === 'summary') && typeof v === 'string') out.push([`${where}/${k}`, v]);
      else if (k !== 'example' && k !== 'examples') texts(v, `${where}/${k}`, out);
    }
  }
  return out;
}

function plainText(inlines: Inline[]): string {
  return inlines
    .map((n) => (n.type === 'text' ? n.text : 'children' in n ? plainText(n.children) : ''))
    .join('');
}

test.each(['core', 'plugin'] as const)(
  'descriptions in the %s API use only the supported Markdown',
  (api) => {
    const problems: string[] = [];
    for (const [where, text] of texts(loadSpec(api))) {
      if (/<(?!br\s*\/?>)[a-z]/i.test(text)) problems.push(`${where}: raw HTML`);
      if (/^#{1,6} /m.test(text)) problems.push(`${where}: heading`);
      if (/!\[/.test(text)) problems.push(`${where}: image`);
      for (const block of parseBlocks(text)) {
        const rest =
          block.type === 'paragraph'
            ? plainText(block.content)
            : block.type === 'list'
              ? block.items.map(plainText).join(' ')
              : '';
        if (/\*\*|`|\]\(/.test(rest)) problems.push(`${where}: unparsed markup in "${rest}"`);
      }
    }
    expect(problems).toEqual([]);
  },
);
