import React from 'react';

/** Renders `backtick` spans of a description as <code>; everything stays text (never parsed as HTML). */
export function InlineCode({ text }: { text: string }): React.JSX.Element {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? <code key={i}>{part}</code> : <React.Fragment key={i}>{part}</React.Fragment>,
      )}
    </>
  );
}
