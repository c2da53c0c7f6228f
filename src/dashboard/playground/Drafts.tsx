/**
 * What the playground says about the reader's drafts (useDrafts.ts): another tab saved newer work, a shared
 * dashboard is shown beside theirs, and the version history ("Restore a previous version").
 */
import React, { useState } from 'react';
import clsx from 'clsx';
import { listVersions, type Version } from '../history';
import { formatSize } from '../../lib/size';
import type { Drafts } from './useDrafts';
import styles from './styles.module.css';

const time = (at: number) =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function DraftNotices({ drafts }: { drafts: Drafts }): React.JSX.Element | null {
  if (drafts.conflict)
    return (
      <div
        className={clsx(styles.notice, styles.error, styles.draft)}
        role="alert"
        data-testid="playground-conflict"
      >
        <span>
          This dashboard was changed in another tab
          {drafts.conflict.at ? ` (${time(drafts.conflict.at)})` : ''}. Nothing was saved over it: choose
          which version to keep. The other one goes into the version history.
          {!drafts.conflictKept &&
            " This tab's version could not be kept in this browser's storage (full or blocked): choose before you reload or close this tab, or download it."}
        </span>
        <span className={styles.draftActions}>
          <button type="button" className="button button--sm button--secondary" onClick={drafts.takeTheirs}>
            Show the other tab&rsquo;s version
          </button>
          <button type="button" className="button button--sm button--primary" onClick={drafts.keepMine}>
            Keep this version
          </button>
        </span>
      </div>
    );
  if (drafts.shared)
    return (
      <div className={clsx(styles.notice, styles.info, styles.draft)} data-testid="playground-shared">
        <span>
          You are looking at a shared dashboard. Your own dashboard is kept as it was; edits here are kept
          apart.
        </span>
        <span className={styles.draftActions}>
          <button type="button" className="button button--sm button--secondary" onClick={drafts.backToMine}>
            Back to my dashboard
          </button>
          <button type="button" className="button button--sm button--primary" onClick={drafts.makeMine}>
            Make this my dashboard
          </button>
        </span>
      </div>
    );
  return null;
}

type HistoryState =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'ready'; versions: Version[] }
  | { kind: 'failed'; reason: string };

/** "Restore a previous version": the history's versions, newest first, each to restore or download. */
export function HistoryPanel({
  onRestore,
  onDownload,
}: {
  onRestore(version: Version): void;
  onDownload(version: Version): void;
}): React.JSX.Element {
  const [state, setState] = useState<HistoryState>({ kind: 'closed' });
  const open = state.kind !== 'closed';
  const toggle = () => {
    if (open) {
      setState({ kind: 'closed' });
      return;
    }
    setState({ kind: 'loading' });
    listVersions().then(
      (versions) => setState({ kind: 'ready', versions }),
      (error: unknown) => setState({ kind: 'failed', reason: String((error as Error)?.message ?? error) }),
    );
  };
  return (
    <div className={styles.history}>
      <button
        type="button"
        className="button button--sm button--secondary"
        aria-expanded={open}
        aria-controls="playground-history"
        onClick={toggle}
      >
        Restore a previous version
      </button>
      {open && (
        <div id="playground-history" className={styles.historyPanel} data-testid="playground-history">
          {state.kind === 'loading' && <p>Loading the versions kept in this browser…</p>}
          {state.kind === 'failed' && (
            <p className={clsx(styles.notice, styles.error)} role="alert">
              The version history is not available in this browser ({state.reason}). Download your dashboard
              to keep a copy; try again later.
            </p>
          )}
          {state.kind === 'ready' && state.versions.length === 0 && (
            <p>
              No earlier versions yet: one is kept every minute while you edit, and before anything replaces
              your text.
            </p>
          )}
          {state.kind === 'ready' && state.versions.length > 0 && (
            <ol className={styles.versions} aria-label="Earlier versions, newest first">
              {state.versions.map((v) => (
                <li key={v.id}>
                  <span>
                    <strong>{time(v.at)}</strong>{' '}
                    <span className={styles.versionMeta}>
                      {v.reason}, {formatSize(v.text.length)}
                    </span>
                  </span>
                  <span className={styles.draftActions}>
                    <button
                      type="button"
                      className="button button--sm button--primary"
                      onClick={() => {
                        setState({ kind: 'closed' });
                        onRestore(v);
                      }}
                    >
                      Restore
                    </button>
                    <button
                      type="button"
                      className="button button--sm button--secondary"
                      onClick={() => onDownload(v)}
                    >
                      Download
                    </button>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}
