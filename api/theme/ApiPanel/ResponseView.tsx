import React, { useEffect, useMemo, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { formatBody, formatDuration, toCurl, type BuiltRequest, type Outcome } from './send';
import styles from './styles.module.css';

/**
 * The Send request panel's part that loads on the first send (./SendRequest.tsx): the request logic
 * (./send.ts) and the view of its outcome.
 */
export { buildRequest, send } from './send';

/** What a request that got an outcome was: where it went, what it was, and whether the sandbox answered it. */
export type Sent = { url: string; request: BuiltRequest; sandbox: boolean };

/** The outcome of a sent request: the response, or why there is none, and the request as cURL. */
export default function ResponseView({ outcome: status }: { outcome: Outcome & Sent }): ReactNode {
  switch (status.kind) {
    case 'timeout':
      return (
        <>
          <div role="alert" className="alert alert--danger">
            <strong>No response from {new URL(status.url).origin}.</strong> It did not answer within{' '}
            {Math.round(status.durationMs / 1000)} s.
          </div>
          <Curl request={status.request} />
        </>
      );
    case 'network-error':
      return (
        <>
          <div role="alert" className="alert alert--danger">
            <strong>Could not reach {new URL(status.url).origin}.</strong> Check the server URL and your
            connection. The server must also allow requests from this site (CORS).{' '}
            <span className={styles.hint}>({status.message})</span>
          </div>
          <Curl request={status.request} />
        </>
      );
    case 'response': {
      const body = formatBody(status.body, status.contentType);
      return (
        <>
          <div
            role={status.ok ? 'status' : 'alert'}
            className={clsx('alert', status.ok ? 'alert--success' : 'alert--danger')}
          >
            <strong>
              HTTP {status.status} {status.statusText}
            </strong>{' '}
            <span className={styles.timing}>
              · {formatDuration(status.durationMs)}
              {status.sandbox ? ' · sandbox' : ''}
            </span>
          </div>
          {status.headers.length > 0 && (
            <details className={styles.details}>
              <summary>Response headers ({status.headers.length})</summary>
              <pre className={styles.response} data-testid="response-headers">
                {status.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}
              </pre>
            </details>
          )}
          {body && (
            <pre
              className={styles.response}
              data-testid="response-body"
              tabIndex={0}
              aria-label="Response body"
            >
              {body}
            </pre>
          )}
          <Curl request={status.request} />
        </>
      );
    }
  }
}

/** "Copy as cURL": exactly what was sent (for the sandbox: the same request addressed to the real API). */
function Curl({ request }: { request: BuiltRequest }): ReactNode {
  const command = useMemo(() => toCurl(request), [request]);
  const [copied, setCopied] = useState<'' | 'yes' | 'no'>('');
  const [open, setOpen] = useState(false);
  useEffect(() => setCopied(''), [command]);
  const copy = () => {
    const done = (ok: boolean) => {
      setCopied(ok ? 'yes' : 'no');
      if (!ok) setOpen(true);
    };
    try {
      if (!navigator.clipboard?.writeText) {
        done(false);
        return;
      }
      navigator.clipboard.writeText(command).then(
        () => done(true),
        () => done(false),
      );
    } catch {
      done(false);
    }
  };
  return (
    <div className={styles.curl}>
      <div className={styles.actions}>
        <button type="button" className="button button--sm button--secondary" onClick={copy}>
          Copy as cURL
        </button>
        <span aria-live="polite" className={styles.hint}>
          {copied === 'yes'
            ? 'Copied.'
            : copied === 'no'
              ? 'Copying is blocked here: select the command below.'
              : ''}
        </span>
      </div>
      <details className={styles.details} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>The request as cURL</summary>
        <pre className={styles.response} data-testid="curl">
          {command}
        </pre>
      </details>
    </div>
  );
}
