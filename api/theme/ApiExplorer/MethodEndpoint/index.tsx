import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  method: string;
  /** The real request path; absent for webhooks. */
  path?: string;
  /** Core API: the `action` the body must carry. */
  action?: string;
  context?: string;
}

const BADGE: Record<string, string> = {
  get: 'primary',
  post: 'success',
  delete: 'danger',
  put: 'info',
  patch: 'warning',
};

/**
 * Replaces docusaurus-theme-openapi-docs@5.2.0 ApiExplorer/MethodEndpoint, which reads the selected server
 * from the explorer's Redux store. It shows the request as the reader must send it: the real path (not the
 * OpenAPI pseudo-path) and, for the Core API, the action that goes in the body.
 */
export default function MethodEndpoint({ method, path, action }: Props): ReactNode {
  const webhook = method === 'event';
  return (
    <>
      <div className={styles.endpoint} data-testid="api-endpoint">
        <span
          className={`badge badge--${webhook ? 'secondary' : (BADGE[method] ?? 'secondary')} ${styles.method}`}
        >
          {webhook ? 'Webhook' : method.toUpperCase()}
        </span>
        {webhook ? (
          <span className={styles.path}>POST to the webhook URL of your plugin registration</span>
        ) : (
          <code className={styles.path}>{path}</code>
        )}
        {action && (
          <span className={styles.action}>
            with <code>{`"action": "${action}"`}</code> in the body
          </span>
        )}
      </div>
      <div className="openapi__divider" />
    </>
  );
}
