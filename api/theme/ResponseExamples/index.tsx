import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import CodeSamples from '@theme/CodeSamples';
import TabItem from '@theme/TabItem';

/**
 * Replaces docusaurus-theme-openapi-docs@5.2.0 ResponseExamples. The original also builds "Example (auto)"
 * from the schema in the browser, which pulls the plugin's example generator (with lodash and chalk) and an
 * XML formatter into every API page. Our OpenAPI files give an explicit example for every request and
 * response (the unit tests check that), so the auto example is never needed: ExampleFromSchema renders
 * nothing.
 */
interface Example {
  value?: unknown;
  summary?: string;
}

function languageFor(mimeType: string): string {
  if (mimeType.endsWith('json')) return 'json';
  if (mimeType.endsWith('xml')) return 'xml';
  return 'shell';
}

function text(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value, null, 2) : String(value);
}

export function ResponseExamples({
  responseExamples,
  mimeType,
}: {
  responseExamples: Record<string, Example>;
  mimeType: string;
}): ReactNode[] {
  return Object.entries(responseExamples).map(([name, example]) => (
    <TabItem label={example.summary ?? name} value={name} key={name}>
      <CodeSamples example={text(example.value)} language={languageFor(mimeType)} />
    </TabItem>
  ));
}

export function ResponseExample({
  responseExample,
  mimeType,
}: {
  responseExample: unknown;
  mimeType: string;
}): ReactNode {
  return (
    <TabItem
      label={translate({ id: 'theme.openapi.responseExamples.example', message: 'Example' })}
      value="Example"
    >
      <CodeSamples example={text(responseExample)} language={languageFor(mimeType)} />
    </TabItem>
  );
}

export function ExampleFromSchema(_props: { schema: unknown; mimeType: string }): ReactNode {
  return null;
}
