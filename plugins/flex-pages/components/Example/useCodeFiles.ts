import { useEffect, useState } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { emptyCodeFileSet, parseCodeFileSet } from '../../examples/codegen';
import type { ExampleCodeFileSet } from '../../examples/types';

export type CodeFilesState = { status: 'loading' | 'ready' | 'failed'; set: ExampleCodeFileSet };

/**
 * Fetches assets/example-code-files/{example}.json (spec section 7). A failed or malformed fetch is logged
 * (as a warning: nothing on these pages may log an error) and an empty set is used.
 */
export function useCodeFiles(exampleId: string): CodeFilesState {
  const url = useBaseUrl(`/assets/example-code-files/${exampleId}.json`);
  const [state, setState] = useState<CodeFilesState>({ status: 'loading', set: emptyCodeFileSet() });
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading', set: emptyCodeFileSet() });
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const set = parseCodeFileSet(await response.json());
        if (!set) throw new Error('the file is not an example code file set');
        if (!cancelled) setState({ status: 'ready', set });
      })
      .catch((error: unknown) => {
        console.warn(`Could not load the code of example "${exampleId}" (${url}); showing no files.`, error);
        if (!cancelled) setState({ status: 'failed', set: emptyCodeFileSet() });
      });
    return () => {
      cancelled = true;
    };
  }, [url, exampleId]);
  return state;
}
