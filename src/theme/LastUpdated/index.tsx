/**
 * Replaces @docusaurus/theme-classic@3.10.2 LastUpdated. The same sentence and markup ("Last updated on
 * <b><time>Nov 24, 2026</time></b>"); the date is written without Intl.DateTimeFormat. Creating the page's
 * first Intl object loads locale data: ~50 ms of a phone's CPU inside the hydration task of every guide page,
 * for a date the site shows only in English (its one locale) and in UTC, as the stock component does.
 */
import React from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type LastUpdatedType from '@theme/LastUpdated';
import { formatDate } from './format';

type Props = React.ComponentProps<typeof LastUpdatedType>;

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): React.JSX.Element {
  const at = lastUpdatedAt ? new Date(lastUpdatedAt) : null;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated
      {at && (
        <>
          {' on '}
          <b>
            <time dateTime={at.toISOString()} itemProp="dateModified">
              {formatDate(at)}
            </time>
          </b>
        </>
      )}
      {lastUpdatedBy && (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      )}
    </span>
  );
}
