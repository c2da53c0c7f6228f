/**
 * "Download project": the example as a zip of exactly the files the code viewer shows and StackBlitz receives
 * (the framework's starter files with the example's on top, package.json included), so that `npm install` and
 * the framework's own dev server run it outside the site.
 */
import React, { useState } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { download } from '@site/src/lib/download';
import type { Framework } from '../../examples/types';
import { STARTER_URL, loadStarterFiles } from '../StackBlitz/starter';

/** The zip's name: one folder per example and framework, as a reader would keep them side by side. */
export const zipName = (example: string, framework: Framework) => `${example}-${framework}.zip`;

export default function DownloadProject({
  example,
  framework,
  files,
  className,
}: {
  example: string;
  framework: Framework;
  /** The example's files for the framework, as shown in the code viewer (with the reader's selections). */
  files: Record<string, string>;
  className?: string;
}): React.JSX.Element {
  const starterUrl = useBaseUrl(STARTER_URL);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const starter = await loadStarterFiles(starterUrl);
      if (!starter || Object.keys(files).length === 0) {
        setMessage('The project files could not be loaded, so nothing was downloaded. Please try again.');
        return;
      }
      // Both loaded on first use, not with the page: the zip writer and the project builder (shared with the
      // StackBlitz button's chunk).
      const [{ zipSync, strToU8 }, { projectFiles }] = await Promise.all([
        import('fflate'),
        import('../StackBlitz/project'),
      ]);
      const all = projectFiles(starter, framework, files);
      const folder = zipName(example, framework).replace(/\.zip$/, '');
      const zip = zipSync(
        Object.fromEntries(Object.entries(all).map(([path, text]) => [`${folder}/${path}`, strToU8(text)])),
      );
      download(new Blob([zip], { type: 'application/zip' }), zipName(example, framework));
    } catch (error) {
      console.warn('Could not make the project download', error);
      setMessage('The download could not be made (network?). Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={clsx('button button--outline button--primary', className)}
        onClick={() => void save()}
        disabled={busy}
      >
        Download project
      </button>
      {message && (
        <span role="alert" style={{ fontSize: '0.875rem', color: 'var(--ifm-color-danger-dark)' }}>
          {message}
        </span>
      )}
    </>
  );
}
