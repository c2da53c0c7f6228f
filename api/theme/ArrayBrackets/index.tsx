import React, { type ReactNode } from 'react';

/**
 * Replaces docusaurus-theme-openapi-docs@5.2.0 ArrayBrackets (the "Array [" and "]" around an array's item
 * fields). The original renders them as <li>s at 60% opacity: our schema field lists are <div>s (see
 * RequestSchema), where an <li> is an orphan list item, and 60% grey is 4.4:1 on white (both serious in axe,
 * found on a response that is an array). Same text and layout, a <div>, the fields' secondary text colour.
 */
const style = {
  fontSize: 'var(--ifm-code-font-size)',
  color: 'var(--ifm-color-emphasis-700)',
  marginLeft: '-.5rem',
} as const;

export function OpeningArrayBracket(): ReactNode {
  return <div style={{ ...style, paddingBottom: '.5rem' }}>Array [</div>;
}

export function ClosingArrayBracket(): ReactNode {
  return <div style={style}>]</div>;
}
