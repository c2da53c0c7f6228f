import React from 'react';
import Layout from '@theme/Layout';
import Gallery from '../components/Gallery';
import type { GalleryPageData } from '../gallery/types';

/** Route component of /flex/gallery; `page` is the data the plugin created (gallery/page.ts). */
export default function GalleryPage({ page }: { page: GalleryPageData }): React.JSX.Element {
  return (
    <Layout
      title="Examples gallery"
      description="Every Flex example and chart type with a picture, filtered by what it shows: events, filters, export, themes, languages, and by chart type."
    >
      <Gallery page={page} />
    </Layout>
  );
}
