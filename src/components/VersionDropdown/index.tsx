import React from 'react';
import {
  useActiveDocContext,
  useActivePlugin,
  useDocsPreferredVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import { useHistorySelector } from '@docusaurus/theme-common';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import { versionsOfPage, versionTarget } from './targets';

interface Props {
  /** In the side navigation's drawer (phones): a collapsible list instead of a dropdown. */
  mobile?: boolean;
}

/**
 * The docs version switcher of guide and API pages (both docs instances have the same versions, see
 * api/versions.mjs). It keeps the reader on the same page in the other version; where that version has no
 * such API operation it leads to the operation's entry in the API changelog (what replaced it, or that it is
 * new), and says so in the item's tooltip; an API page offers only the versions that have its API. Renders
 * nothing outside the guides and the API reference.
 */
export default function VersionDropdown({ mobile = false }: Props): React.JSX.Element | null {
  const plugin = useActivePlugin();
  const pluginId = plugin?.pluginId ?? 'default';
  const { activeVersion, activeDoc, alternateDocVersions } = useActiveDocContext(pluginId);
  const versions = useVersions(pluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(pluginId);
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  // Pages under /api/ that are no docs page (the changelog) have no version to switch.
  if (!plugin || !activeVersion || !activeDoc || versions.length < 2) return null;

  const items = versionsOfPage(pluginId, versions, activeDoc.id).map((version) => {
    const target = versionTarget(pluginId, version, alternateDocVersions, activeDoc?.id, versions);
    return {
      label: version.label,
      // Keeps ?query#hash on the same page; a fallback page has other anchors.
      to: target.fallback ? target.path : `${target.path}${search}${hash}`,
      isActive: () => version === activeVersion,
      onClick: () => savePreferredVersionName(version.name),
      ...(target.fallback && activeDoc
        ? {
            title: `${version.label} has no page for this one: opens ${
              target.changelog
                ? 'its entry in the API changelog'
                : pluginId === 'api'
                  ? 'the API introduction'
                  : 'its first page'
            }`,
            'data-fallback': 'true',
          }
        : {}),
    };
  });
  return (
    <DropdownNavbarItem
      mobile={mobile}
      label={mobile ? `Version: ${activeVersion.label}` : activeVersion.label}
      aria-label={`Docs version: ${activeVersion.label}`}
      items={items}
    />
  );
}
