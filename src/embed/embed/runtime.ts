/**
 * The elements' runtime, loaded once when the package is first imported in a browser. This copy of the package
 * (the one StackBlitz projects receive, since the package is not published) loads the chart item script from
 * the docs site: the address below is filled in from the site's config (`stackblitz.chartItemScriptUrl`) when
 * the project is put together.
 */
export const RUNTIME_URL = '{{chartItemScriptUrl}}';

if (typeof document !== 'undefined' && !document.querySelector('script[data-quantaloop-embed]')) {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = RUNTIME_URL;
  script.dataset.quantaloopEmbed = '';
  document.head.append(script);
}
