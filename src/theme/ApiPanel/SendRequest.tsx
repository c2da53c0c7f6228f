import React, { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { loadConfig } from '@site/src/config/load-config';
import { DEFAULT_CONFIG } from '@site/src/config/default-config';
import { CONFIG_URL } from '@site/src/config/site';
import type { PanelData, PanelField } from '../ApiItem/types';
import {
  buildRequest,
  editableBody,
  formatBody,
  readRemembered,
  resolveServerUrl,
  send,
  writeRemembered,
  type Outcome,
} from './send';
import styles from './styles.module.css';

let configServer: Promise<string> | undefined;

/** The configured default server (config.json `api.defaultServer`), fetched once per page load. */
function configuredServer(): Promise<string> {
  configServer ??= loadConfig(CONFIG_URL).then((c) => c.api.defaultServer);
  return configServer;
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const SECRET_FIELD = /token|secret|password/i;

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'invalid'; error: string } | (Outcome & { url: string });

/**
 * "Send request": sends the operation's request to a server the reader picks and shows the response. Credentials
 * stay in memory unless the reader ticks "Remember" (then they go to localStorage, and unticking removes
 * them). Failures (bad input, network, CORS, timeouts, non-2xx) are shown in the panel, never thrown.
 */
export default function SendRequest({ data }: { data: PanelData }): ReactNode {
  const id = useId();
  const presets = useMemo(
    () => data.servers.map((s) => ({ url: resolveServerUrl(s), label: s.description ?? s.url })),
    [data.servers],
  );
  const specDefault = presets[0]?.url ?? '';
  const [server, setServer] = useState(data.api === 'core' ? DEFAULT_CONFIG.api.defaultServer : specDefault);
  const [values, setValues] = useState<Record<string, string>>({});
  const [remember, setRemember] = useState(false);
  const [bodyText, setBodyText] = useState(() => editableBody(data));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const touched = useRef(false);
  const resultRef = useRef<HTMLDivElement>(null);

  // The panel scrolls on its own (a sticky column): bring a new message into its view, never leave it below.
  useEffect(() => {
    if (status.kind !== 'idle' && status.kind !== 'sending')
      resultRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [status]);

  useEffect(() => {
    const remembered = readRemembered(browserStorage(), data.api);
    if (remembered) {
      touched.current = true;
      setRemember(true);
      setValues(remembered.values);
      if (remembered.server) setServer(remembered.server);
      return;
    }
    if (data.api !== 'core') return;
    let live = true;
    void configuredServer().then((url) => {
      if (live && !touched.current) setServer(url);
    });
    return () => {
      live = false;
    };
  }, [data.api]);

  useEffect(() => {
    if (remember) writeRemembered(browserStorage(), data.api, { server, values });
  }, [remember, server, values, data.api]);

  const onRememberChange = (checked: boolean) => {
    setRemember(checked);
    if (!checked) writeRemembered(browserStorage(), data.api, null);
  };

  const chooseServer = (url: string) => {
    touched.current = true;
    setServer(url);
  };

  const onSend = async () => {
    const built = buildRequest({
      server,
      path: data.path ?? '',
      method: data.method,
      bodyText,
      fields: data.fields,
      values,
    });
    if (!built.ok) {
      setStatus({ kind: 'invalid', error: built.error });
      return;
    }
    setStatus({ kind: 'sending' });
    const outcome = await send(built.request);
    setStatus({ ...outcome, url: built.request.url });
  };

  const presetValue = presets.some((p) => p.url === server) ? server : '';

  return (
    <form
      aria-labelledby={`${id}-title`}
      className={clsx(styles.section, styles.send)}
      data-testid="send-request"
      onSubmit={(e) => {
        e.preventDefault();
        void onSend();
      }}
    >
      <h2 id={`${id}-title`} className={styles.heading}>
        Send request
      </h2>
      <div className={styles.row}>
        <label htmlFor={`${id}-preset`}>Server</label>
        <select
          id={`${id}-preset`}
          value={presetValue}
          onChange={(e) => chooseServer(e.target.value || server)}
          className={styles.input}
        >
          {presets.map((p) => (
            <option key={p.url} value={p.url}>
              {p.label}
            </option>
          ))}
          <option value="">Custom URL</option>
        </select>
        <input
          id={`${id}-server`}
          aria-label="Server URL"
          type="url"
          className={styles.input}
          value={server}
          spellCheck={false}
          onChange={(e) => chooseServer(e.target.value)}
        />
      </div>
      {data.fields.map((field) => (
        <FieldInput
          key={field.name}
          id={`${id}-${field.name}`}
          field={field}
          value={values[field.name] ?? ''}
          onChange={(v) => setValues((old) => ({ ...old, [field.name]: v }))}
        />
      ))}
      {data.body !== undefined && (
        <div className={styles.row}>
          <label htmlFor={`${id}-body`}>
            Body{' '}
            <span className={styles.hint}>
              (JSON
              {data.fields.some((f) => f.in === 'body')
                ? '; credentials are added from the fields above'
                : ''}
              )
            </span>
          </label>
          <textarea
            id={`${id}-body`}
            className={clsx(styles.input, styles.body)}
            value={bodyText}
            spellCheck={false}
            rows={Math.min(16, Math.max(4, bodyText.split('\n').length))}
            onChange={(e) => setBodyText(e.target.value)}
          />
        </div>
      )}
      <label className={styles.remember}>
        <input type="checkbox" checked={remember} onChange={(e) => onRememberChange(e.target.checked)} />{' '}
        Remember the server and credentials in this browser
      </label>
      <button type="submit" className="button button--primary" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Sending…' : 'Send request'}
      </button>
      <div aria-live="polite" className={styles.result} ref={resultRef}>
        <Result status={status} />
      </div>
    </form>
  );
}

function FieldInput({
  id,
  field,
  value,
  onChange,
}: {
  id: string;
  field: PanelField;
  value: string;
  onChange: (value: string) => void;
}): ReactNode {
  const where = field.in === 'body' ? 'body field' : 'header';
  return (
    <div className={styles.row}>
      <label htmlFor={id}>
        <code>{field.name}</code> <span className={styles.hint}>({where})</span>
      </label>
      <input
        id={id}
        className={styles.input}
        type={SECRET_FIELD.test(field.name) ? 'password' : 'text'}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

function Result({ status }: { status: Status }): ReactNode {
  switch (status.kind) {
    case 'idle':
    case 'sending':
      return null;
    case 'invalid':
      return (
        <div role="alert" className="alert alert--warning">
          {status.error}
        </div>
      );
    case 'timeout':
      return (
        <div role="alert" className="alert alert--danger">
          <strong>No response from {new URL(status.url).origin}.</strong> It did not answer within{' '}
          {Math.round(status.durationMs / 1000)} s.
        </div>
      );
    case 'network-error':
      return (
        <div role="alert" className="alert alert--danger">
          <strong>Could not reach {new URL(status.url).origin}.</strong> Check the server URL and your
          connection. The server must also allow requests from this site (CORS).{' '}
          <span className={styles.hint}>({status.message})</span>
        </div>
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
            <span className={styles.hint}>· {status.durationMs} ms</span>
          </div>
          {body && <pre className={styles.response}>{body}</pre>}
        </>
      );
    }
  }
}
