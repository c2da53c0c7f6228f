/**
 * Rules of the OpenAPI theme's global stylesheet (loaded by every page) for parts this site never renders: the
 * "try it" explorer, the code-sample language tabs (their icons alone are 58 KB of data URIs), operation tabs,
 * the explorer's response and security panels, modal and skeleton. A rule goes only if every one of its
 * selectors names such a class. tests/unit/api/unused-styles.test.ts checks that no class our API components
 * use matches.
 */
export const UNUSED_OPENAPI_CLASS =
  /\.openapi-(?:explorer__|tabs__code|tabs__operation|response__|security__|modal|skeleton)/;

export const dropUnusedOpenApiRules = {
  postcssPlugin: 'drop-unused-openapi-rules',
  Rule(rule: { selectors: string[]; remove(): void }) {
    if (rule.selectors.every((selector) => UNUSED_OPENAPI_CLASS.test(selector))) rule.remove();
  },
};
