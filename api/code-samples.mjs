// @ts-check
/**
 * Code samples for the API reference, generated once per operation at generation time (scripts/api-generate.mjs)
 * and stored beside the page ({id}.ApiPanel.json): pages never ship a sample generator to the browser.
 *
 * The samples use each language's standard HTTP client (fetch, requests, curl extension, java.net.http,
 * HttpClient) rather than an SDK, so what they show is exactly the HTTP request the API expects. Each one is a
 * whole program that stops with the status and body on an error status and prints the answer: the JSON body,
 * pretty-printed, or, where the documented success response has no JSON body (webhooks), the status.
 * tests/e2e/api/samples.spec.ts runs every one of them, as the page shows it, against the sandbox served on
 * loopback.
 *
 * C# is C# 7: a class with a static Main, `using` blocks and a verbatim string, so that Mono's compiler (mcs,
 * the C# compiler Debian ships) compiles it as well as any .NET SDK does.
 *
 * Credentials are the reader's: a value made with envRef(NAME) (api/plugin-config.mjs puts one wherever the
 * request carries a credential: the Core API's `key` and `token`, the Plugin API's `X-Secret`, an
 * Authorization header) is read from the environment variable NAME in each language (`$NAME`,
 * `process.env.NAME`, `os.environ["NAME"]`, `getenv('NAME')`, `env("NAME")`, `Env("NAME")`), so a sample
 * never holds a key that looks real, and runs as copied once the variables are set.
 */

import { csharpForm, curlForm, javaForm, nodeForm, phpForm, pythonForm } from './form-samples.mjs';
import { envNames, expression, hasEnv, partsOf, printWithEnv } from './sample-env.mjs';

export { envNames, envRef } from './sample-env.mjs';

/**
 * @typedef {{ method: string, url: string, headers: [string, string][], body?: unknown, bodyKind?: 'json' | 'text' | 'file' | 'form' | 'multipart', contentType?: string, json?: boolean }} SampleRequest
 *   json: the success response has a JSON body (printed); otherwise the sample prints the status. The URL,
 *   header values and the body's strings may hold envRef() values (whole, or part: `Bearer ${envRef(...)}`).
 *   bodyKind: 'json' (the default) sends `body` as JSON; 'text' sends the string `body`, and 'file' the bytes of
 *   the file named `body`, as `contentType` (a binary or text media type: panel-data.mjs, rawBodyOf);
 *   'form' (application/x-www-form-urlencoded) and 'multipart' (multipart/form-data) send the fields `body`
 *   lists (form-samples.mjs, FormField), the client writing the Content-Type.
 */

/** @typedef {{ language: string, label: string, highlight: string, code: string }} CodeSample */

/** The languages every operation gets, in display order. */
export const SAMPLE_LANGUAGES = /** @type {const} */ ([
  { language: 'curl', label: 'cURL', highlight: 'bash' },
  { language: 'node', label: 'Node', highlight: 'javascript' },
  { language: 'python', label: 'Python', highlight: 'python' },
  { language: 'php', label: 'PHP', highlight: 'php' },
  { language: 'java', label: 'Java', highlight: 'java' },
  { language: 'csharp', label: 'C#', highlight: 'csharp' },
]);

/**
 * @param {SampleRequest} request
 * @param {{ name: string }} options name: a PascalCase name for the Java class (the operation id)
 * @returns {CodeSample[]}
 */
export function createCodeSamples(request, { name }) {
  const generators = { curl, node, python, php, java, csharp };
  return SAMPLE_LANGUAGES.map((l) => ({ ...l, code: generators[l.language](request, name) }));
}

const JSON_HEADER = /** @type {[string, string]} */ (['Content-Type', 'application/json']);

/** @param {SampleRequest} r @returns {[string, string][]} */
function allHeaders(r) {
  if (r.body === undefined || isForm(r)) return r.headers;
  return [isRaw(r) ? ['Content-Type', String(r.contentType)] : JSON_HEADER, ...r.headers];
}

