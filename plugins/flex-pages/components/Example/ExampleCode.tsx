/**
 * The code viewer of an example page with the project files StackBlitz would receive. Loaded by ExampleView
 * only when the code comes near the viewport: the viewer and the code block are not part of the page's first
 * load on a phone, where the code waits behind "View code" (on a wide screen it sits under the live demo).
 */
import React, { useEffect, useMemo, useState } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { StarterFiles } from '../../examples/codegen/starter';
import type { Framework } from '../../examples/types';
import CodeViewer from '../CodeViewer';
import { STARTER_URL, loadStarterFiles, starterProjectFiles } from '../StackBlitz/starter';

export interface ExampleCodeProps {
  framework: Framework;
  /** The example's own files for the framework, with the reader's selections. */
  files: Record<string, string>;
  mainFile?: string;
  status: 'loading' | 'ready' | 'failed';
}

export default function ExampleCode({
  framework,
  files,
  mainFile,
  status,
}: ExampleCodeProps): React.JSX.Element {
  const { starter, settled } = useStarterFiles();
  // What the example needs to run (./VizItem, ./useMediaQuery, ./media-query, ...): the starter files StackBlitz
  // receives with the example's, shown after the example's own.
  const projectFiles = useMemo(() => {
    if (Object.keys(files).length === 0) return {};
    const all = starterProjectFiles(starter, framework);
    return Object.fromEntries(Object.entries(all).filter(([name]) => !(name in files)));
  }, [starter, files, framework]);
  // One list of files, not the example's then the set-up files a moment later: loading until both are in.
  return (
    <CodeViewer
      files={files}
      projectFiles={projectFiles}
      mainFile={mainFile}
      status={settled ? status : 'loading'}
    />
  );
}

/**
 * The StackBlitz starter files (fetched once per page load, shared with the Open in StackBlitz button, which
 * starts the fetch with the page); settled once loaded or failed (null).
 */
function useStarterFiles(): { starter: StarterFiles | null; settled: boolean } {
  const url = useBaseUrl(STARTER_URL);
  const [state, setState] = useState<{ starter: StarterFiles | null; settled: boolean }>({
    starter: null,
    settled: false,
  });
  useEffect(() => {
    let cancelled = false;
    void loadStarterFiles(url).then((starter) => {
      if (!cancelled) setState({ starter, settled: true });
    });
    return () => {
      cancelled = true;
    };
  }, [url]);
  return state;
}
