import React from 'react';
import Layout from '@theme/Layout';
import ExampleView from '../components/Example/ExampleView';
import type { ExamplePageData } from '../content';

/** Route component of /flex/examples/{example}; `page` is the data the plugin created for the example. */
export default function ExamplePage({ page }: { page: ExamplePageData }): React.JSX.Element {
  return (
    <Layout title={page.definition.title} description={page.definition.description}>
      <ExampleView page={page} />
    </Layout>
  );
}
