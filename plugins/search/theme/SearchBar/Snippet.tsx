import React from 'react';
import type { SnippetPart } from '@site/plugins/search/client/snippet';

/** Why a result matched: a sentence of the page, its matched words marked. Page text is only ever text. */
export function Snippet({
  id,
  className,
  parts,
}: {
  id: string;
  className?: string;
  parts: readonly SnippetPart[];
}): React.JSX.Element {
  return (
    <span id={id} className={className}>
      {parts.map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
      )}
    </span>
  );
}
