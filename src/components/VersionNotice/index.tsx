import React, { useEffect, useState } from 'react';
import { CURRENT_VERSION_NAME, useLastReadVersion } from '@site/src/navigation/reader-version';

type Older = typeof import('./Older').default;

/**
 * On the pages with one docs version (Flex charts, examples, gallery, playground): which version their code
 * is written for (the current one), and, for a reader whose last guide or API page was an older version's,
 * what to change in it for that version (./Older.tsx, with src/data/version-differences.json). The server
 * render says the first only; the reader's version is known once the page runs (src/navigation/reader-version.ts).
 * The second part is its own chunk, loaded for that reader only: every Flex page's first load is near its byte
 * budget (tests/e2e/quality/budgets.spec.ts).
 */
export default function VersionNotice(): React.JSX.Element {
  const version = useLastReadVersion();
  const older = version !== 'current' && !version.startsWith('$');
  const [loaded, setLoaded] = useState<{ Older: Older } | 'failed' | null>(null);
  useEffect(() => {
    if (!older) return undefined;
    let live = true;
    import('./Older').then(
      (m) => live && setLoaded({ Older: m.default }),
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
  }, [older]);
  // Infima's classes only: every page's stylesheet is near its byte budget (tests/e2e/quality/budgets.spec.ts).
  return (
    <div className="margin-top--sm" data-version-notice={version}>
      <p className="margin-bottom--none">
        <small>
          Written for docs version <strong>{CURRENT_VERSION_NAME}</strong> (latest).
        </small>
      </p>
      {older && loaded === 'failed' && (
        <p className="alert alert--warning margin-top--sm margin-bottom--none" role="note">
          You were reading the <strong>{version}</strong> docs: what differs in {version} could not be loaded.
          Reload the page to try again.
        </p>
      )}
      {older && loaded && loaded !== 'failed' && <loaded.Older version={version} />}
    </div>
  );
}
