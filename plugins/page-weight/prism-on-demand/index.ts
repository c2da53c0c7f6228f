import type { LoadContext, Plugin } from '@docusaurus/types';
import { checkThemeRegisters } from '../theme-client-modules';
import { darkCodeCss, type PrismTheme } from './dark-css';

/**
 * Removes @docusaurus/theme-classic's `prism-include-languages` client module from main.js. It imports
 * prism-react-renderer (its Prism and bundled grammars: 25 KiB gzipped) on every page, only to register
 * `prism.additionalLanguages`. This site highlights on demand instead: src/theme/CodeBlock/Content loads the
 * highlighter and the SDK grammars with the first code block that has to be highlighted in the browser (a
 * page opened directly keeps its prerendered highlighting), so a first visit in light mode loads no Prism.
 *
 * Also defines `process.env.DOCS_PRERENDER`: true in the server bundle, where the highlighter is loaded with
 * the bundle so that prerendering never waits for it (src/theme/CodeBlock/highlighter.ts), false in the
 * browser's, where that code is dropped.
 *
 * And puts the dark Prism theme's colours in every page's head as CSS (./dark-css.ts): a prerendered block is
 * dark from the first paint in dark mode, and is not highlighted again after hydration.
 */
export default function prismOnDemandPlugin(context: LoadContext): Plugin {
  const { darkTheme } = (context.siteConfig.themeConfig as { prism: { darkTheme: PrismTheme } }).prism;
  const css = darkCodeCss(darkTheme);
  checkThemeRegisters('./prism-include-languages', 'prism-on-demand');
  const clientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  return {
    name: 'prism-on-demand',
    injectHtmlTags: () => ({ headTags: [{ tagName: 'style', innerHTML: css }] }),
    // Docusaurus' client-modules.js requires the file by its path without extension: alias both spellings.
    configureWebpack: (_config, isServer, { currentBundler }) => ({
      resolve: { alias: { [clientModule]: false, [clientModule.replace(/\.js$/, '')]: false } },
      plugins: [
        new currentBundler.instance.DefinePlugin({ 'process.env.DOCS_PRERENDER': JSON.stringify(isServer) }),
      ],
    }),
  };
}
