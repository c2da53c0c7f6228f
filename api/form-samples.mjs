// @ts-check
/**
 * Form bodies in code samples (api/code-samples.mjs): a request body whose media type is multipart/form-data or
 * application/x-www-form-urlencoded, as its schema's fields (formBodyOf), and how each language sends it with
 * the client its other samples use: cURL's `-F` / `--data-urlencode`, fetch's FormData / URLSearchParams,
 * requests' `files=` / `data=`, PHP curl's CURLFile / http_build_query, a multipart or URL-encoded body built
 * by hand for java.net.http (it has no form publisher), and .NET's MultipartFormDataContent /
 * FormUrlEncodedContent. The client writes the Content-Type (with the multipart boundary), except in Java.
 *
 * Field values may hold envRef() values: each language's expression printer (passed in) reads them.
 */
import { sample } from 'openapi-sampler';

/**
 * A field of a form: a value, or a file part (`file` names the file the sample reads, `type` its media type).
 * An array property is one field per item, as OpenAPI's default `explode` sends it.
 * @typedef {{ name: string, value: string } | { name: string, file: string, type: string }} FormField
 */
/** @typedef {(s: string) => string} Expr an expression of the language for a string (envRef read) */

export const FORM_MEDIA = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/**
 * The fields of a form media type's schema: each property's example (the media type's own example first), else
 * its default or first enum value, else a value made from its type; an object as JSON; a `format: binary`
 * property (or an array of them) as a file part named after the property (`@name` example: that file), its
 * type from the media type's `encoding`, else application/octet-stream. Read-only properties are left out.
 * @param {{ schema?: any, example?: unknown, examples?: Record<string, { value?: unknown }>, encoding?: Record<string, { contentType?: string }> }} media
 * @returns {FormField[]}
 */
export function formFieldsOf(media) {
  const schema = media.schema ?? {};
  /** @type {Record<string, any>} */
  const props = Object.assign(
    {},
    ...(schema.allOf ?? []).map((/** @type {any} */ s) => s?.properties),
    schema.properties,
  );
  const first = media.examples ? Object.values(media.examples)[0]?.value : undefined;
  const example = /** @type {Record<string, unknown>} */ (
    [first, media.example].find((e) => e && typeof e === 'object') ?? {}
  );
  /** @type {FormField[]} */
  const fields = [];
  for (const [name, prop] of Object.entries(props)) {
    if (!prop || prop.readOnly) continue;
    const binary = prop.format === 'binary' || prop.items?.format === 'binary';
    if (binary) {
      const type = media.encoding?.[name]?.contentType?.split(',')[0]?.trim() || 'application/octet-stream';
      const given = [example[name], prop.example].find((e) => typeof e === 'string' && /^@[\w.-]+$/.test(e));
      const extension = /^[a-z0-9]+$/.test(type.split('/')[1] ?? '') ? type.split('/')[1] : 'bin';
      const safe = name.replace(/[^\w.-]+/g, '_') || 'file';
      fields.push({ name, file: given ? String(given).slice(1) : `${safe}.${extension}`, type });
      continue;
    }
    let value = name in example ? example[name] : undefined;
    if (value === undefined) {
      try {
        value = sample(prop, { skipReadOnly: true, maxSampleDepth: 4 });
      } catch {
        value = '';
      }
    }
    // An array of values is one field per item; an array of objects, like an object, one field of JSON.
    const complex = prop.items?.type === 'object' || prop.items?.properties;
    const items = Array.isArray(value) && !complex ? value : [value];
    for (const item of items)
      fields.push({
        name,
        value: item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item ?? ''),
      });
  }
  return fields;
}

/** @param {FormField[]} fields */
const valuesOf = (fields) =>
  /** @type {{ name: string, value: string }[]} */ (fields.filter((f) => 'value' in f));
/** @param {FormField[]} fields */
const filesOf = (fields) =>
  /** @type {{ name: string, file: string, type: string }[]} */ (fields.filter((f) => 'file' in f));

/** The fields as names and their values, in order (an array's items under one name). @param {FormField[]} fields */
function grouped(fields) {
  /** @type {Map<string, string[]>} */
  const names = new Map();
  for (const f of valuesOf(fields)) names.set(f.name, [...(names.get(f.name) ?? []), f.value]);
  return [...names];
}

