import React from 'react';
import Layout from '@theme/Layout';

export default function FlexPage({ page }: { page: { id: string; title: string } }): React.JSX.Element {
  return (
    <Layout title={page.title}>
      <main className="container margin-vert--lg">
        <h1>{page.title}</h1>
      </main>
    </Layout>
  );
}
