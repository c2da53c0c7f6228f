import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { load } from 'js-yaml';
import { ROOT } from './specs';

/**
 * `npm run api:generate` on OpenAPI files that do not follow this project's rules: ids that are not URL-safe or
 * missing, no examples, security schemes, path and query parameters, recursive schemas, and files that cannot
 * be used (which must fail with the file, the operation and the field, and write nothing).
 */
const run = promisify(execFile);
/**
 * Each test runs scripts/api-generate.mjs in a child process: about 2 s of CPU (Node loads the plugin, the
 * parser and Ajv), and ten times that in wall time on a loaded 2-core machine (load average 10-30 seen while
 * other builds run). Jest's default 5 s failed there; a minute per generation leaves room for that.
 */
const GENERATE_TIMEOUT = 60_000;
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'any-openapi-'));

interface Page {
  file: string;
  front: {
    id: string;
    slug: string;
    title: string;
    keywords: string[];
  };
  /** The page's `apiPanel` export: the {id}.ApiPanel.json beside it. */
  panel: {
    samples: { language: string; code: string }[];
    generatedExample?: boolean;
    sendRequest?: false;
    /** The environment variables the samples read the credentials from (the line above them). */
    sampleEnv?: { name: string; what: string }[];
  };
  body: string;
}

async function generate(
  doc: unknown,
  name = 'pets',
): Promise<{ pages: Page[]; out: string; stdout: string }> {
  const dir = tmp();
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(file, typeof doc === 'string' ? doc : JSON.stringify(doc));
  const out = path.join(dir, 'out');
  const { stdout } = await run(
    process.execPath,
    ['scripts/api-generate.mjs', '--out', out, '--check-mdx', '--api', `${name}=${file}`],
    { cwd: ROOT },
  );
  const pages = fs
    .readdirSync(path.join(out, name))
    .filter((f) => f.endsWith('.api.mdx'))
    .sort()
    .map((f) => {
      // The schemas, parameters and responses a page shows are JSON files it requires: read in place.
      const text = fs
        .readFileSync(path.join(out, name, f), 'utf8')
        .replace(/\{\.\.\.require\("\.\/([^"]+\.json)"\)\}/g, (_, json: string) =>
          fs.readFileSync(path.join(out, name, json), 'utf8'),
        );
      const [, front, body] = /^---\n([^]*?)\n---\n([^]*)$/.exec(text)!;
      const panelFile = /export \{ default as apiPanel \} from "\.\/([^"]+)";/.exec(body!)![1]!;
      const panel = JSON.parse(fs.readFileSync(path.join(out, name, panelFile), 'utf8')) as Page['panel'];
      return { file: f, front: load(front!) as Page['front'], panel, body: body! };
    });
  return { pages, out, stdout };
}

async function failure(doc: unknown, ext = 'json'): Promise<string> {
  const dir = tmp();
  const file = path.join(dir, `broken.${ext}`);
  fs.writeFileSync(file, typeof doc === 'string' ? doc : JSON.stringify(doc));
  const out = path.join(dir, 'out');
  try {
    await run(process.execPath, ['scripts/api-generate.mjs', '--out', out, '--api', `broken=${file}`], {
      cwd: ROOT,
    });
  } catch (error) {
    expect(fs.existsSync(out)).toBe(false); // nothing written
    return (error as { stderr: string }).stderr;
  }
  throw new Error('api:generate accepted the file');
}

const ok = { description: 'OK' };
const petSchema = {
  type: 'object',
  required: ['name'],
  properties: {
    id: { type: 'integer', readOnly: true },
    name: { type: 'string', example: 'Rex' },
    parent: { $ref: '#/components/schemas/Pet' }, // recursive
  },
};
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