/**
 * cURL's options: `--data-urlencode name=value`; `-F name=value` (`--form-string` where -F would read the value
 * as a file or its options: a leading `@`, `<` or quote, or a `;`) and `-F name=@file;type=...`.
 * @param {FormField[]} fields @param {boolean} multipart @param {Expr} word a shell word
 */
export function curlForm(fields, multipart, word) {
  return fields.map((f) => {
    if ('file' in f) return `-F ${word(`${f.name}=@${f.file};type=${f.type}`)}`;
    if (!multipart) return `--data-urlencode ${word(`${f.name}=${f.value}`)}`;
    return `${/^[@<"]|;/.test(f.value) ? '--form-string' : '-F'} ${word(`${f.name}=${f.value}`)}`;
  });
}

/** Node: the statements that build `form`. @param {FormField[]} fields @param {boolean} multipart @param {Expr} js */
export function nodeForm(fields, multipart, js) {
  return [
    `const form = new ${multipart ? 'FormData' : 'URLSearchParams'}();`,
    ...fields.map((f) =>
      'file' in f
        ? `form.append(${js(f.name)}, new Blob([await readFile(${js(f.file)})], { type: ${js(f.type)} }), ${js(f.file)});`
        : `form.append(${js(f.name)}, ${js(f.value)});`,
    ),
  ];
}

/**
 * Python requests' arguments: `data=` (a list for an array) and `files=` (the file parts); a multipart form
 * without a file is sent as `files=` parts without a file name, which requests would otherwise URL-encode.
 * @param {FormField[]} fields @param {boolean} multipart @param {Expr} py
 */
export function pythonForm(fields, multipart, py) {
  const files = filesOf(fields);
  if (multipart && !files.length)
    return [
      '    files=[',
      ...valuesOf(fields).map((f) => `        (${py(f.name)}, (None, ${py(f.value)})),`),
      '    ],',
    ];
  const out = [];
  if (valuesOf(fields).length) {
    out.push('    data={');
    for (const [name, values] of grouped(fields))
      out.push(
        `        ${py(name)}: ${values.length > 1 ? `[${values.map(py).join(', ')}]` : py(values[0] ?? '')},`,
      );
    out.push('    },');
  }
  if (files.length) {
    out.push('    files={');
    for (const f of files)
      out.push(`        ${py(f.name)}: (${py(f.file)}, Path(${py(f.file)}).read_bytes(), ${py(f.type)}),`);
    out.push('    },');
  }
  return out;
}

/**
 * PHP: `$form = [...];` and the CURLOPT_POSTFIELDS value: the array (curl sends it as multipart, a CURLFile as a
 * file part), or http_build_query's string, its `name[0]=` of an array turned into repeated names.
 * @param {FormField[]} fields @param {boolean} multipart @param {Expr} php
 */
export function phpForm(fields, multipart, php) {
  const lines = ['$form = ['];
  for (const [name, values] of grouped(fields)) {
    if (!multipart && values.length > 1) lines.push(`    ${php(name)} => [${values.map(php).join(', ')}],`);
    // PHP's curl takes one value per name: more are sent as name[0], name[1] (what PHP servers read).
    else
      values.forEach((v, i) =>
        lines.push(`    ${php(values.length > 1 ? `${name}[${i}]` : name)} => ${php(v)},`),
      );
  }
  for (const f of filesOf(fields))
    lines.push(`    ${php(f.name)} => new CURLFile(${php(f.file)}, ${php(f.type)}, ${php(f.file)}),`);
  lines.push('];', '');
  const repeated = grouped(fields).some(([, values]) => values.length > 1);
  const postfields = multipart
    ? '$form'
    : repeated
      ? "preg_replace('/%5B[0-9]+%5D=/', '=', http_build_query($form))"
      : 'http_build_query($form)';
  return { lines, postfields };
}

/**
 * Java: the imports, the statements that build the body, its Content-Type and its publisher.
 * @param {FormField[]} fields @param {boolean} multipart @param {Expr} java
 */
