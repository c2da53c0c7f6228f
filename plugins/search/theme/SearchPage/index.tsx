/**
 * Replaces @easyops-cn/docusaurus-search-local@0.55.3 SearchPage, the /search results page. The site searches
 * from the header panel only (../SearchBar), and the spec sends any path it does not list to the home page, so
 * /search behaves like every other unknown path. (Its index is also compacted without the term positions that
 * page's highlighting needs: ../../index.ts.)
 */
import NotFound from '@theme/NotFound';

export default NotFound;
