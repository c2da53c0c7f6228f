import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { DocProvider } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import type { Props } from '@theme/DocItem';
import Metadata from '@theme/DocItem/Metadata';
import Layout from '@theme/ApiItem/Layout';
import ApiPanel from '@theme/ApiPanel';
import { ApiStoreProvider } from '@theme/ApiItem/hooks';
import type { PanelData } from './types';

/**
 * Replaces docusaurus-theme-openapi-docs@5.2.0 ApiItem. The stock one decodes the whole operation in the
 * browser and mounts the API explorer, which bundles a 21-language code generator (about 1.7 MB gzipped) into
 * every API page. This one renders the generated MDX on the left and, on the right, the code samples
 * generated at build time plus a small "Send request" form (ApiPanel), so an API page costs little more JS
 * than a guide page.
 *
 * The document title is the operation's own: DocItem/Metadata sets it from the page title ("Create an
 * account"), and the site's title reset leaves /api/ pages alone.
 *
 * No Suspense boundary around the content: React would hydrate it on its own after the page, and the first
 * update after hydration (the browser context) made that a synchronous ~800-component render, one long task
 * on a phone. Should a page need the allOf merger without importing it (Schema/normalize.js), nothing breaks
 * without a boundary: React keeps the server's HTML (or, on a client navigation, the previous page) until
 * the merger is there.
 */
export default function ApiItem(props: Props): ReactNode {
  const MDXComponent = props.content;
  // The page's `apiPanel` export (api/plugin-config.mjs): Docusaurus merges a module's named exports into it.
  const panel = (MDXComponent as { apiPanel?: PanelData }).apiPanel;
  return (
    <DocProvider content={props.content}>
      <HtmlClassNameProvider className={`docs-doc-id-${props.content.metadata.id}`}>
        <Metadata />
        <Layout>
          <ApiStoreProvider>
            <div className={clsx('row', 'theme-api-markdown')}>
              <div
                className={clsx('col', panel ? 'col--7 openapi-left-panel__container' : 'col--12 markdown')}
              >
                <MDXComponent />
              </div>
              {panel && (
                <div className="col col--5 openapi-right-panel__container">
                  <ApiPanel data={panel} />
                </div>
              )}
            </div>
          </ApiStoreProvider>
        </Layout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
