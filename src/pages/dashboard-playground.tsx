import React from 'react';
import Layout from '@theme/Layout';
import Playground from '@site/src/dashboard/playground/Playground';
import VersionNotice from '@site/src/components/VersionNotice';

export default function DashboardPlaygroundPage(): React.JSX.Element {
  return (
    <Layout
      title="Dashboard JSON playground"
      description="Write dashboard JSON with completion, hover documentation and validation as you type, and see the dashboard render live."
    >
      <main>
        <VersionNotice className="container" />
        <Playground />
      </main>
    </Layout>
  );
}
