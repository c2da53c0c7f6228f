import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import type { PanelData } from '../ApiItem/types';
import SendRequest from './SendRequest';
import styles from './styles.module.css';

/**
 * The right-hand column of an API page: code samples in six languages (generated at build time, rendered on
 * the server so they are there before any JS runs) and the "Send request" form. The chosen language is shared
 * by all API pages and remembered (Docusaurus tabs groupId).
 */
export default function ApiPanel({ data }: { data: PanelData }): ReactNode {
  return (
    <div className={styles.panel}>
      <section aria-labelledby="api-code-samples" className={styles.section}>
        <h2 id="api-code-samples" className={styles.heading}>
          {data.webhook ? 'Example webhook call' : 'Code samples'}
        </h2>
        {data.generatedExample && (
          <p className={styles.note}>
            The request body is an example generated from the schema: the API file gives none.
          </p>
        )}
        <Tabs groupId="api-language" className={styles.tabs}>
          {data.samples.map((sample) => (
            <TabItem key={sample.language} value={sample.language} label={sample.label}>
              <CodeBlock language={sample.highlight} className={styles.code}>
                {sample.code}
              </CodeBlock>
            </TabItem>
          ))}
        </Tabs>
      </section>
      {/* Sending needs the sandbox model or a server this site knows: only the project's own APIs have them. */}
      {!data.webhook && data.sendRequest !== false && <SendRequest data={data} />}
    </div>
  );
}
