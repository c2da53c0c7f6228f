import React from 'react';
import Layout from '@theme/Layout';
import HomeContent from '@site/src/components/Home';

export default function Home(): React.JSX.Element {
  return (
    <Layout description="Guides, API reference, chart reference and live examples for embedding dashboards, charts and an AI assistant in your application.">
      <HomeContent />
    </Layout>
  );
}
