/**
 * Shows the files of an example for one framework: a file picker (one tab per file: the example's own files,
 * then the project files they import or run with), the file with syntax highlighting and a copy button (the
 * theme's CodeBlock). The framework choice above it is FrameworkSelector.tsx.
 */
import React, { useEffect, useMemo, useState } from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import styles from './styles.module.css';

const LANGUAGES: Record<string, string> = {
  tsx: 'tsx',
  ts: 'typescript',
  js: 'javascript',
  vue: 'markup',
  html: 'markup',
  css: 'css',
  json: 'json',
};

export function languageOf(file: string): string {
  return LANGUAGES[file.split('.').pop() ?? ''] ?? 'text';
}

/** Main files first (the one StackBlitz opens), then the rest in name order. */
function sortFiles(files: string[], main?: string): string[] {
  return [...files].sort((a, b) => (a === main ? -1 : b === main ? 1 : a.localeCompare(b)));
}

export default function CodeViewer({
  files: ownFiles,
  projectFiles = {},
  mainFile,
  status,
}: {
  files: Record<string, string>;
  /** The rest of the project (set-up files, helpers the example imports), listed after the example's files. */
  projectFiles?: Record<string, string>;
  mainFile?: string;
  status: 'loading' | 'ready' | 'failed';
}): React.JSX.Element {
  const own = useMemo(() => sortFiles(Object.keys(ownFiles), mainFile), [ownFiles, mainFile]);
  const names = useMemo(
    () => (own.length === 0 ? [] : [...own, ...sortFiles(Object.keys(projectFiles))]),
    [own, projectFiles],
  );
  const files = useMemo(() => ({ ...projectFiles, ...ownFiles }), [ownFiles, projectFiles]);
  const [active, setActive] = useState<string | null>(null);
  // Another framework opens on its main file, not on a set-up file the two happen to share.
  useEffect(() => setActive(null), [mainFile]);
  useEffect(() => {
    if (!active || !names.includes(active)) setActive(names[0] ?? null);
  }, [names, active]);
  const current = active && names.includes(active) ? active : names[0];

  if (status === 'loading') return <p className={styles.note}>Loading the code…</p>;
  if (names.length === 0) {
    return (
      <p className={styles.note} role="status">
        {status === 'failed'
          ? 'The code of this example could not be loaded.'
          : 'This example has no code files.'}
      </p>
    );
  }
  return (
    <div className={styles.viewer}>
      <div className={styles.tabs} role="tablist" aria-label="Files">
        {names.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={name === current}
            className={clsx(
              styles.tab,
              name === current && styles.tabActive,
              !(name in ownFiles) && styles.tabProject,
            )}
            onClick={() => setActive(name)}
          >
            {name}
          </button>
        ))}
      </div>
      {current && (
        <div role="tabpanel" aria-label={current} className={styles.panel}>
          {/* One block per file: the copy button's "Copied" (one second) and the scroll position belong to the
              file they were for, not to the next one opened. */}
          <CodeBlock key={current} language={languageOf(current)} className={styles.code}>
            {files[current]}
          </CodeBlock>
        </div>
      )}
    </div>
  );
}
