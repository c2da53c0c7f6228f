import React, { useEffect, useState } from 'react';
import Link from '@docusaurus/Link';
import { STORAGE_KEYS, readBoolean, writeBoolean } from '@site/src/lib/storage';
import styles from './styles.module.css';

/** Set on <html> by an inline head script (see docusaurus.config.ts) so a dismissed banner never flashes. */
export const BANNER_HIDDEN_ATTR = 'data-banner-hidden';

/**
 * The dismissible release banner. Dismissal is stored as hideBanner = "true"; while the banner shows, the
 * --banner-height CSS variable makes the sticky header and side navigation leave room for it. It is always
 * one line: phones get a short text (the full one is kept from 576px up), and below the dock breakpoint it
 * scrolls away with the page instead of staying pinned above the header.
 *
 * When the browser does not keep the dismissal (storage full, blocked or read-only), the banner says so in its
 * place instead of closing as if it would stay closed; closing it again hides it for now.
 */
export default function ReleaseBanner(): React.JSX.Element | null {
  const [hidden, setHidden] = useState(false);
  const [notKept, setNotKept] = useState(false);
  useEffect(() => {
    setHidden(readBoolean(STORAGE_KEYS.hideBanner, false));
  }, []);
  useEffect(() => {
    document.documentElement.toggleAttribute(BANNER_HIDDEN_ATTR, hidden);
  }, [hidden]);
  if (hidden) return null;
  return (
    <div
      className={styles.banner}
      role="region"
      aria-label="Release announcement"
      data-testid="release-banner"
    >
      {notKept ? (
        <p className={styles.text} role="status">
          <span className={styles.message}>
            <span className={styles.full}>
              Hidden for now only: this browser does not let the site remember it (storage full or blocked),
              so it will show again.
            </span>
            <span className={styles.short}>Not remembered: it will show again.</span>
          </span>
        </p>
      ) : (
        <p className={styles.text}>
          <span className={styles.pill}>New</span>
          <span className={styles.message}>
            <span className={styles.full}>
              Ask questions about your data in plain language: natural-language question answering is here.
            </span>
            <span className={styles.short}>Ask your data in plain language.</span>
          </span>{' '}
          <Link to="/guide/iq--introduction" className={styles.link}>
            Learn more
            {/* For screen readers and search engines, which list links out of context. */}
            <span className={styles.srOnly}> about IQ question answering</span>
          </Link>
        </p>
      )}
      <button
        type="button"
        className={styles.close}
        aria-label={notKept ? 'Close this message' : 'Dismiss announcement'}
        onClick={() => {
          if (notKept || writeBoolean(STORAGE_KEYS.hideBanner, true)) setHidden(true);
          else setNotKept(true);
        }}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