export function javaForm(fields, multipart, java) {
  const pad = '        ';
  const rows = (/** @type {string[][]} */ list) =>
    list.map((row) => `${pad}    {${row.map(java).join(', ')}},`);
  const utf8 = '.getBytes(StandardCharsets.UTF_8)';
  if (!multipart)
    return {
      imports: ['java.net.URLEncoder', 'java.nio.charset.StandardCharsets'],
      lines: [
        `${pad}String[][] fields = {`,
        ...rows(valuesOf(fields).map((f) => [f.name, f.value])),
        `${pad}};`,
        `${pad}StringBuilder form = new StringBuilder();`,
        `${pad}for (String[] field : fields) {`,
        `${pad}    if (form.length() > 0) form.append('&');`,
        `${pad}    form.append(URLEncoder.encode(field[0], StandardCharsets.UTF_8))`,
        `${pad}        .append('=')`,
        `${pad}        .append(URLEncoder.encode(field[1], StandardCharsets.UTF_8));`,
        `${pad}}`,
      ],
      type: '"application/x-www-form-urlencoded"',
      publisher: 'HttpRequest.BodyPublishers.ofString(form.toString())',
    };
  const files = filesOf(fields);
  const part = (/** @type {string} */ rest) =>
    `("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"" + ${rest}`;
  return {
    imports: [
      'java.io.ByteArrayOutputStream',
      'java.nio.charset.StandardCharsets',
      ...(files.length ? ['java.nio.file.Files', 'java.nio.file.Path'] : []),
      'java.util.UUID',
    ],
    lines: [
      // java.net.http has no multipart publisher: the parts are written between boundaries, as RFC 7578 says.
      `${pad}String boundary = "sample-" + UUID.randomUUID();`,
      `${pad}ByteArrayOutputStream body = new ByteArrayOutputStream();`,
      ...(valuesOf(fields).length
        ? [
            `${pad}String[][] fields = {`,
            ...rows(valuesOf(fields).map((f) => [f.name, f.value])),
            `${pad}};`,
            `${pad}for (String[] field : fields) {`,
            `${pad}    body.write(${part('field[0]')}`,
            `${pad}        + "\\"\\r\\n\\r\\n" + field[1] + "\\r\\n")${utf8});`,
            `${pad}}`,
          ]
        : []),
      ...(files.length
        ? [
            `${pad}String[][] files = {`,
            ...rows(files.map((f) => [f.name, f.file, f.type])),
            `${pad}};`,
            `${pad}for (String[] file : files) {`,
            `${pad}    body.write(${part('file[0] + "\\"; filename=\\"" + file[1]')}`,
            `${pad}        + "\\"\\r\\nContent-Type: " + file[2] + "\\r\\n\\r\\n")${utf8});`,
            `${pad}    body.write(Files.readAllBytes(Path.of(file[1])));`,
            `${pad}    body.write("\\r\\n"${utf8});`,
            `${pad}}`,
          ]
        : []),
      `${pad}body.write(("--" + boundary + "--\\r\\n")${utf8});`,
    ],
    type: '"multipart/form-data; boundary=" + boundary',
    publisher: 'HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())',
  };
}

/**
 * C#: the usings and the statements that set `request.Content`.
 * @param {FormField[]} fields @param {boolean} multipart @param {Expr} cs
 */
export function csharpForm(fields, multipart, cs) {
  const pad = '            ';
  if (!multipart)
    return {
      usings: ['System.Collections.Generic'],
      lines: [
        `${pad}request.Content = new FormUrlEncodedContent(new[]`,
        `${pad}{`,
        ...valuesOf(fields).map(
          (f) => `${pad}    new KeyValuePair<string, string>(${cs(f.name)}, ${cs(f.value)}),`,
        ),
        `${pad}});`,
      ],
    };
  const files = filesOf(fields);
  return {
    usings: files.length ? ['System.IO', 'System.Net.Http.Headers'] : [],
    lines: [
      `${pad}var form = new MultipartFormDataContent();`,
      ...valuesOf(fields).map((f) => `${pad}form.Add(new StringContent(${cs(f.value)}), ${cs(f.name)});`),
      ...files.flatMap((f, i) => {
        const v = `file${i ? i + 1 : ''}`;
        return [
          `${pad}var ${v} = new ByteArrayContent(File.ReadAllBytes(${cs(f.file)}));`,
          `${pad}${v}.Headers.ContentType = new MediaTypeHeaderValue(${cs(f.type)});`,
          `${pad}form.Add(${v}, ${cs(f.name)}, ${cs(f.file)});`,
        ];
      }),
      `${pad}request.Content = form;`,
    ],
  };
}
