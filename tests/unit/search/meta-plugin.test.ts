import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { deprecatedPermalinks } from '@site/plugins/search/meta-plugin';
import { parseSearchMeta } from '@site/plugins/search/client/meta';

const doc = (permalink: string, deprecated?: unknown) => ({ permalink, frontMatter: { deprecated } });
const instance = (...versions: ReturnType<typeof doc>[][]) =>
  ({ loadedVersions: versions.map((docs) => ({ docs })) }) as unknown as LoadedContent;

describe('deprecatedPermalinks', () => {
  it('lists docs with `deprecated: true` across instances and versions, once each', () => {
    const result = deprecatedPermalinks({
      default: instance(
        [doc('/guide/a'), doc('/guide/old', true), doc('/guide/maybe', 'yes')],
        [doc('/guide/1.0/old', true)],
      ),
      api: instance([doc('/api/listExport', true), doc('/api/getData', false)]),
      missing: undefined,
    });
    expect(result).toEqual(['/api/listExport', '/guide/1.0/old', '/guide/old']);
  });
});

describe('parseSearchMeta', () => {
  it('keeps the string permalinks and tolerates anything malformed', () => {
    expect(parseSearchMeta({ deprecated: ['/a', 3, null, '/b'] })).toEqual({ deprecated: ['/a', '/b'] });
    expect(parseSearchMeta(null)).toEqual({ deprecated: [] });
    expect(parseSearchMeta({ deprecated: 'x' })).toEqual({ deprecated: [] });
    expect(parseSearchMeta([])).toEqual({ deprecated: [] });
  });
});
