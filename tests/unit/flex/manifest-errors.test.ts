/**
 * A build names every mistake of the Flex manifests at once (issue 54, item 5), each with its file and JSON
 * pointer: schema errors, cross-references and files that are not JSON, across files, instead of stopping at
 * the first (one build per mistake, 4-8 minutes each).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ManifestErrors,
  buildFlexContent,
  type ManifestFile,
  type RuntimeInfo,
} from '../../../plugins/flex-pages/content';
import { loadFlexContent } from '../../../plugins/flex-pages/load';
import { runtimeInfo } from '../../../plugins/flex-pages/index';

const FIXTURES = path.join(__dirname, 'fixtures');

/** The fixture's manifests in memory. */
function base(): {
  chartTypes: ManifestFile;
  index: ManifestFile;
  examples: ManifestFile[];
  runtime: RuntimeInfo;
} {
  const read = (f: string) => ({
    file: f,
    data: JSON.parse(fs.readFileSync(path.join(FIXTURES, 'base', f), 'utf8')) as unknown,
  });
  return {
    chartTypes: read('chart-types.json'),
    index: read('index.json'),
    examples: [read('examples/first-example.json'), read('examples/second-example.json')],
    runtime: runtimeInfo,
  };
}

describe('a build names every manifest mistake at once (issue 54, item 5)', () => {
  function errorsOf(fn: () => unknown): string[] {
    try {
      fn();
    } catch (e) {
      if (e instanceof ManifestErrors) return e.errors.map((x) => x.message);
      throw e;
    }
    throw new Error('expected ManifestErrors');
  }

  it('schema and cross-reference mistakes in several files, each with its file and JSON pointer', () => {
    const input = base();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- mutating parsed JSON fixtures
    const first = input.examples[0]!.data as any;
    first.descripton = 'typo';
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- mutating parsed JSON fixtures
    const second = input.examples[1]!.data as any;
    second.items[0].type = 'bar-chrt';
    second.items[0].on[0].output = 'nowhere';
    input.index.data = ['first-example', 'second-example', 'missing-one'];
    const errors = errorsOf(() => buildFlexContent(input));
    expect(errors).toEqual(
      expect.arrayContaining([
        'examples/first-example.json: (root): unknown field "descripton"',
        expect.stringMatching(
          /^examples\/second-example\.json: \/items\/0\/type: "bar-chrt" is not a chart type/,
        ),
        'examples/second-example.json: /items/0/on/0/output: output "nowhere" is not defined in /outputs',
        'index.json: /2: example "missing-one" has no definition file (missing-one.json)',
      ]),
    );
  });

  it("a file that is not JSON is named beside the other files' mistakes", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flex-manifests-'));
    try {
      fs.cpSync(path.join(FIXTURES, 'base'), dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'examples/first-example.json'), '{ "id": "first-example",, }');
      const second = JSON.parse(fs.readFileSync(path.join(dir, 'examples/second-example.json'), 'utf8'));
      delete second.title;
      fs.writeFileSync(path.join(dir, 'examples/second-example.json'), JSON.stringify(second));
      const errors = errorsOf(() =>
        loadFlexContent(
          {
            siteDir: dir,
            chartTypesFile: path.join(dir, 'chart-types.json'),
            examplesDir: path.join(dir, 'examples'),
            examplesIndexFile: path.join(dir, 'index.json'),
          },
          runtimeInfo,
        ),
      );
      expect(errors).toEqual([
        expect.stringMatching(/^examples\/first-example\.json: \(file\): invalid JSON at line 1/),
        'examples/second-example.json: (root): missing required field "title"',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
