import React, { useMemo, useState, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import type { PanelData } from '../ApiItem/types';
import SendRequest from './SendRequest';
import styles from './styles.module.css';

/**
 * A server URL a sample can hold as written in every language (no quote, space, `$` or backslash to escape):
 * http(s), a host, an optional port and path. Anything else leaves the samples on their documented server.
 */
const SAMPLE_SERVER = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9._~%/-]*)?$/;

/** The server a sample should call for the reader's choice, or null to keep the documented one. */
export function sampleServerFor(chosen: string | null): string | null {
  if (!chosen) return null;
  const url = chosen.trim().replace(/\/+$/, '');
  return SAMPLE_SERVER.test(url) ? url : null;
}

/** A sample with its documented server replaced by the reader's (every occurrence, in any language). */
export function withServer(code: string, documented: string | undefined, chosen: string | null): string {
  return documented && chosen && chosen !== documented ? code.split(documented).join(chosen) : code;
}

/**
 * The right-hand column of an API page: code samples in six languages (generated at build time, rendered on
 * the server so they are there before any JS runs) and the "Send request" form. The chosen language is shared
 * by all API pages and remembered (Docusaurus tabs groupId).
 *
 * The samples are the reader's: they read credentials from the environment variables named above them (never
 * a key written in the code), and call the server the reader picks in Send request (a region, or any URL):
 * Stripe's docs do the same with the reader's keys. The page's HTML, and so its Markdown twin, keep the
 * documented server.
 */
export default function ApiPanel({ data }: { data: PanelData }): ReactNode {
  const [server, setServer] = useState<string | null>(null);
  const chosen = sampleServerFor(server);
  // The server the samples show, null while it is the documented one: Send request reports its server as it
  // mounts, and the samples (26 blocks on an operation page) must not render again for a choice that changes
  // nothing in them (tests/e2e/quality/rerender.spec.ts).
  const shown = chosen !== null && chosen !== data.sampleServer ? chosen : null;
  const env = data.sampleEnv ?? [];
  const samples = useMemo(
    () => (
      <Tabs groupId="api-language" className={styles.tabs}>
        {data.samples.map((sample) => (
          <TabItem key={sample.language} value={sample.language} label={sample.label}>
            <CodeBlock language={sample.highlight} className={styles.code}>
              {withServer(sample.code, data.sampleServer, shown)}
            </CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    ),
    [data.samples, data.sampleServer, shown],
  );
  return (
    <div className={styles.panel}>
      <section aria-labelledby="api-code-samples" className={styles.section}>
        <h2 id="api-code-samples" className={styles.heading}>
          {data.webhook ? 'Example webhook call' : 'Code samples'}
        </h2>
        {env.length > 0 && (
          <p className={styles.note} data-sample-env={env.map((e) => e.name).join(' ')}>
            Set{' '}
            {env.map((e, i) => (
              <React.Fragment key={e.name}>
                {i > 0 && (i === env.length - 1 ? ' and ' : ', ')}
                <code>{e.name}</code> ({e.what})
              </React.Fragment>
            ))}{' '}
            in your environment: every sample reads {env.length > 1 ? 'them' : 'it'} from there.
          </p>
        )}
        {data.generatedExample && (
          <p className={styles.note}>
            The request body is an example generated from the schema: the API file gives none.
          </p>
        )}
        {server !== null && data.sampleServer && chosen === null && server !== data.sampleServer && (
          <p className={styles.note} role="status">
            The samples keep {data.sampleServer}: the server chosen below is not a plain http(s) URL.
          </p>
        )}
        {samples}
      </section>
      {/* Sending needs the sandbox model or a server this site knows: only the project's own APIs have them. */}
      {!data.webhook && data.sendRequest !== false && <SendRequest data={data} onServer={setServer} />}
    </div>
  );
}