const petstore = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  servers: [{ url: 'https://{region}.pets.example/v1', variables: { region: { default: 'eu' } } }],
  security: [{ bearer: [] }],
  paths: {
    '/pets': {
      get: {
        operationId: 'pets.list',
        summary: 'List "all" pets \\o/',
        // Real files' HTML: unclosed and invented tags, a bare '<', a line MDX would read as JavaScript.
        description:
          '<p>Lists pets.<br> Use <code>limit</code>.</p> <important&gt; <p>Max 100.</p> </important&gt;\n\nWhen a < b, {braces} too.\nexport nothing',
        parameters: [
          { name: 'limit', in: 'query', required: true, schema: { type: 'integer' } },
          { name: 'cursor', in: 'query', schema: { type: 'string' } },
        ],
        responses: {
          '200': { ...ok, ...json({ type: 'array', items: { $ref: '#/components/schemas/Pet' } }) },
        },
      },
      post: {
        operationId: 'get_files_id#get_shared_link',
        requestBody: json({ $ref: '#/components/schemas/Pet' }),
        responses: { '201': { ...ok, ...json({ $ref: '#/components/schemas/Pet' }) } },
        security: [{ apiKey: [] }, { oauth: ['pets:write'] }],
      },
    },
    '/pets/{petId}': {
      get: {
        parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': ok },
      },
      delete: {
        operationId: 'deletePet',
        description: 'Deletes it.\nexport is not JavaScript here',
        responses: { '204': { description: 'Gone' } },
      },
      put: { operationId: 'delete_pet', responses: { '200': ok } },
    },
  },
  components: {
    schemas: { Pet: petSchema },
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      apiKey: { type: 'apiKey', in: 'query', name: 'api_key' },
      oauth: {
        type: 'oauth2',
        flows: {
          authorizationCode: {
            authorizationUrl: 'https://auth.pets.example/authorize',
            tokenUrl: 'https://auth.pets.example/token',
            scopes: { 'pets:write': 'Change pets' },
          },
        },
      },
    },
  },
};
petstore.paths['/pets/{petId}'].delete = {
  ...petstore.paths['/pets/{petId}'].delete,
  parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }],
} as never;
petstore.paths['/pets/{petId}'].put = {
  ...petstore.paths['/pets/{petId}'].put,
  parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }],
} as never;

describe('a file that breaks this project rules', () => {
  let pages: Page[];
  const page = (id: string) => pages.find((p) => p.front.id === id)!;
  const sample = (id: string, language: string) =>
    page(id).panel.samples.find((s) => s.language === language)!.code;

  beforeAll(async () => {
    ({ pages } = await generate(petstore));
  }, GENERATE_TIMEOUT);

  test('every operation gets a page whose id and URL are URL-safe, unique and stable', () => {
    expect(pages.map((p) => p.front.id).sort()).toEqual([
      'deletePet-2', // methods in the OpenAPI order: PUT before DELETE
      'delete_pet',
      'get-pets-petId',
      'get_files_id-get_shared_link',
      'pets-list',
    ]);
    for (const p of pages) {
      expect(p.front.slug).toBe(`/pets/${p.front.id}`);
      expect(p.front.id).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);
    }
  });

  test('a changed id keeps the raw one on the page and in the search keywords', () => {
    const p = page('get_files_id-get_shared_link');
    expect(p.body).toContain('Operation ID in the OpenAPI file: `get_files_id#get_shared_link`');
    expect(p.front.keywords).toContain('get_files_id#get_shared_link');
    expect(page('delete_pet').body).not.toContain('Operation ID in the OpenAPI file');
  });

  test('HTML and MDX syntax in descriptions become Markdown that compiles (--check-mdx)', () => {
    const body = page('pets-list').body;
    expect(body).toContain('Lists pets.');
    expect(body).toContain('`limit`');
    expect(body).not.toContain('<p>');
    expect(body).toContain('Max 100.');
    expect(body).toContain('a &lt; b');
    expect(body).toContain('\\{braces\\}');
    expect(body).toContain('too. export nothing'); // HTML whitespace: no longer at a line start
    expect(page('deletePet-2').body).toContain('&#101;xport is not JavaScript here');
  });

  test('titles with quotes and backslashes survive the front matter; a missing summary falls back', () => {
    expect(page('pets-list').front.title).toMatch(/^List .all. pets \\o\/$/);
    expect(page('deletePet-2').front.title).toBe('deletePet'); // the operationId
    expect(page('get-pets-petId').front.title).toBe('GET /pets/{petId}'); // no operationId: method + path
  });

  test('examples missing from the file are generated from the schema and marked, recursion included', () => {
    const post = page('get_files_id-get_shared_link');
    expect(post.panel.generatedExample).toBe(true);
    expect(sample(post.front.id, 'curl')).toContain('"name": "Rex"');
    expect(sample(post.front.id, 'curl')).not.toContain('"id"'); // readOnly: not in a request
    expect(post.body).toContain('Generated from the schema');
    expect(page('pets-list').panel.generatedExample).toBeUndefined(); // no request body
  });

  test('security schemes are described on the page and used by the samples', () => {
    const list = page('pets-list');
    expect(list.body).toMatch(/\*\*bearer\*\*: bearer token \(JWT\) in the `Authorization` header/);
    // The token is the reader's: read from API_TOKEN, which the line above the samples names.
    expect(list.panel.sampleEnv).toEqual([{ name: 'API_TOKEN', what: 'your access token' }]);
    for (const s of list.panel.samples)
      expect([s.language, s.code]).toEqual([s.language, expect.stringMatching(/Bearer .*API_TOKEN/)]);
    const post = page('get_files_id-get_shared_link');
    expect(post.body).toContain('Any one of:');
    expect(post.body).toMatch(/API key in the `api_key` query parameter/);
    expect(post.body).toMatch(
      /OAuth 2.0 .*authorize at `https:\/\/auth.pets.example\/authorize`.*Scopes: `pets:write`/,
    );
    expect(sample(post.front.id, 'curl')).toContain('"https://eu.pets.example/v1/pets?api_key=$API_KEY"');
    expect(sample(post.front.id, 'python')).toContain(
      '"https://eu.pets.example/v1/pets?api_key=" + os.environ["API_KEY"]',
    );
  });

  test('path and required query parameters are filled in every language, server variables too', () => {
    for (const language of ['curl', 'node', 'python', 'php', 'java', 'csharp']) {
      expect([language, sample('get-pets-petId', language)]).toEqual([
        language,
        expect.stringContaining('https://eu.pets.example/v1/pets/PET_ID'),
      ]);
      expect([language, sample('pets-list', language)]).toEqual([
        language,
        expect.stringContaining('/v1/pets?limit=LIMIT'),
      ]);
      expect(sample('pets-list', language)).not.toContain('cursor');
    }
    expect(sample('deletePet-2', 'java')).toContain('public class DeletePet2 {');
  });

  test('other APIs than the sandboxed two show samples without the Send request form', () => {
    for (const p of pages) expect(p.panel.sendRequest).toBe(false);
  });
});

