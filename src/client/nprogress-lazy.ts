/**
 * The top progress bar of a slow client-side navigation, as @docusaurus/theme-classic's own client module shows
 * it (started 200 ms into a navigation to another path, done when the new page renders), with nprogress loaded
 * on the first navigation instead of in every page's main.js (plugins/page-weight/lean-main swaps the two).
 * A navigation that ends before nprogress has loaded shows no bar, as one that ends within 200 ms.
 */
import type { ClientModule } from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

type NProgress = (typeof import('nprogress'))['default'];

const DELAY = 200;
let progress: NProgress | null = null;
let loading: Promise<NProgress | null> | null = null;
/** Whether the bar should be showing: set by a navigation that outlasts the delay, cleared when it renders. */
let wanted = false;

function load(): Promise<NProgress | null> {
  loading ??= import('nprogress').then(
    (m) => {
      progress = m.default;
      progress.configure({ showSpinner: false });
      return progress;
    },
    // Offline with the chunk not cached: navigation works without the bar; the next one tries again.
    () => (loading = null),
  );
  return loading;
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    void load();
    const timeout = window.setTimeout(() => {
      wanted = true;
      if (progress) progress.start();
      else void load().then((p) => wanted && p?.start());
    }, DELAY);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    wanted = false;
    progress?.done();
  },
};

export default clientModule;
