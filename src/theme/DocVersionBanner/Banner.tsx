/**
 * The banner of an older docs version's pages (DocVersionBanner). It names the product and the version, and links
 * to the same page in the latest version or, for an API operation it no longer has, to its entry in the API
 * changelog, with what to do instead (the version switcher's rule, VersionDropdown/targets). Only older versions' pages use it, so it comes with
 * their routes (src/navigation/older-versions.ts).
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { ThemeClassNames } from '@docusaurus/theme-common';
import {
  useActiveDocContext,
  useActivePlugin,
  useDocsPreferredVersion,
  useLatestVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import { siteBrand } from '@site/src/config/brand';
import { versionTarget } from '@site/src/components/VersionDropdown/targets';

export interface BannerProps {
  className?: string;
  label: string;
  kind: 'unreleased' | 'unmaintained';
}

export default function Banner({ className, label, kind }: BannerProps): React.JSX.Element {
  const { name: brand } = siteBrand(useDocusaurusContext().siteConfig.customFields);
  const pluginId = useActivePlugin({ failfast: true })?.pluginId ?? 'default';
  const { activeDoc, alternateDocVersions } = useActiveDocContext(pluginId);
  const latest = useLatestVersion(pluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(pluginId);
  const versions = useVersions(pluginId);
  const target = versionTarget(pluginId, latest, alternateDocVersions, activeDoc?.id, versions);
  const latestName = latest.label.replace(/\s*\(latest\)$/, '');
  const save = () => savePreferredVersionName(latest.name);
  return (
    <div
      className={clsx(
        className,
        ThemeClassNames.docs.docVersionBanner,
        'alert alert--warning margin-bottom--md',
      )}
      role="alert"
    >
      <div>
        {kind === 'unmaintained' ? (
          <>
            This is documentation for {brand} <b>{label}</b>, which is no longer actively maintained.
          </>
        ) : (
          <>
            This is unreleased documentation for {brand} <b>{label}</b>.
          </>
        )}
      </div>
      <div className="margin-top--md">
        {target.changelog ? (
          <>
            The latest version ({latestName}) has no such page: see{' '}
            <b>
              <Link to={target.path} onClick={save}>
                what replaced it in the API changelog
              </Link>
            </b>
            .
          </>
        ) : target.fallback ? (
          <>
            The latest version ({latestName}) has no such page: see its{' '}
            <b>
              <Link to={target.path} onClick={save}>
                {introductionName(pluginId)}
              </Link>
            </b>
            .
          </>
        ) : (
          <>
            For up-to-date documentation, see{' '}
            <b>
              <Link to={target.path} onClick={save}>
                this page in the latest version
              </Link>
            </b>{' '}
            ({latestName}).
          </>
        )}
      </div>
    </div>
  );
}

function introductionName(pluginId: string): string {
  return pluginId === 'api' ? 'API introduction' : 'first page';
}
