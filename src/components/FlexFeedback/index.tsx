/** "Was this helpful?": sends the answer as an analytics event and thanks the reader. */
import React, { useState } from 'react';
import { track } from '@site/src/analytics/track';
import styles from './styles.module.css';

export const FEEDBACK_EVENT = 'docs-feedback';

export default function Feedback({ page, question = 'Was this example helpful?' }: { page: string; question?: string }): React.JSX.Element {
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
              <span aria-hidden="true">👍</span> Yes, helpful
            </button>
            <button type="button" className={styles.button} onClick={() => send(false)}>
              <span aria-hidden="true">👎</span> Not helpful
            </button>
          </div>
        </>
      ) : (
        <span className={styles.question} role="status">
          {answer ? 'Thanks for letting us know!' : 'Thanks — we will use your feedback to improve this example.'}
        </span>
      )}
    </section>
  );
}
