import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { ChangelogIndex, ChangelogPage, FieldChange, OperationEntry } from '../types';
import styles from './styles.module.css';

interface Props {
  changelog?: ChangelogPage;
  index?: ChangelogIndex;
}

/**
 * The API changelog pages (plugins/api-changelog): one per pair of consecutive docs versions, and their index
 * at /api/changelog. Every operation links to its page in each version that has it.
 */
export default function ApiChangelog({ changelog, index }: Props): React.JSX.Element {
  if (changelog) return <PairPage page={changelog} />;
  return <IndexPage index={index ?? { pairs: [] }} />;
}

function IndexPage({ index }: { index: ChangelogIndex }): React.JSX.Element {
  return (
    <Layout
      title="API changelog"
      description="What changed in the Core API and the Plugin API between versions."
    >
      <main className={styles.page}>
        <Heading as="h1">API changelog</Heading>
        <p>
          What changed in each API from one docs version to the next, computed from the two versions&apos;
          OpenAPI files.
        </p>
        {index.pairs.length === 0 ? (
          <p>There is only one version so far.</p>
        ) : (
          <ul className={styles.pairs}>
            {index.pairs.map((pair) => (
              <li key={pair.path}>
                <Link to={pair.path}>
                  {pair.from} → {pair.to}
                </Link>
                <span className={styles.counts}>
                  {pair.counts
                    .map((c) => `${c.label}: ${c.added} added, ${c.removed} removed, ${c.changed} changed`)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </main>
    </Layout>
  );
}

function PairPage({ page }: { page: ChangelogPage }): React.JSX.Element {
  const title = `API changelog: ${page.from} → ${page.to}`;
  return (
    <Layout
      title={title}
      description={`Operations, parameters, request and response fields added, removed and changed in ${page.to}.`}
    >
      <main className={styles.page}>
        <Heading as="h1">{title}</Heading>
        <p>
          What changed from {page.from} to {page.to}, computed from the two versions&apos; OpenAPI files when
          the site was built. Each operation links to its page in both versions. Descriptions and examples are
          left out.
        </p>
        {page.apis.map((api) => (
          <section key={api.key} aria-labelledby={`api-${api.key}`}>
            <Heading as="h2" id={`api-${api.key}`}>
              {api.label}
            </Heading>
            {api.added.length + api.removed.length + api.changed.length === 0 && <p>No changes.</p>}
            <Operations title="Added operations" id={`${api.key}-added`} ops={api.added} page={page} />
            <Operations title="Removed operations" id={`${api.key}-removed`} ops={api.removed} page={page} />
            <Operations title="Changed operations" id={`${api.key}-changed`} ops={api.changed} page={page} />
          </section>
        ))}
        <p>
          <Link to="/api/changelog">Every version pair</Link>
        </p>
      </main>
    </Layout>
  );
}

function Operations({
  title,
  id,
  ops,
  page,
}: {
  title: string;
  id: string;
  ops: OperationEntry[];
  page: ChangelogPage;
}): React.JSX.Element | null {
  if (ops.length === 0) return null;
  return (
    <>
      <Heading as="h3" id={id}>
        {title} ({ops.length})
      </Heading>
      <ul className={styles.operations}>
        {ops.map((op) => (
          <li key={op.operationId} className={styles.operation}>
            <div className={styles.opHead}>
              <span className={styles.opTitle}>{op.title}</span> <code>{op.operationId}</code>
              {op.webhook && <span className="badge badge--secondary">webhook</span>}
              <span className={styles.links}>
                {op.fromHref && (
                  <Link to={op.fromHref} aria-label={`${op.title} in ${page.from}`}>
                    {page.from}
                  </Link>
                )}
                {op.toHref && (
                  <Link to={op.toHref} aria-label={`${op.title} in ${page.to}`}>
                    {page.to}
                  </Link>
                )}
              </span>
            </div>
            {op.changes && op.changes.length > 0 && <Changes changes={op.changes} />}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Per section, the added, removed and changed fields: "Response 200 · removed: id, name". */
function Changes({ changes }: { changes: FieldChange[] }): React.JSX.Element {
  const sections = [...new Set(changes.map((c) => c.section))];
  return (
    <ul className={styles.changes}>
      {sections.flatMap((section) =>
        (['added', 'removed', 'changed'] as const).map((kind) => {
          const items = changes.filter((c) => c.section === section && c.kind === kind);
          if (items.length === 0) return null;
          return (
            <li key={`${section}-${kind}`}>
              <span className={styles.section}>{section}</span> <span className={styles[kind]}>{kind}</span>:{' '}
              {items.map((c, i) => (
                <React.Fragment key={i}>
                  {i > 0 && ', '}
                  {c.field ? <code>{c.field}</code> : null}
                  {c.detail ? `${c.field ? ' ' : ''}(${c.detail})` : null}
                </React.Fragment>
              ))}
            </li>
          );
        }),
      )}
    </ul>
  );
}
