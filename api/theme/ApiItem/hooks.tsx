import React, { createContext, useContext, useMemo, useReducer, type ReactNode } from 'react';

/**
 * Replaces docusaurus-theme-openapi-docs@5.2.0 ApiItem/hooks, the theme's Redux store (react-redux + Redux
 * Toolkit + immer) with a tiny React context. On our pages the store only keeps the content-type tabs and
 * oneOf/anyOf tab choices in sync; the request explorer that needed the rest is gone (see ApiItem). The
 * theme's components keep calling useTypedSelector/useTypedDispatch unchanged.
 */
export interface ApiState {
  accept: { value?: string };
  contentType: { value?: string };
  schemaSelection: { selections: Record<string, number> };
}

export interface ApiAction {
  type: string;
  payload?: unknown;
}

const initialState: ApiState = { accept: {}, contentType: {}, schemaSelection: { selections: {} } };

export function apiReducer(state: ApiState, action: ApiAction): ApiState {
  switch (action.type) {
    case 'accept/setAccept':
      return { ...state, accept: { value: action.payload as string } };
    case 'contentType/setContentType':
      return { ...state, contentType: { value: action.payload as string } };
    case 'schemaSelection/setSchemaSelection': {
      const { path, index } = action.payload as { path: string; index: number };
      return {
        ...state,
        schemaSelection: { selections: { ...state.schemaSelection.selections, [path]: index } },
      };
    }
    case 'schemaSelection/clearSchemaSelections':
      return { ...state, schemaSelection: { selections: {} } };
    default:
      return state;
  }
}

interface Store {
  state: ApiState;
  dispatch: (action: ApiAction) => void;
}

// Outside a provider (e.g. a schema rendered elsewhere) reads see the initial state and dispatches do nothing.
const StoreContext = createContext<Store>({ state: initialState, dispatch: () => undefined });

export function ApiStoreProvider({ children }: { children: ReactNode }): ReactNode {
  const [state, dispatch] = useReducer(apiReducer, initialState);
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <StoreContext.Provider value={value}>{children}</StoreContext.Provider>;
}

export function useTypedSelector<T>(selector: (state: ApiState) => T): T {
  return selector(useContext(StoreContext).state);
}

export function useTypedDispatch(): (action: ApiAction) => void {
  return useContext(StoreContext).dispatch;
}
