/**
 * Loads a generated API page's data file ({id}.ApiPanel.json, {id}.RequestSchema.json, ...) as a JavaScript module
 * of one statement, `module.exports = JSON.parse('...')`: the same value, and the code rspack writes for a JSON
 * module, without the parsed tree rspack keeps of every JSON module until the build ends (see README.md). With
 * the option `esm`, `export default JSON.parse('...')`, which the bundler can inline into the page that
 * imports it (the page's `apiPanel` export), as it did the JSON module; files a page `require()`s stay CommonJS.
 * A file that is not JSON fails the build with its path and the parser's message.
 * @this {{ getOptions(): { esm?: boolean }, resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
module.exports = function apiDataLoader(source) {
  let data;
  try {
    data = JSON.parse(source);
  } catch (error) {
    throw new Error(`${this.resourcePath} is not valid JSON: ${/** @type {Error} */ (error).message}`);
  }
  // Quoted as rspack quotes a JSON module's string: in single quotes, so JSON's many double quotes stay bare.
  const json = JSON.stringify(data).replace(/[\\']/g, '\\$&');
  const value = `JSON.parse('${json}');\n`;
  // Strict, as a JSON module is: a chunk of strict modules says "use strict" once, not once per module.
  return this.getOptions().esm ? `export default ${value}` : `'use strict';\nmodule.exports = ${value}`;
};
