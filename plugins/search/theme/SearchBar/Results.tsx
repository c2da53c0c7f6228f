import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { splitHighlights } from '@site/plugins/search/client/query';
import type { ResultGroup, SearchHit } from '@site/plugins/search/client/types';
import { versionNameOfUrl } from '@site/src/navigation/reader-version';
import { Snippet } from './Snippet';
import styles from './styles.module.css';

function Highlighted({ text, terms }: { text: string; terms: readonly string[] }): React.JSX.Element {
  return (
    <>
      {splitHighlights(text, terms).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
      )}
    </>
  );
}

/**
 * The result list: one ARIA group per area, each result an option (ids `{id}-opt-{n}`, numbered across
 * groups, which the combobox names as its active descendant). An option is named by its title line only;
 * its docs version, breadcrumb and snippet are its description, so a screen reader says the title first and in short.
 */
export function Results({
  id,
  listRef,
  groups,
  terms,
  active,
  stale,
  onActivate,
  onPick,
}: {
  id: string;
  listRef: React.RefObject<HTMLDivElement | null>;
  groups: ResultGroup[];
  terms: readonly string[];
  active: number;
  /** The list shown belongs to an older query while a newer one is answered. */
  stale: boolean;
  onActivate: (index: number) => void;
  onPick: (hit: SearchHit) => void;
}): React.JSX.Element {
  let optionIndex = 0;
  return (
    <div
      ref={listRef}
      id={`${id}-listbox`}
      role="listbox"
      aria-label="Search results"
      className={clsx(styles.results, stale && styles.stale)}
    >
      {groups.map((group) => (
        <React.Fragment key={group.area}>
          <div className={styles.groupLabel} aria-hidden="true">
            {group.label}
          </div>
          <div role="group" aria-label={group.label} className={styles.group} data-area={group.area}>
            {group.hits.map((hit) => {
              const n = optionIndex++;
              const opt = `${id}-opt-${n}`;
              return (
                <a
                  key={hit.path}
                  id={opt}
                  role="option"
                  aria-labelledby={`${opt}-title`}
                  aria-describedby={`${opt}-version ${opt}-crumb${hit.snippet ? ` ${opt}-snippet` : ''}`}
                  aria-selected={n === active}
                  tabIndex={-1}
                  href={hit.path}
                  className={clsx(styles.option, n === active && styles.active)}
                  data-title={hit.title}
                  data-rank={hit.rank}
                  data-type={hit.type}
                  data-deprecated={hit.deprecated || undefined}
                  onMouseMove={() => n !== active && onActivate(n)}
                  onClick={(event) => {
                    // A modified click opens the page the browser's way (new tab, window, download).
                    if (
                      event.button !== 0 ||
                      event.ctrlKey ||
                      event.metaKey ||
                      event.shiftKey ||
                      event.altKey
                    )
                      return;
                    event.preventDefault();
                    onPick(hit);
                  }}
                >
                  <span id={`${opt}-title`} className={styles.optionTitle}>
                    <Highlighted text={hit.title} terms={terms} />
                    {hit.section && (
                      <span className={styles.section}>
                        {' › '}
                        <Highlighted text={hit.section} terms={terms} />
                      </span>
                    )}
                    {hit.deprecated && <span className={styles.deprecated}>Deprecated</span>}
                  </span>
                  <span className={styles.crumb}>
                    {/* Which docs version the page is written for (pages with one version, flex and the
                        schema, are the current version's), first so that a long trail never hides it. */}
                    <span
                      id={`${opt}-version`}
                      className="badge badge--secondary margin-right--xs"
                      data-version
                    >
                      <span className={styles.srOnly}>Version </span>
                      {versionNameOfUrl(hit.url)}
                    </span>
                    <span id={`${opt}-crumb`}>
                      {hit.breadcrumb.length > 0 ? hit.breadcrumb.join(' › ') : hit.url}
                    </span>
                  </span>
                  {hit.snippet && (
                    <Snippet id={`${opt}-snippet`} className={styles.snippet} parts={hit.snippet} />
                  )}
                </a>
              );
            })}
          </div>
        </React.Fragment>
      ))}
    </div>
  );
}

/** Shown with no results or when search is unavailable: the pages from the config's suggested links. */
export function Suggestions({
  links,
  onFollow,
}: {
  links: { label: string; href: string; external: boolean }[];
  onFollow: () => void;
}): React.JSX.Element {
  return (
    <nav className={styles.suggestions} aria-label="Suggested pages">
      <p className={styles.suggestionsTitle}>Try one of these:</p>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            {link.external ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
                {link.label}
              </a>
            ) : (
              <Link to={link.href} onClick={onFollow}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