/** A body that is not JSON: a string, or a file's bytes. @param {SampleRequest} r */
const isRaw = (r) => r.bodyKind === 'text' || r.bodyKind === 'file';

/** A form body: its fields (form-samples.mjs). @param {SampleRequest} r */
const isForm = (r) => r.bodyKind === 'form' || r.bodyKind === 'multipart';

/** @param {SampleRequest} r @returns {import('./form-samples.mjs').FormField[]} */
const fieldsOf = (r) => /** @type {any} */ (r.body);

/** A file part, or a file body, is read from disk. @param {SampleRequest} r */
const readsFile = (r) => r.bodyKind === 'file' || (isForm(r) && fieldsOf(r).some((f) => 'file' in f));

/** The body's string, or the file's name, of a raw body (isRaw). @param {SampleRequest} r */
const rawOf = (r) => String(r.body);

/** @param {unknown} value @returns {string} */
function json(value, indent = 2) {
  return JSON.stringify(value, null, indent);
}

/** @param {string} text @param {string} prefix */
function indentLines(text, prefix) {
  return text
    .split('\n')
    .map((line) => (line ? prefix + line : line))
    .join('\n');
}

/** @param {SampleRequest} r */
function curl(r) {
  // -i: without a JSON body to print, the status line and headers are the answer.
  const lines = [`curl${r.json === false ? ' -i' : ''} -X ${r.method.toUpperCase()} ${shellWord(r.url)}`];
  for (const [k, v] of allHeaders(r)) lines.push(`  -H ${shellWord(`${k}: ${v}`)}`);
  if (r.bodyKind === 'file') lines.push(`  --data-binary ${shellWord(`@${rawOf(r)}`)}`);
  else if (r.bodyKind === 'text') lines.push(`  --data-raw ${shellWord(rawOf(r))}`);
  else if (isForm(r))
    lines.push(...curlForm(fieldsOf(r), r.bodyKind === 'multipart', shellWord).map((l) => `  ${l}`));
  else if (r.body !== undefined) {
    // The JSON in single quotes; a variable is spliced in where a value reads one: "key": "'"$KEY"'".
    const body = printWithEnv(
      r.body,
      (v) => shellQuote(json(v)),
      (s) =>
        `"${partsOf(s)
          .map((p) =>
            'env' in p ? `'"${shellVar(p.env)}"'` : shellQuote(JSON.stringify(p.text).slice(1, -1)),
          )
          .join('')}"`,
      '"',
    );
    lines.push(`  --data-raw '${body}'`);
  }
  return lines.join(' \\\n');
}

