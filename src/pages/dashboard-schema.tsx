import React from 'react';
import Layout from '@theme/Layout';
import SchemaReference from '@site/src/dashboard/reference/SchemaReference';

export default function DashboardSchemaPage(): React.JSX.Element {
  return (
    <Layout
      title="Dashboard JSON schema"
      description="Every property of the dashboard JSON: views, the 48-column grid, items with slots and options per item type, filters, parameters, time zone and theme."
    >
      <main>
        <SchemaReference />
      </main>
    </Layout>
  );
}
