/** The playground's preview: the last valid dashboard drawn with the demo data, and why it may be older. */
import React from 'react';
import DashboardPreview from '../preview/DashboardPreview';
import styles from './styles.module.css';

interface Props {
  /** Why the preview shows an older version or nothing (status.ts), or null. */
  message: string | null;
  /** The last valid dashboard, or undefined before there is one. */
  value: unknown;
  viewIndex: number;
  onViewChange(index: number): void;
  /** The text no longer parses: the preview shows an older version. */
  stale: boolean;
}

export default function PreviewPane({
  message,
  value,
  viewIndex,
  onViewChange,
  stale,
}: Props): React.JSX.Element {
  return (
    <section className={styles.previewPane} aria-labelledby="playground-preview-heading">
      <div className={styles.paneHead}>
        <h2 id="playground-preview-heading" className={styles.paneTitle}>
          Preview
        </h2>
        <span className={styles.paneNote}>Demo data · items of a view filter each other</span>
      </div>
      {message && (
        <p className={styles.previewMessage} role="note">
          {message}
        </p>
      )}
      {value !== undefined ? (
        <DashboardPreview value={value} viewIndex={viewIndex} onViewChange={onViewChange} stale={stale} />
      ) : (
        !message && (
          <p className={styles.previewWaiting}>
            The preview appears as soon as the dashboard has been checked.
          </p>
        )
      )}
    </section>
  );
}
