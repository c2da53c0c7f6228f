/** The framework choice above the code viewer: a radio group, kept out of the viewer's lazy chunk. */
import React from 'react';
import clsx from 'clsx';
import { FRAMEWORKS, type Framework } from '../../examples/types';
import { FRAMEWORK_LABELS } from '../Preferences';
import styles from './styles.module.css';

export function FrameworkSelector({
  value,
  onChange,
  label = 'Framework',
}: {
  value: Framework;
  onChange(f: Framework): void;
  label?: string;
}): React.JSX.Element {
  return (
    <div className={styles.frameworks} role="radiogroup" aria-label={label}>
      {FRAMEWORKS.map((f) => (
        <button
          key={f}
          type="button"
          role="radio"
          aria-checked={value === f}
          className={clsx(styles.framework, value === f && styles.frameworkActive)}
          onClick={() => onChange(f)}
        >
          {FRAMEWORK_LABELS[f]}
        </button>
      ))}
    </div>
  );
}