/** @param {string} s */
function shellQuote(s) {
  return s.replace(/'/g, `'\\''`);
}

/**
 * One shell word: in single quotes, or in double quotes where it reads a variable (`"X-Secret: $PLUGIN_SECRET"`).
 * @param {string} s
 */
function shellWord(s) {
  if (!hasEnv(s)) return `'${shellQuote(s)}'`;
  const parts = partsOf(s);
  return `"${parts
    .map((p, i) => {
      if ('env' in p) {
        const next = parts[i + 1];
        const braces = next && 'text' in next && /^[A-Za-z0-9_]/.test(next.text);
        return braces ? `\${${p.env}}` : shellVar(p.env);
      }
      return p.text.replace(/[\\"$`]/g, (c) => `\\${c}`);
    })
    .join('')}"`;
}

/** @param {string} name */
const shellVar = (name) => `$${name}`;

/** @param {SampleRequest} r */
function node(r) {
  const headers = allHeaders(r);
  const out = [
    ...(readsFile(r) ? ["import { readFile } from 'node:fs/promises';", ''] : []),
    ...(isForm(r) ? [...nodeForm(fieldsOf(r), r.bodyKind === 'multipart', jsLine), ''] : []),
    `const response = await fetch(${jsExpr(r.url)}, {`,
    `  method: '${r.method.toUpperCase()}',`,
  ];
  if (headers.length) {
    out.push('  headers: {');
    for (const [k, v] of headers) out.push(`    '${jsString(k)}': ${jsExpr(v)},`);
    out.push('  },');
  }
  if (r.bodyKind === 'file') out.push(`  body: await readFile(${jsExpr(rawOf(r))}),`);
  else if (r.bodyKind === 'text') out.push(`  body: ${JSON.stringify(rawOf(r))},`);
  else if (isForm(r)) out.push('  body: form,');
  else if (r.body !== undefined) {
    const literal = printWithEnv(r.body, (v) => json(v), jsExpr, '"');
    out.push(`  body: JSON.stringify(${indentLines(literal, '  ').trimStart()}),`);
  }
  out.push(
    '});',
    'if (!response.ok) {',
    '  throw new Error(`HTTP ${response.status}: ${await response.text()}`);',
    '}',
    r.json === false
      ? 'console.log(response.status, await response.text());'
      : 'console.log(JSON.stringify(await response.json(), null, 2));',
  );
  return out.join('\n');
}

/** @param {string} s */
function jsString(s) {
  return s.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
}

/** jsExpr of any text: its line breaks escaped. @param {string} s */
const jsLine = (s) => jsExpr(s).replace(/\n/g, '\\n').replace(/\r/g, '\\r');

/** @param {string} s a JavaScript expression: a literal, `process.env.NAME` or a template literal */
function jsExpr(s) {
  if (!hasEnv(s)) return `'${jsString(s)}'`;
  const parts = partsOf(s);
  const [first] = parts;
  if (parts.length === 1 && first && 'env' in first) return `process.env.${first.env}`;
  const inner = parts
    .map((p) => ('env' in p ? `\${process.env.${p.env}}` : p.text.replace(/[\\`]|\$\{/g, (c) => `\\${c}`)))
    .join('');
  return `\`${inner}\``;
}

/** @param {SampleRequest} r */
function python(r) {
  const standard = [
    ...(r.json === false ? [] : ['import json']),
    ...(envNames(r).length > 0 ? ['import os'] : []),
    ...(readsFile(r) ? ['from pathlib import Path'] : []),
  ];
  const out = [
    ...standard,
    ...(standard.length ? [''] : []),
    'import requests',
    '',
    `response = requests.${r.method.toLowerCase()}(`,
    `    ${pyExpr(r.url)},`,
  ];
  // requests sets the Content-Type of a JSON body (json=), not of bytes (data=).
  const headers = isRaw(r) ? allHeaders(r) : r.headers;
  if (headers.length) {
    out.push('    headers={');
    for (const [k, v] of headers) out.push(`        "${pyString(k)}": ${pyExpr(v)},`);
    out.push('    },');
  }
  if (r.bodyKind === 'file') out.push(`    data=Path(${pyExpr(rawOf(r))}).read_bytes(),`);
  else if (r.bodyKind === 'text') out.push(`    data=${pyExpr(rawOf(r))}.encode("utf-8"),`);
  else if (isForm(r)) out.push(...pythonForm(fieldsOf(r), r.bodyKind === 'multipart', pyExpr));
  else if (r.body !== undefined) {
    const literal = printWithEnv(r.body, (v) => pyLiteral(v, 0), pyExpr, '"');
    out.push(`    json=${indentLines(literal, '    ').trimStart()},`);
  }
  out.push(
    '    timeout=30,',
    ')',
    'response.raise_for_status()',
    r.json === false
      ? 'print(response.status_code, response.text)'
      : 'print(json.dumps(response.json(), indent=2))',
  );
  return out.join('\n');
}

/** @param {string} s */
function pyString(s) {
  return s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

/** @param {string} s a Python expression: a literal, `os.environ["NAME"]`, or both joined with + */
function pyExpr(s) {
  return expression(
    s,
    (t) => `"${pyString(t).replace(/\n/g, '\\n')}"`,
    (n) => `os.environ["${n}"]`,
    ' + ',
  );
}

/**
 * A Python literal for a JSON value, indented like json.dumps(indent=4).
 * @param {unknown} value
 * @param {number} depth
 * @returns {string}
 */
function pyLiteral(value, depth) {
  const pad = '    '.repeat(depth + 1);
  const end = '    '.repeat(depth);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return `"${pyString(value).replace(/\n/g, '\\n')}"`;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => pad + pyLiteral(v, depth + 1)).join(',\n')},\n${end}]`;
  }
  const entries = Object.entries(/** @type {Record<string, unknown>} */ (value));
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}"${pyString(k)}": ${pyLiteral(v, depth + 1)}`).join(',\n')},\n${end}}`;
}

/** @param {SampleRequest} r */
function php(r) {
  const headers = allHeaders(r).map(([k, v]) => phpExpr(`${k}: ${v}`));
  const out = ['<?php', ''];
  const form = isForm(r) ? phpForm(fieldsOf(r), r.bodyKind === 'multipart', phpExpr) : undefined;
  if (form) out.push(...form.lines);
  else if (r.body !== undefined && !isRaw(r))
    out.push(`$payload = ${printWithEnv(r.body, (v) => phpLiteral(v, 0), phpExpr, "'")};`, '');
  out.push(
    `$ch = curl_init(${phpExpr(r.url)});`,
    'curl_setopt_array($ch, [',
    `    CURLOPT_CUSTOMREQUEST => '${r.method.toUpperCase()}',`,
    `    CURLOPT_HTTPHEADER => [${headers.join(', ')}],`,
  );
  if (r.bodyKind === 'file') out.push(`    CURLOPT_POSTFIELDS => file_get_contents(${phpExpr(rawOf(r))}),`);
  else if (r.bodyKind === 'text') out.push(`    CURLOPT_POSTFIELDS => ${phpExpr(rawOf(r))},`);
  else if (form) out.push(`    CURLOPT_POSTFIELDS => ${form.postfields},`);
  else if (r.body !== undefined) out.push('    CURLOPT_POSTFIELDS => json_encode($payload),');
  out.push(
    '    CURLOPT_RETURNTRANSFER => true,',
    ']);',
    '$response = curl_exec($ch);',
    '$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);',
    'curl_close($ch);',
    'if ($response === false || $status >= 400) {',
    '    throw new RuntimeException("HTTP $status: $response");',
    '}',
    r.json === false
      ? "echo $status, ' ', $response, PHP_EOL;"
      : 'echo json_encode(json_decode($response), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES), PHP_EOL;',
  );
  return out.join('\n');
}

/** @param {string} s */
function phpString(s) {
  return s.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
}

/** @param {string} s a PHP expression: a literal, `getenv('NAME')`, or both joined with . */
function phpExpr(s) {
  return expression(
    s,
    (t) => `'${phpString(t)}'`,
    (n) => `getenv('${n}')`,
    ' . ',
  );
}

/**
 * A PHP literal that json_encode() turns back into the same JSON (empty objects stay objects).
 * @param {unknown} value
 * @param {number} depth
 * @returns {string}
 */
function phpLiteral(value, depth) {
  const pad = '    '.repeat(depth + 1);
  const end = '    '.repeat(depth);
  if (value === null) return 'null';
  if (value === true) return 'true';
  if (value === false) return 'false';
  if (typeof value === 'string') return `'${phpString(value)}'`;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => pad + phpLiteral(v, depth + 1)).join(',\n')},\n${end}]`;
  }
  const entries = Object.entries(/** @type {Record<string, unknown>} */ (value));
  if (entries.length === 0) return 'new stdClass()';
  return `[\n${entries.map(([k, v]) => `${pad}'${phpString(k)}' => ${phpLiteral(v, depth + 1)}`).join(',\n')},\n${end}]`;
}

