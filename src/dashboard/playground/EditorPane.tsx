/**
 * The playground's JSON pane: the check's status, the text box or the editor (useEditorSwap), where the
 * cursor is, the text's size and the problems found.
 */
import React from 'react';
import clsx from 'clsx';
import type { ValidationResult } from '../validate';
import Problems from './Problems';
import { formatSize } from './startup';
import { statusOf } from './status';
import type { useEditorSwap } from './useEditorSwap';
import styles from './styles.module.css';

interface Props {
  swap: ReturnType<typeof useEditorSwap>;
  result: ValidationResult | undefined;
  checking: boolean;
  /** The text box's text (empty while a large text opens in the editor). */
  plainText: string;
  /** A share link is being read: the text box is read-only meanwhile. */
  opening: boolean;
  onPlainChange(text: string): void;
  size: number;
}

export default function EditorPane({
  swap,
  result,
  checking,
  plainText,
  opening,
  onPlainChange,
  size,
}: Props): React.JSX.Element {
  const status = statusOf(result);
  const { editorState, ensureEditor, plainFocused, cursor } = swap;
  return (
    <section className={styles.editorPane} aria-labelledby="playground-editor-heading">
      <div className={styles.paneHead}>
        <h2 id="playground-editor-heading" className={styles.paneTitle}>
          JSON
        </h2>
        <span
          className={clsx(styles.status, styles[`status_${status.tone}`], checking && styles.checking)}
          data-testid="validation-status"
          data-state={checking || !result ? 'checking' : 'done'}
          title={status.text}
        >
          {status.text}
        </span>
      </div>
      <div className={styles.editorFrame} onPointerEnter={() => void ensureEditor()}>
        {/* Until the reader reaches for the editor (and if it can't load): the text, editable. */}
        {editorState !== 'ready' && (
          <textarea
            ref={swap.keepPlain}
            className={styles.fallback}
            aria-label="Dashboard JSON"
            aria-describedby="playground-editor-help"
            value={plainText}
            readOnly={opening}
            aria-busy={opening}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            onFocus={() => {
              plainFocused.current = true;
              void ensureEditor();
            }}
            onBlur={() => (plainFocused.current = false)}
            onSelect={(e) => swap.onPlainSelect(e.currentTarget)}
            onChange={(e) => onPlainChange(e.target.value)}
          />
        )}
        <div
          ref={swap.hostRef}
          className={styles.editorHost}
          data-testid="editor-host"
          hidden={editorState !== 'ready'}
        />
      </div>
      <p id="playground-editor-help" className={styles.help}>
        Ctrl+Space suggests properties and values · hover a property for its documentation · F8 jumps to the
        next problem · Tab moves on from the editor · Ctrl+Z undoes.
      </p>
      <div className={styles.footerLine}>
        <span>
          Line {cursor.line}, column {cursor.column}
        </span>
        <span>{formatSize(size)}</span>
      </div>
      <Problems
        diagnostics={result?.diagnostics ?? []}
        total={(result?.errors ?? 0) + (result?.warnings ?? 0)}
        onSelect={(d) => swap.showAt(d.from)}
      />
    </section>
  );
}
