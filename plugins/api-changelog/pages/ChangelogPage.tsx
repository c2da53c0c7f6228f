import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { Block, ChangelogIndex, ChangelogPage, FieldChange, OperationEntry } from '../types';
import { renderBlocks, type MarkdownParts } from '../../../api/theme/Markdown/render';
import { CHANGELOG_CSS, styles } from './styles';

interface Props {
  changelog?: ChangelogPage;
  index?: ChangelogIndex;
}

/**
 * The API changelog pages (plugins/api-changelog): one per pair of consecutive docs versions, and their index
 * at /api/changelog. Every operation links to its page in each version that has it (its own anchor is its
 * operationId, which links from the reference name). What a reader must act on comes first: removed
 * operations, then changed ones, each marked breaking or additive; a breaking one carries the writers'
 * migration note above the changes computed from the OpenAPI files.
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
        <style dangerouslySetInnerHTML={{ __html: CHANGELOG_CSS }} />
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
                    .map(
                      (c) =>
                        `${c.label}: ${c.added} added, ${c.removed} removed, ${c.changed} changed` +
                        (c.added + c.removed + c.changed === 0
                          ? ''
                          : c.breaking
                            ? ` (${c.breaking} breaking)`
                            : ' (additive only)'),
                    )
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
      description={`What to change in code written for ${page.from}, and what ${page.to} adds: operations, parameters, request and response fields.`}
    >
      <main className={styles.page}>
        <style dangerouslySetInnerHTML={{ __html: CHANGELOG_CSS }} />
        <Heading as="h1">{title}</Heading>
        <p>
          What changed from {page.from} to {page.to}. A <strong>breaking</strong> change can make code written
          for {page.from} fail: each one comes with a note on what to change, above the changes computed from
          the two versions&apos; OpenAPI files. An <strong>additive</strong> change needs no change in
          existing code. Each operation links to its page in both versions; descriptions and examples are left
          out.
        </p>
        {page.apis.map((api) => {
          const total = api.added.length + api.removed.length + api.changed.length;
          return (
            <section key={api.key} aria-labelledby={`api-${api.key}`}>
              <Heading as="h2" id={`api-${api.key}`}>
                {api.label}
              </Heading>
              {total === 0 && <p>No changes.</p>}
              {api.summary && <Note blocks={api.summary} />}
              {total > 0 && (
                <p className={styles.verdict} data-testid={`verdict-${api.key}`}>
                  {api.breaking === 0
                    ? `Additive only: code written for ${page.from} keeps working; nothing to change.`
                    : `${api.breaking} operation${api.breaking === 1 ? '' : 's'} need${api.breaking === 1 ? 's' : ''} a change in code written for ${page.from} (marked breaking); the other changes are additive.`}
                </p>
              )}
              <Operations
                title="Removed operations"
                id={`${api.key}-removed`}
                ops={api.removed.map((op) => ({ ...op, breaking: true }))}
                page={page}
              />
              <Operations
                title="Changed operations"
                id={`${api.key}-changed`}
                ops={api.changed}
                page={page}
              />
              <Operations
                title="Added operations"
                id={`${api.key}-added`}
                ops={api.added}
                page={page}
                intro={`New in ${page.to}: additive, nothing to change in existing code.`}
              />
            </section>
          );
        })}
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
  intro,
}: {
  title: string;
  id: string;
  ops: OperationEntry[];
  page: ChangelogPage;
  intro?: string;
}): React.JSX.Element | null {
  // Each entry's id is an anchor other pages link to (the version switcher, the banner of an older page):
  // declared, so the build's anchor check knows it.
  const brokenLinks = useBrokenLinks();
  for (const op of ops) brokenLinks.collectAnchor(op.operationId);
  if (ops.length === 0) return null;
  return (
    <>
      <Heading as="h3" id={id}>
        {title} ({ops.length})
      </Heading>
      {intro && <p>{intro}</p>}
      <ul className={styles.operations}>
        {ops.map((op) => (
          <li key={op.operationId} id={op.operationId} className={styles.operation}>
            <div className={styles.opHead}>
              <span className={styles.opTitle}>{op.title}</span> <code>{op.operationId}</code>
              {op.webhook && <span className="badge badge--secondary">webhook</span>}
              {op.breaking === true && <span className={clsx('badge', styles.breaking)}>breaking</span>}
              {op.breaking === false && <span className={clsx('badge', styles.additive)}>additive only</span>}
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
            {op.note && (
              <div className={styles.note} aria-label={`What to change: ${op.operationId}`} role="note">
                <Note blocks={op.note} />
              </div>
            )}
            {op.changes && op.changes.length > 0 && <Changes changes={op.changes} />}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A migration note or summary, as the writers wrote it (Markdown parsed at build time). */
function Note({ blocks }: { blocks: Block[] }): React.JSX.Element {
  return <>{renderBlocks(blocks, NOTE_PARTS)}</>;
}

const NOTE_PARTS: MarkdownParts = {
  code: (block, key) => (
    <pre key={key}>
      <code>{block.code}</code>
    </pre>
  ),
  link: (href, children, key) => (
    <Link key={key} to={href}>
      {children}
    </Link>
  ),
};

/**
 * Per section, the added, removed and changed fields, the breaking ones apart: "Response 200 · removed: id,
 * name · breaking".
 */
function Changes({ changes }: { changes: FieldChange[] }): React.JSX.Element {
  const sections = [...new Set(changes.map((c) => c.section))];
  return (
    <ul className={styles.changes} aria-label="Changes computed from the OpenAPI files">
      {sections.flatMap((section) =>
        (['added', 'removed', 'changed'] as const).flatMap((kind) =>
          [true, false].map((breaking) => {
            const items = changes.filter(
              (c) => c.section === section && c.kind === kind && c.breaking === breaking,
            );
            if (items.length === 0) return null;
            return (
              <li key={`${section}-${kind}-${breaking}`}>
                <span className={styles.section}>{section}</span> <span className={styles[kind]}>{kind}</span>
                :{' '}
                {items.map((c, i) => (
                  <React.Fragment key={i}>
                    {i > 0 && ', '}
                    {c.field ? <code>{c.field}</code> : null}
                    {c.detail ? `${c.field ? ' ' : ''}(${c.detail})` : null}
                  </React.Fragment>
                ))}
                {breaking && <span className={styles.breakingTag}> · breaking</span>}
              </li>
            );
          }),
        ),
      )}
    </ul>
  );
}
