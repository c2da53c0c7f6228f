/** A reference table of a chart page (slots, events, methods): inside a wrapper that scrolls sideways on its own. */
import React from 'react';
import styles from './styles.module.css';

export default function RefTable<T>({
  head,
  rows,
  rowKey,
  cells,
}: {
  head: string[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A row's cells, in the order of `head`. */
  cells: (row: T) => React.ReactNode[];
}): React.JSX.Element {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {cells(row).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