/**
 * A Java or C# class name from the page id (createAccount -> CreateAccount, get-pets-2 -> GetPets2).
 * @param {string} name
 * @returns {string}
 */
export function className(name) {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const pascal = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('') || 'Request';
  return /^[0-9]/.test(pascal) ? `Call${pascal}` : pascal;
}

/** @param {SampleRequest} r @param {string} name */
function java(r, name) {
  const form = isForm(r)
    ? javaForm(fieldsOf(r), r.bodyKind === 'multipart', (s) =>
        expression(s, javaText, (n) => `env("${n}")`, ' + '),
      )
    : undefined;
  const imports = [
    'java.net.URI',
    'java.net.http.HttpClient',
    'java.net.http.HttpRequest',
    'java.net.http.HttpResponse',
    ...(r.bodyKind === 'file' ? ['java.nio.file.Path'] : []),
    ...(form?.imports ?? []),
  ];
  const out = [
    ...[...new Set(imports)].sort().map((i) => `import ${i};`),
    '',
    `public class ${className(name)} {`,
    '    public static void main(String[] args) throws Exception {',
  ];
  if (r.bodyKind === 'text') out.push(`        String body = ${javaText(rawOf(r))};`);
  else if (form) out.push(...form.lines);
  else if (r.body !== undefined && !isRaw(r)) {
    // A text block keeps the JSON readable; only backslashes need escaping inside it. A value read from the
    // environment shows as $NAME in the JSON, replaced by the variable's value.
    const { text, names } = bodyWithPlaceholders(r.body);
    const replaces = names.map((n) => `            .replace("$${n}", env("${n}"))`);
    out.push(
      '        String body = """',
      indentLines(text.replace(/\\/g, '\\\\'), '            '),
      `            """${replaces.length ? '' : ';'}`,
      ...replaces.map((line, i) => (i === replaces.length - 1 ? `${line};` : line)),
    );
  }
  out.push(`        HttpRequest request = HttpRequest.newBuilder(URI.create(${javaExpr(r.url, 'env')}))`);
  for (const [k, v] of allHeaders(r))
    out.push(`            .header("${javaString(k)}", ${javaExpr(v, 'env')})`);
  if (form) out.push(`            .header("Content-Type", ${form.type})`);
  const publisher = form
    ? form.publisher
    : r.bodyKind === 'file'
      ? `HttpRequest.BodyPublishers.ofFile(Path.of(${javaText(rawOf(r))}))`
      : r.body !== undefined
        ? 'HttpRequest.BodyPublishers.ofString(body)'
        : 'HttpRequest.BodyPublishers.noBody()';
  out.push(
    `            .method("${r.method.toUpperCase()}", ${publisher})`,
    '            .build();',
    '        HttpResponse<String> response = HttpClient.newHttpClient()',
    '            .send(request, HttpResponse.BodyHandlers.ofString());',
    '        if (response.statusCode() >= 400) {',
    '            throw new RuntimeException("HTTP " + response.statusCode() + ": " + response.body());',
    '        }',
    r.json === false
      ? '        System.out.println(response.statusCode() + " " + response.body());'
      : '        System.out.println(response.body());',
    '    }',
  );
  if (envNames(r).length)
    out.push(
      '',
      '    static String env(String name) {',
      '        String value = System.getenv(name);',
      '        if (value == null) {',
      '            throw new IllegalStateException("Set the environment variable " + name);',
      '        }',
      '        return value;',
      '    }',
    );
  out.push('}');
  return out.join('\n');
}

