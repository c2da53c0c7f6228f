/** The options reference: one collapsible entry per option group, its properties in a table inside. */
import React, { useState } from 'react';
import type { OptionDefinition } from '@quantaloop/viz-item/definitions/types';
import { optionRows } from './options';
import styles from './styles.module.css';

export default function OptionsReference({ options }: { options: OptionDefinition[] }): React.JSX.Element {
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const allOpen = options.every((o) => open[o.name]);
  // One name column for every row, as wide as the longest name (monospace: 1ch per letter, plus the caret),
  // so types and descriptions line up even past long names such as lookupFiltering.
  const nameWidth = Math.max(9, ...options.map((o) => o.name.length)) + 3;
  return (
    <div
      className={styles.optionList}
      style={{ '--option-name-width': `${nameWidth}ch` } as React.CSSProperties}
    >
      <div className={styles.optionListBar}>
        <span>{options.length} option groups</span>
        <button
          type="button"
          className="button button--sm button--link"
          onClick={() => setOpen(Object.fromEntries(options.map((o) => [o.name, !allOpen])))}
        >
          {allOpen ? 'Collapse all' : 'Expand all'}
        </button>
      </div>
      {options.map((def) => {
        const [head, ...rows] = optionRows([def]);
        return (
          <details
            key={def.name}
            id={`option-${def.name}`}
            className={styles.optionGroup}
            open={!!open[def.name]}
            onToggle={(e) => {
              const isOpen = (e.currentTarget as HTMLDetailsElement).open;
              if (isOpen !== !!open[def.name]) setOpen((o) => ({ ...o, [def.name]: isOpen }));
            }}
          >
            <summary className={styles.optionSummary}>
              <code className={styles.optionName}>{def.name}</code>
              <span className={styles.optionType}>
                {head!.type}
                {!def.implemented && <span className={styles.badge}>hosted</span>}
              </span>
              <span className={styles.optionDescription}>{def.description}</span>
            </summary>
            <div className={styles.optionBody}>
              {rows.length === 0 ? (
                <dl className={styles.optionFacts}>
                  <dt>Values</dt>
                  <dd>{head!.values ?? 'any ' + head!.type}</dd>
                  <dt>Default</dt>
                  <dd>{head!.default ? <code>{head!.default}</code> : 'not set'}</dd>
                </dl>
              ) : (
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th>Property</th>
                        <th>Type</th>
                        <th>Values</th>
                        <th>Default</th>
                        <th>Description</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((r) => (
                        <tr key={r.path}>
                          <td
                            className={styles.propertyCell}
                            style={{ paddingLeft: `${0.25 + (r.depth - 1) * 0.875}rem` }}
                          >
                            <code>{r.path.slice(def.name.length + 1)}</code>
                            {!r.implemented && def.implemented && (
                              <span className={styles.badge}>hosted</span>
                            )}
                          </td>
                          <td>{r.type}</td>
                          <td className={styles.values}>{r.values ?? '—'}</td>
                          <td>{r.default ? <code>{r.default}</code> : '—'}</td>
                          <td>{r.description}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </div>
          </details>
        );
      })}
    </div>
  );
}
