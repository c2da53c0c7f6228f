import React, { Suspense, lazy } from 'react';

const HomeContent = lazy(() => import(/* webpackChunkName: "home-content" */ './index'));

/**
 * The Overview's content for the not-found pages, in its own chunk: the docs layouts import NotFound (an
 * unknown /guide/… or /api/… path renders it), so a static import put the nine cards and their texts in
 * every guide and API page's first load, twice. A not-found page waits for the chunk inside this boundary;
 * 404.html has the same boundary, so it hydrates without a mismatch.
 */
export default function LazyHomeContent(): React.JSX.Element {
  return (
    <Suspense fallback={null}>
      <HomeContent />
    </Suspense>
  );
}
