import React from 'react';
import Link from '@docusaurus/Link';
import differences from '@site/src/data/version-differences.json';
import { own } from '@site/src/lib/own';
import { CURRENT_VERSION_NAME, useLastReadVersion } from '@site/src/navigation/reader-version';

interface Rename {
  current: string;
  currentAttribute: string;
  older: string;
  olderAttribute: string;
  what: string;
}

interface Difference {
  reference: string;
  renames: Rename[];
}

/** What the writers keep of an older version's differences (src/data/version-differences.json), or undefined. */
export function differenceOf(version: string): Difference | undefined {
  // The version comes from storage, which a reader controls: own keys only ("$comment" is no version).
  if (version === 'current' || version.startsWith('$')) return undefined;
  return own(differences as unknown as Record<string, Difference>, version);
}

/**
 * On the pages with one docs version (Flex charts, examples, gallery, playground): which version their code
 * is written for (the current one), and, for a reader whose last guide or API page was an older version's,
 * what to change in it for that version (from src/data/version-differences.json). The server render says
 * the first only; the reader's version is known once the page runs (src/navigation/reader-version.ts).
 */
export default function VersionNotice(): React.JSX.Element {
  const version = useLastReadVersion();
  const difference = differenceOf(version);
  // Infima's classes only: every page's stylesheet is near its byte budget (tests/e2e/quality/budgets.spec.ts).
  return (
    <div className="margin-top--sm" data-version-notice={version}>
      <p className="margin-bottom--none">
        <small>
          Written for docs version <strong>{CURRENT_VERSION_NAME}</strong> (latest).
        </small>
      </p>
      {difference && (
        <div
          className="alert alert--warning margin-top--sm"
          role="note"
          aria-label={`Differences in ${version}`}
        >
          <p className="margin-bottom--none">
            You were reading the <strong>{version}</strong> docs. For {version}, change:
          </p>
          <ul className="margin-bottom--none">
            {difference.renames.map((r) => (
              <li key={r.current}>
                <code>{r.current}</code> (attribute <code>{r.currentAttribute}</code>) is{' '}
                <code>{r.older}</code> (<code>{r.olderAttribute}</code>): {r.what}.
              </li>
            ))}
          </ul>
          <Link to={difference.reference}>The {version} chart item reference</Link>
        </div>
      )}
    </div>
  );
}
