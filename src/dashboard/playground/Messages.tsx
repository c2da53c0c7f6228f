/**
 * The playground's messages under the toolbar: the last action's notice (a polite live region), the drafts'
 * notices (another tab, a newer draft), a saved state that could not be loaded (kept for download), and the
 * share link to copy by hand.
 */
import React from 'react';
import clsx from 'clsx';
import { DraftNotices } from './Drafts';
import { downloadText } from './download-text';
import type { Backup, Notice } from './startup';
import type { Drafts } from './useDrafts';
import styles from './styles.module.css';

interface Props {
  notice: Notice | null;
  drafts: Drafts;
  backup: Backup | null;
  onDismissBackup(): void;
  shareUrl: string | null;
}

export default function Messages({
  notice,
  drafts,
  backup,
  onDismissBackup,
  shareUrl,
}: Props): React.JSX.Element {
  return (
    <div className={styles.messages}>
      <p
        role="status"
        aria-live="polite"
        className={clsx(styles.notice, notice && styles[notice.tone])}
        data-testid="playground-notice"
      >
        {notice?.text ?? ''}
      </p>
      <DraftNotices drafts={drafts} />
      {backup && (
        <div className={clsx(styles.notice, styles.error, styles.backup)} data-testid="playground-backup">
          <span>
            Your last saved dashboard could not be loaded: {backup.reason}. A sample is shown instead;{' '}
            {backup.kept
              ? 'your dashboard was kept aside in this browser, not deleted.'
              : 'your dashboard is still stored in this browser.'}
          </span>{' '}
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => downloadText(backup.text, 'dashboard-backup.json')}
          >
            Download it
          </button>{' '}
          <button type="button" className="button button--sm button--link" onClick={onDismissBackup}>
            Dismiss
          </button>
        </div>
      )}
      {shareUrl && (
        <label className={styles.shareBox}>
          <span>Share link</span>
          <input readOnly value={shareUrl} onFocus={(e) => e.target.select()} spellCheck={false} />
        </label>
      )}
    </div>
  );
}
