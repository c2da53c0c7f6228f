/** "Open in StackBlitz": sends the example, with the framework's starter files, to a new StackBlitz project. */
import React, { useEffect, useState } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { Framework } from '../../examples/types';
import { STARTER_URL, loadStarterFiles } from './starter';

/** The project builder, loaded when the reader points at or focuses the button (and at the latest on click). */
const loadBuilder = () => import('./project');

export default function OpenInStackBlitz({
  framework,
  files,
  title,
  description,
  className,
}: {
  framework: Framework;
  /** The example's files for the framework, as shown in the code viewer. */
  files: Record<string, string>;
  title?: string;
  description?: string;
  className?: string;
}): React.JSX.Element {
  const starterUrl = useBaseUrl(STARTER_URL);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Fetched ahead, so the click opens the window while the browser still counts it as the reader's gesture.
  useEffect(() => {
    void loadStarterFiles(starterUrl);
  }, [starterUrl]);

  const open = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const starter = await loadStarterFiles(starterUrl);
      if (!starter) {
        setMessage('The project set-up files could not be loaded. Please try again.');
        return;
      }
      if (Object.keys(files).length === 0) {
        setMessage('The code of this example is not available, so it cannot be opened.');
        return;
      }
      const { buildStackBlitzProject } = await loadBuilder();
      const request = buildStackBlitzProject({
        framework,
        starter,
        exampleFiles: files,
        title: title ?? (typeof document !== 'undefined' ? document.title : ''),
        description,
      });
      request.warnings.forEach((w) => console.warn(w));
      const sdk = (await import('@stackblitz/sdk')).default;
      await sdk.openProject(request.project, request.options);
    } catch (error) {
      console.warn('Could not open the example in StackBlitz', error);
      setMessage('StackBlitz could not be opened. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={clsx('button button--secondary', className)}
        onClick={() => void open()}
        onPointerEnter={() => void loadBuilder().catch(() => undefined)}
        onFocus={() => void loadBuilder().catch(() => undefined)}
        disabled={busy}
      >
        <svg
          aria-hidden="true"
          width="14"
          height="14"
          viewBox="0 0 24 24"
          style={{ marginRight: 6, verticalAlign: -2 }}
        >
          <path fill="currentColor" d="M10.8 13.6H4L16.4 0l-3.2 10.4H20L7.6 24z" />
        </svg>
        Open in StackBlitz
      </button>
      {message && (
        <span role="alert" style={{ fontSize: '0.875rem', color: 'var(--ifm-color-danger-dark)' }}>
          {message}
        </span>
      )}
    </>
  );
}
