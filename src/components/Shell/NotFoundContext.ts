import { createContext, useContext } from 'react';

/**
 * True inside the site's NotFound page (the Overview shown for an unknown path). The server sends the same
 * prerendered 404.html for every unknown path, so the shell must not vary with the path there (e.g. the
 * guide version menu under /guide/): React would fail to hydrate (error #418).
 */
export const NotFoundContext = createContext(false);

export const useIsNotFound = (): boolean => useContext(NotFoundContext);
