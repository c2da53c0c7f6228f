/**
 * Wraps @docusaurus/theme-classic@3.10.2 DocBreadcrumbs to put the Copy page control in the breadcrumb row of
 * guide and API pages: beside the breadcrumb where there is room, on its own line under it on phones, and in
 * the content column, so it never covers a breadcrumb or the table of contents (it used to float over both).
 */
import React from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type { WrapperProps } from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): React.JSX.Element {
  return (
    <div className={styles.row}>
      <div className={styles.crumbs}>
        <DocBreadcrumbs {...props} />
      </div>
      <CopyPage inline />
    </div>
  );
}