describe('a file that cannot be used fails before anything is written', () => {
  test(
    'a $ref that does not resolve: file, operation and field',
    async () => {
      const doc = structuredClone(petstore);
      (doc.paths['/pets'].get.parameters[0] as { schema: unknown }).schema = {
        $ref: '#/components/schemas/Nope',
      };
      const message = await failure(doc);
      expect(message).toMatch(
        /broken\.json: GET \/pets > parameters\/0\/schema: \$ref "#\/components\/schemas\/Nope" does not resolve/,
      );
    },
    GENERATE_TIMEOUT,
  );

  // OpenAPI 3: a parameter's $ref stands for a Parameter Object. One that points at a schema is refused with
  // the file, the operation and the pointer (a recursive schema there crashed the parser's own checks).
  test(
    'a parameter $ref that points at a schema: file, operation, pointer and what it must be',
    async () => {
      const doc = structuredClone(petstore);
      const parameters: unknown[] = doc.paths['/pets'].get.parameters;
      parameters[1] = { $ref: '#/components/schemas/Pet' }; // Pet is recursive
      expect(await failure(doc)).toMatch(
        /broken\.json: GET \/pets > parameters\/1: \$ref "#\/components\/schemas\/Pet" points at a schema, not a Parameter Object \(a parameter's \$ref must point at one, with "name" and "in"/,
      );
    },
    GENERATE_TIMEOUT,
  );

  test(
    'a field the OpenAPI schema requires: file, operation and field',
    async () => {
      const doc = structuredClone(petstore) as {
        paths: Record<string, Record<string, { responses: unknown }>>;
      };
      doc.paths['/pets']!.get!.responses = { '200': { descriptio: 'typo' } };
      const message = await failure(doc);
      expect(message).toMatch(/broken\.json: invalid OpenAPI at GET \/pets > responses\/200/);
      expect(message).toMatch(/description/);
    },
    GENERATE_TIMEOUT,
  );

  // The schema check runs on the file as written, the parser's own checks on a copy whose component schemas
  // are cut (api/openapi-input.mjs): what they find in a schema used through a `$ref` must still be found.
  test(
    'a component schema that is not a schema, used through a $ref, is refused',
    async () => {
      const doc = structuredClone(petstore);
      (doc.components.schemas.Pet.properties.id as { type: string }).type = 'int';
      expect(await failure(doc)).toMatch(
        /broken\.json: invalid OpenAPI at components\/schemas\/Pet\/properties\/id\/type:\nENUM must be equal/,
      );
    },
    GENERATE_TIMEOUT,
  );

  test(
    'an array schema without items, reached through a $ref, is refused',
    async () => {
      const doc = structuredClone(petstore) as typeof petstore & {
        components: { schemas: Record<string, unknown> };
      };
      doc.components.schemas.Names = { type: 'array' };
      doc.paths['/pets'].get.responses['200'] = { ...ok, ...json({ $ref: '#/components/schemas/Names' }) };
      expect(await failure(doc)).toMatch(
        /`\/paths\/pets\/get\/responses\/200\/content\/application\/json\/schema` is an array, so it must include an `items` schema/,
      );
    },
    GENERATE_TIMEOUT,
  );

  test(
    'Swagger 2.0, and text that is not YAML, are named as such',
    async () => {
      expect(await failure({ swagger: '2.0', info: { title: 't', version: '1' }, paths: {} })).toMatch(
        /broken\.json: OpenAPI version "2\.0" is not supported/,
      );
      expect(await failure('openapi: 3.0.0\n  info: [', 'yaml')).toMatch(
        /broken\.yaml: not valid YAML or JSON/,
      );
    },
    2 * GENERATE_TIMEOUT,
  ); // two generations
});

test(
  'replacing a file with one that drops operations the guides link to fails with the links',
  async () => {
    const core = load(fs.readFileSync(path.join(ROOT, 'api/openapi/core-api.yaml'), 'utf8')) as {
      paths: Record<string, unknown>;
    };
    delete core.paths['/{version}/account:create'];
    const key = Object.keys(core.paths).find((k) => /account:create$/.test(k));
    if (key) delete core.paths[key];
    const dir = tmp();
    const file = path.join(dir, 'core.json');
    fs.writeFileSync(file, JSON.stringify(core));
    const out = path.join(dir, 'out');
    const error = await run(
      process.execPath,
      ['scripts/api-generate.mjs', '--out', out, '--spec', `core=${file}`],
      {
        cwd: ROOT,
      },
    ).catch((e: { stderr: string }) => e);
    const stderr = (error as { stderr?: string }).stderr ?? '';
    expect(stderr).toMatch(/link\(s\) point to API pages these files no longer produce/);
    expect(stderr).toMatch(/docs\/[\w-]+\.mdx:\d+ {2}\/api\/createAccount/);
    expect(fs.existsSync(out)).toBe(false);
  },
  GENERATE_TIMEOUT,
);

test(
  'an operationId too long for a file name still gets its page, under a shortened id',
  async () => {
    // Microsoft Graph's beta has ids of up to 245 characters (more in kebab case): the plugin names files after
    // them, and a file name has at most 255 bytes, so those pages were not written.
    const long = `identityGovernance.${'accessPackageResourceRoleScopes.'.repeat(8)}getEnvironment`;
    const { pages } = await generate({
      openapi: '3.0.3',
      info: { title: 'Long', version: '1' },
      paths: {
        '/a': { get: { operationId: long, responses: { '200': ok } } },
        '/b': { get: { operationId: 'short', responses: { '200': ok } } },
      },
    });
    expect(pages.map((p) => p.front.id).sort()).toEqual([
      expect.stringMatching(/^identityGovernance/),
      'short',
    ]);
    const page = pages.find((p) => p.front.id !== 'short')!;
    expect(page.front.id.length).toBeLessThan(long.length);
    expect(page.file.length).toBeLessThan(240);
    expect(page.body).toContain(`Operation ID in the OpenAPI file: \`${long}\``);
  },
  GENERATE_TIMEOUT,
);

test(
  'a schema too large to inline is cut at a depth that keeps the page small, and says so',
  async () => {
    // Node0 -> three Node1 -> nine Node2 ... : 3^9 leaves once the plugin expands every $ref (megabytes).
    const schemas: Record<string, unknown> = {};
    for (let n = 0; n < 9; n++) {
      const child = { $ref: `#/components/schemas/Node${n + 1}` };
      schemas[`Node${n}`] = {
        type: 'object',
        description: `Level ${n} of a deep tree, as real resource types nest`,
        properties: { a: child, b: child, c: child, label: { type: 'string' } },
      };
    }
    schemas.Node9 = { type: 'object', properties: { leaf: { type: 'string' } } };
    const { pages } = await generate({
      openapi: '3.1.0',
      info: { title: 'Deep', version: '1' },
      paths: {
        '/tree': {
          get: {
            operationId: 'getTree',
            responses: { '200': { ...ok, ...json({ $ref: '#/components/schemas/Node0' }) } },
          },
        },
      },
      components: { schemas },
    });
    const page = pages[0]!;
    expect(page.body).toContain('Nested too deep to show here');
    expect(page.body).toContain('Level 3 of a deep tree'); // the levels that fit are all there
    expect(page.body.length).toBeLessThan(200_000);
  },
  GENERATE_TIMEOUT,
);
