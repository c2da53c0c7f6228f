import fs from 'node:fs';

/**
 * The page-weight plugins replace client modules of @docusaurus/theme-classic by their file (an alias of the
 * path the theme registers). Were the theme to register another file, the alias would replace nothing and the
 * module would be back in every main.js without a word: this stops the build instead.
 */
export function checkThemeRegisters(clientModule: string, plugin: string): void {
  const index = require.resolve('@docusaurus/theme-classic');
  const source = fs.readFileSync(index, 'utf8');
  if (!source.includes(`'${clientModule}'`) && !source.includes(`"${clientModule}"`))
    throw new Error(
      `${plugin}: @docusaurus/theme-classic no longer registers the client module ${clientModule} (in ` +
        `${index}), which this plugin replaces (patches/README.md, "Internal touchpoints")`,
    );
}