/**
 * The body's JSON with each value read from the environment shown as $NAME (Java and C# replace it).
 * @param {unknown} body
 * @returns {{ text: string, names: string[] }}
 */
function bodyWithPlaceholders(body) {
  /** @type {Set<string>} */
  const names = new Set();
  const text = printWithEnv(
    body,
    (v) => json(v),
    (s) =>
      JSON.stringify(
        partsOf(s)
          .map((p) => ('env' in p ? (names.add(p.env), `$${p.env}`) : p.text))
          .join(''),
      ),
    '"',
  );
  // Longest first: $KEY_2 is replaced before $KEY, which it contains.
  return { text, names: [...names].sort((a, b) => b.length - a.length || a.localeCompare(b)) };
}

/** @param {string} s */
function javaString(s) {
  return s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

/** A Java or C# string literal of any text (line breaks escaped). @param {string} s */
function javaText(s) {
  return `"${javaString(s).replace(/\n/g, '\\n').replace(/\r/g, '\\r')}"`;
}

/**
 * @param {string} s
 * @param {string} helper the sample's method that reads a variable: `env` (Java) or `Env` (C#)
 * @returns {string} a Java or C# expression: a literal, `env("NAME")`, or both joined with +
 */
function javaExpr(s, helper) {
  return expression(
    s,
    (t) => `"${javaString(t)}"`,
    (n) => `${helper}("${n}")`,
    ' + ',
  );
}

/** @param {SampleRequest} r @param {string} name */
function csharp(r, name) {
  const form = isForm(r)
    ? csharpForm(fieldsOf(r), r.bodyKind === 'multipart', (s) =>
        expression(s, javaText, (n) => `Env("${n}")`, ' + '),
      )
    : undefined;
  const usings = [
    'System',
    ...(r.bodyKind === 'file' ? ['System.IO', 'System.Net.Http.Headers'] : []),
    'System.Net.Http',
    'System.Text',
    'System.Threading.Tasks',
    ...(form?.usings ?? []),
  ];
  const out = [
    ...[...new Set(usings)].sort().map((u) => `using ${u};`),
    '',
    `public static class ${className(name)}`,
    '{',
    '    public static void Main()',
    '    {',
    '        Send().GetAwaiter().GetResult();',
    '    }',
    '',
    '    static async Task Send()',
    '    {',
  ];
  if (r.bodyKind === 'text') out.push(`        var body = ${javaText(rawOf(r))};`);
  else if (r.body !== undefined && !isRaw(r) && !form) {
    // A verbatim string: JSON needs only its quotes doubled. A value read from the environment shows as
    // $NAME in the JSON, replaced by the variable's value.
    const { text, names } = bodyWithPlaceholders(r.body);
    const verbatim = indentLines(text.replace(/"/g, '""'), '            ').trimStart();
    const replaces = names.map((n) => `            .Replace("$${n}", Env("${n}"))`);
    out.push(
      `        var body = @"${verbatim}"${replaces.length ? '' : ';'}`,
      ...replaces.map((line, i) => (i === replaces.length - 1 ? `${line};` : line)),
    );
  }
  out.push(
    '        using (var client = new HttpClient())',
    `        using (var request = new HttpRequestMessage(new HttpMethod("${r.method.toUpperCase()}"), ${javaExpr(r.url, 'Env')}))`,
    '        {',
  );
  for (const [k, v] of r.headers)
    out.push(
      `            request.Headers.TryAddWithoutValidation("${javaString(k)}", ${javaExpr(v, 'Env')});`,
    );
  const type = `"${javaString(String(r.contentType ?? 'application/json'))}"`;
  if (form) out.push(...form.lines);
  else if (r.bodyKind === 'file')
    out.push(
      `            request.Content = new ByteArrayContent(File.ReadAllBytes(${javaText(rawOf(r))}));`,
      `            request.Content.Headers.ContentType = new MediaTypeHeaderValue(${type});`,
    );
  else if (r.body !== undefined)
    out.push(`            request.Content = new StringContent(body, Encoding.UTF8, ${type});`);
  out.push(
    '            using (var response = await client.SendAsync(request))',
    '            {',
    '                var text = await response.Content.ReadAsStringAsync();',
    '                if (!response.IsSuccessStatusCode)',
    '                {',
    '                    throw new HttpRequestException($"HTTP {(int)response.StatusCode}: {text}");',
    '                }',
    r.json === false
      ? '                Console.WriteLine($"{(int)response.StatusCode} {text}");'
      : '                Console.WriteLine(text);',
    '            }',
    '        }',
    '    }',
  );
  if (envNames(r).length)
    out.push(
      '',
      '    static string Env(string name)',
      '    {',
      '        var value = Environment.GetEnvironmentVariable(name);',
      '        if (value == null)',
      '        {',
      '            throw new InvalidOperationException("Set the environment variable " + name);',
      '        }',
      '        return value;',
      '    }',
    );
  out.push('}');
  return out.join('\n');
}
