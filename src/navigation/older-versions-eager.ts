import navTrees from '@generated/global-nav/default/older-nav-trees';
import Banner from '@site/src/theme/DocVersionBanner/Banner';

/**
 * Every older version's parts at once (./older-versions.ts): what the server bundle and `docusaurus start` use.
 * The production browser bundle has plugins/page-weight/route-sections' empty stand-in instead.
 */
export default { navTrees, Banner } as const;
