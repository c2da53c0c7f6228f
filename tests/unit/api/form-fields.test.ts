import { formFieldsOf } from '../../../api/form-samples.mjs';
import { createCodeSamples } from '../../../api/code-samples.mjs';

/**
 * The fields a form request body's samples send (api/form-samples.mjs): the shapes sample-bodies.test.ts does not
 * run. That test runs a multipart body with a file and a URL-encoded one in all six languages.
 */
test("the media type's example comes first, read-only properties are left out, a file is named by its @example", () => {
  const fields = formFieldsOf({
    schema: {
      type: 'object',
      properties: {
        id: { type: 'string', readOnly: true, example: 'x' },
        name: { type: 'string', example: 'from the schema' },
        status: { type: 'string', enum: ['sold', 'pending'] },
        owners: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } } },
        photo: { type: 'string', format: 'binary', example: '@cat.jpg' },
        scans: { type: 'array', items: { type: 'string', format: 'binary' } },
      },
    },
    examples: { first: { value: { name: 'Rex', owners: [{ id: 1 }, { id: 2 }] } } },
    encoding: { scans: { contentType: 'application/pdf, image/png' } },
  });
  expect(fields).toEqual([
    { name: 'name', value: 'Rex' },
    { name: 'status', value: 'sold' },
    // An array of objects is one field of JSON, as OpenAPI's default for a complex multipart property.
    { name: 'owners', value: '[{"id":1},{"id":2}]' },
    { name: 'photo', file: 'cat.jpg', type: 'application/octet-stream' },
    { name: 'scans', file: 'scans.pdf', type: 'application/pdf' },
  ]);
});

test('a multipart body without a file stays multipart in Python (files= parts without a file name)', () => {
  const body = [
    { name: 'tag', value: 'a' },
    { name: 'tag', value: 'b' },
  ];
  const samples = createCodeSamples(
    {
      method: 'post',
      url: 'https://api.example.com/tags',
      headers: [],
      body,
      bodyKind: 'multipart',
      contentType: 'multipart/form-data',
    },
    { name: 'addTags' },
  );
  const code = (language: string) => samples.find((s) => s.language === language)!.code;
  expect(code('python')).toContain(
    '    files=[\n        ("tag", (None, "a")),\n        ("tag", (None, "b")),\n    ],',
  );
  // No Content-Type of ours: the client writes it with the boundary.
  expect(code('curl')).not.toContain('Content-Type');
  expect(code('curl')).toContain(`-F 'tag=a' \\\n  -F 'tag=b'`);
  // PHP's curl takes one value per name.
  expect(code('php')).toContain(`'tag[0]' => 'a',\n    'tag[1]' => 'b',`);
});
