import React from 'react';
import Layout from '@theme/Layout';
export default function P(): React.JSX.Element {
  return (
    <Layout>
      <main className="container">
        <h1>dashboard-schema</h1>
      </main>
    </Layout>
  );
}
