/**
 * Imported by the API pages whose schemas the theme merges (an allOf, or oneOf/anyOf beside properties): the
 * build adds `import "@theme/Schema/merger"` to their MDX (api/plugin-config.mjs). The merger then comes with
 * the page's own chunks and is there before the page renders; the other pages never load it.
 */
import { provideMerge } from '@theme/Schema/normalize';
// allof-merge with the pages' rules (an integer is a number), the ones the generator checked them with.
import { pageMerge } from '../../schema-merge.mjs';

provideMerge(pageMerge);
