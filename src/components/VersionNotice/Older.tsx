/**
 * What a reader of an older docs version must change in the code of a page with one version: loaded by
 * ./index.tsx only for that reader, with the writers' data (src/data/version-differences.json).
 */
import React from 'react';
import Link from '@docusaurus/Link';
import differences from '@site/src/data/version-differences.json';
import { own } from '@site/src/lib/own';

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

/** What the writers keep of an older version's differences, or undefined. */
export function differenceOf(version: string): Difference | undefined {
  // The version comes from storage, which a reader controls: own keys only ("$comment" is no version).
  if (version === 'current' || version.startsWith('$')) return undefined;
  return own(differences as unknown as Record<string, Difference>, version);
}

export default function OlderVersionNotice({ version }: { version: string }): React.JSX.Element | null {
  const difference = differenceOf(version);
  if (!difference) return null;
  return (
    <div className="alert alert--warning margin-top--sm" role="note" aria-label={`Differences in ${version}`}>
      <p className="margin-bottom--none">
        You were reading the <strong>{version}</strong> docs. For {version}, change:
      </p>
      <ul className="margin-bottom--none">
        {difference.renames.map((r) => (
          <li key={r.current}>
            <code>{r.current}</code> (attribute <code>{r.currentAttribute}</code>) is <code>{r.older}</code> (
            <code>{r.olderAttribute}</code>): {r.what}.
          </li>
        ))}
      </ul>
      <Link to={difference.reference}>The {version} chart item reference</Link>
    </div>
  );
}
