import React from 'react';
import clsx from 'clsx';
import type { Diagnostic } from '../validate';
import styles from './styles.module.css';

/** Problems listed at most; the rest are counted (a broken 5 MB file can have thousands). */
const MAX_LISTED = 50;

/** The validation problems, each a button that moves the editor to it. */
export default function Problems({
  diagnostics,
  total,
  onSelect,
}: {
  diagnostics: Diagnostic[];
  total: number;
  onSelect: (d: Diagnostic) => void;
}): React.JSX.Element | null {
  if (diagnostics.length === 0) return null;
  const listed = diagnostics.slice(0, MAX_LISTED);
  return (
    <div className={styles.problems}>
      <h3 className={styles.problemsTitle}>
        Problems <span className={styles.problemsCount}>{total}</span>
      </h3>
      <ul className={styles.problemList} aria-label="Problems">
        {listed.map((d, i) => (
          <li key={`${d.from}-${i}`}>
            <button
              type="button"
              className={clsx(styles.problem, styles[`problem_${d.severity}`])}
              onClick={() => onSelect(d)}
            >
              <span className={styles.problemWhere}>
                <span className={styles.severity}>
                  {d.severity === 'error' ? 'Error' : d.severity === 'warning' ? 'Warning' : 'Note'}
                </span>
                Line {d.line}:{d.column}
              </span>
              <span className={styles.problemText}>{d.message}</span>
            </button>
          </li>
        ))}
      </ul>
      {total > listed.length && (
        <p className={styles.more}>…and {total - listed.length} more. Fix these first.</p>
      )}
    </div>
  );
}
