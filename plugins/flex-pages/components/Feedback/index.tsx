/** "Was this helpful?": sends the answer as an analytics event and thanks the reader. */
import React, { useState } from 'react';
import { track } from '@site/src/analytics/track';
import styles from './styles.module.css';

export const FEEDBACK_EVENT = 'docs-feedback';

export default function Feedback({
  page,
  question = 'Was this example helpful?',
}: {
  page: string;
  question?: string;
}): React.JSX.Element {
  const [answer, setAnswer] = useState<boolean | null>(null);
  const send = (helpful: boolean) => {
    setAnswer(helpful);
    track(FEEDBACK_EVENT, { page, helpful });
  };
  return (
    <section className={styles.feedback} aria-label="Feedback">
      {answer === null ? (
        <>
          <span className={styles.question}>{question}</span>
          <div className={styles.buttons}>
            <button type="button" className={styles.button} onClick={() => send(true)}>
              <Thumb /> Yes, helpful
            </button>
            <button type="button" className={styles.button} onClick={() => send(false)}>
              <Thumb down /> Not helpful
            </button>
          </div>
        </>
      ) : (
        <span className={styles.question} role="status">
          {answer
            ? 'Thanks for letting us know!'
            : 'Thanks — we will use your feedback to improve this example.'}
        </span>
      )}
    </section>
  );
}

function Thumb({ down = false }: { down?: boolean }): React.JSX.Element {
  return (
    <svg
      aria-hidden="true"
      className={styles.icon}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      style={down ? { transform: 'scaleY(-1)' } : undefined}
    >
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M7 10v12M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z"
      />
    </svg>
  );
}
