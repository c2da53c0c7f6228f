/**
 * The chart item used by the preview. TEMPORARY stand-in until the runtime branch ships its React wrapper
 * (src/viz-item/react.tsx): it shows what would be drawn, so the grid, messages and tests work meanwhile.
 */
import React from 'react';
import type { ItemInputs } from './model';

export default function VizItem(
  props: ItemInputs & { className?: string; style?: React.CSSProperties },
): React.JSX.Element {
  const title = props.options.title;
  const text =
    typeof title === 'string'
      ? title
      : title && typeof title === 'object'
        ? (title as Record<string, string>).en
        : undefined;
  return (
    <div
      className={props.className}
      style={{ ...props.style, display: 'grid', placeItems: 'center', textAlign: 'center', padding: 8 }}
    >
      <div>
        <strong>{text ?? props.type}</strong>
        <div style={{ opacity: 0.7, fontSize: 12 }}>{props.type}</div>
      </div>
    </div>
  );
}
