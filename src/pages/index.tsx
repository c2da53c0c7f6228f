import React from 'react';
import Layout from '@theme/Layout';
export default function Home(): React.JSX.Element {
  return <Layout><main className="container"><h1>Welcome</h1></main></Layout>;
}
