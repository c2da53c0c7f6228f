import React from 'react';
import Layout from '@theme/Layout';
import Playground from '@site/src/dashboard/playground/Playground';

export default function DashboardPlaygroundPage(): React.JSX.Element {
  return (
    <Layout
      title="Dashboard JSON playground"
      description="Write dashboard JSON with completion, hover documentation and validation as you type, and see the dashboard render live."
    >
      <main>
        <Playground />
      </main>
    </Layout>
  );
}
