/** The playground's toolbar: load a sample, and Format, Reset, Download, Share link and History. */
import React from 'react';
import type { Version } from '../history';
import { SAMPLES } from '../samples';
import { downloadText } from './download-text';
import { HistoryPanel } from './Drafts';
import styles from './styles.module.css';

interface Props {
  /** Format needs the validation worker. */
  clientReady: boolean;
  onSample(id: string): void;
  onFormat(): void;
  onReset(): void;
  onDownload(): void;
  onShare(): void;
  onRestore(version: Version): void;
}

export default function Toolbar(props: Props): React.JSX.Element {
  return (
    <div className={styles.toolbar}>
      <label className={styles.sampleLabel}>
        <span>Sample</span>
        <select
          className={styles.select}
          value=""
          onChange={(e) => {
            props.onSample(e.target.value);
            e.target.value = '';
          }}
        >
          <option value="" disabled>
            Load a sample…
          </option>
          {SAMPLES.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={props.onFormat}
          disabled={!props.clientReady}
        >
          Format
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={props.onReset}>
          Reset
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={props.onDownload}>
          Download
        </button>
        <button type="button" className="button button--sm button--primary" onClick={props.onShare}>
          Share link
        </button>
        <HistoryPanel
          onRestore={props.onRestore}
          onDownload={(v) => downloadText(v.text, 'dashboard-version.json')}
        />
      </div>
    </div>
  );
}
