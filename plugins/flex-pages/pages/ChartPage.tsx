import React from 'react';
import Layout from '@theme/Layout';
import ChartReference from '../components/ChartReference';
import type { ChartPageData } from '../content';

/** Route component of /flex/charts/{chartType}; `page` is the data the plugin created for the type. */
export default function ChartPage({ page }: { page: ChartPageData }): React.JSX.Element {
  return (
    <Layout title={page.title} description={page.description}>
      <ChartReference page={page} />
    </Layout>
  );
}
