import React, { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface ShellState {
  /** Whether the side navigation overlay is open (only meaningful below the 992px dock breakpoint). */
  navOpen: boolean;
  setNavOpen: (open: boolean) => void;
  /** Incremented when the reader navigates to the URL they are on: the page content remounts. */
  reloadKey: number;
  reloadContent: () => void;
}

const ShellContext = createContext<ShellState | null>(null);

export function ShellProvider({ children }: { children: ReactNode }): React.JSX.Element {
  const [navOpen, setNavOpen] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const reloadContent = useCallback(() => setReloadKey((k) => k + 1), []);
  const value = useMemo(
    () => ({ navOpen, setNavOpen, reloadKey, reloadContent }),
    [navOpen, reloadKey, reloadContent],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell must be used inside <ShellProvider> (src/theme/Root.tsx)');
  return state;
}
