import { sectionMembers, withoutEntries } from '../../../plugins/page-weight/route-sections/chunk-map';

const RUNTIME =
  'i.u=e=>"assets/js/"+({10081:"5abad0aa",1150:"3997bc25","route-section-0":"aa11bb22",2047:"0f396726"})[e]+".js"';

test('a section chunk leaves the runtime table, whatever its place in it', () => {
  expect(withoutEntries(RUNTIME, [[10081, '5abad0aa']])).toEqual([
    'i.u=e=>"assets/js/"+({1150:"3997bc25","route-section-0":"aa11bb22",2047:"0f396726"})[e]+".js"',
    1,
  ]);
  expect(withoutEntries(RUNTIME, [[2047, '0f396726']])[0]).toContain('"aa11bb22"})[e]');
  expect(withoutEntries(RUNTIME, [['1150', '3997bc25']])[0]).toContain('{10081:"5abad0aa","route-section-0"');
  // An id that is a prefix of another id is not confused with it.
  expect(withoutEntries(RUNTIME, [[1008, '5abad0aa']])).toEqual([RUNTIME, 0]);
});

test('a numeric id the minifier shortened (1e3, hexadecimal) is found by its value', () => {
  const code = 'i.u=e=>"assets/js/"+({1e3:"aaaaaaaa",0x11113f9:"bbbbbbbb",1000:"cccccccc"})[e]+".js"';
  const [out, removed] = withoutEntries(code, [
    [1000, 'aaaaaaaa'],
    [17896441, 'bbbbbbbb'],
  ]);
  expect(removed).toBe(2);
  expect(out).toContain('({1000:"cccccccc"})');
});

test('entries it cannot find are counted, so a changed runtime format fails the build instead of passing', () => {
  expect(withoutEntries(RUNTIME, [[10081, 'ffffffff']])[1]).toBe(0);
});

function chunk(
  id: number,
  origins: string[][],
  more: Partial<{ name: string; files: string[]; css: boolean }> = {},
) {
  return {
    id,
    name: more.name,
    files: new Set(more.files ?? [`assets/js/${String(id).padStart(8, '0')}.js`]),
    auxiliaryFiles: new Set<string>(),
    groupsIterable: new Set(
      origins.map((requests) => ({ origins: requests.map((request) => ({ request })) })),
    ),
  };
}

test('a chunk belongs to a section only if nothing else imports it', () => {
  const sections = [new Set(['@site/api/a.mdx', '@site/api/b.mdx']), new Set(['@site/docs/c.mdx'])];
  const own = chunk(1, [['@site/api/a.mdx']]);
  const twoPagesOfOne = chunk(2, [['@site/api/a.mdx'], ['@site/api/b.mdx']]);
  const sharedWithMain = chunk(3, [['@site/api/a.mdx'], ['@theme/DocItem']]);
  const sharedBySections = chunk(4, [['@site/api/b.mdx'], ['@site/docs/c.mdx']]);
  const named = chunk(5, [['@site/docs/c.mdx']], { name: 'highlighter' });
  const withCss = chunk(6, [['@site/docs/c.mdx']], { files: ['assets/js/00000006.js', 'assets/css/x.css'] });
  const members = sectionMembers(
    [own, twoPagesOfOne, sharedWithMain, sharedBySections, named, withCss],
    sections,
  );
  expect([...members].map(([c, i]) => [c.id, i])).toEqual([
    [1, 0],
    [2, 0],
  ]);
});
