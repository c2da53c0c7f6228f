import React, { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { loadedAppConfig } from '@site/src/config/AppConfigContext';
import { DEFAULT_CONFIG } from '@site/src/config/default-config';
import { readString, removeKey, writeStringOutcome } from '@site/src/lib/storage';
import { sandboxIdOf, type SandboxApi } from '@site/api/sandbox/ids';
import { useReaderVersion } from '@site/src/navigation/useNavTree';
import type { PanelData, PanelField } from '../ApiItem/types';
import { editableBody, readRemembered, resolveServerUrl, SANDBOX_SERVER, writeRemembered } from './form';
import type { Outcome } from './send';
import type { Sent } from './ResponseView';
import styles from './styles.module.css';

/** The configured default server (config.json `api.defaultServer`): the page's one load of the config. */
function configuredServer(): Promise<string> {
  return loadedAppConfig().then((c) => c.api.defaultServer);
}

/**
 * Where the form keeps what the reader typed, through the site's defensive storage helpers (blocked or full
 * storage never throws): this tab's sessionStorage (gone when the tab closes), or, only when the reader ticks
 * "Remember in this browser", localStorage. Never a URL or a share link.
 */
const storageFor = (area: 'local' | 'session') => ({
  getItem: (key: string) => readString(key, area),
  setItem: (key: string, value: string) => writeStringOutcome(key, value, area) === 'ok',
  removeItem: (key: string) => removeKey(key, area),
});
const browserStorage = storageFor('local');
const tabStorage = storageFor('session');

/** What the form says about where the server and credentials are kept: only what the last write did. */
function keptNote(remember: boolean, keptIn: 'untouched' | 'browser' | 'tab' | 'nowhere'): string {
  if (keptIn === 'nowhere')
    return "Not kept: this browser's storage is full or blocked. The server and credentials stay in this form until you leave or reload the page.";
  if (remember && keptIn === 'tab')
    return 'Not kept in this browser: its storage is full or blocked. Kept for this tab only: closing it forgets the server and credentials.';
  return remember
    ? 'Kept in this browser, unencrypted: anyone using it, and any script on this site, can read them.'
    : 'Kept for this tab only: closing it forgets the server and credentials.';
}

/** The sandbox module, loaded on first use only (its own chunks: the engine, ajv and the API model). */
const loadSandbox = () => import('@site/api/sandbox');

/**
 * Building, sending and showing a request: loaded on the first send, so a page's first load carries the form
 * only (the panel is below the content on a phone, and most readers never send).
 */
const loadResponseView = () => import('./ResponseView');
type ResponseViewModule = Awaited<ReturnType<typeof loadResponseView>>;

const SECRET_FIELD = /token|secret|password/i;

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'invalid'; error: string }
  | { kind: 'unavailable'; message: string }
  | (Outcome & Sent);

/**
 * "Send request": sends the operation's request to a server the reader picks and shows the response (status,
 * headers, body, timing, and the request as cURL). The first server is the Sandbox: the API simulated in this
 * page (api/sandbox), selected unless the reader remembered a server. Credentials are kept for this tab only
 * (sessionStorage) unless the reader ticks "Remember in this browser" under a one-line warning (then
 * localStorage; unticking moves them back to the tab); "Forget" clears both at once. Failures (bad input,
 * network, CORS, timeouts, non-2xx) are shown in the panel, never thrown.
 */
export default function SendRequest({
  data,
  onServer,
}: {
  data: PanelData;
  /** Told the real server requests go to (the Sandbox's is the default one): the code samples follow it. */
  onServer?: (url: string) => void;
}): ReactNode {
  // ApiPanel shows this form only for the APIs the sandbox models (api/plugin-config.mjs SANDBOX_APIS).
  // The sandbox of this page's API in this page's docs version (2.x pages answer as 2.x did).
  const sandboxApi = sandboxIdOf(data.api as SandboxApi, useReaderVersion());
  const id = useId();
  const presets = useMemo(
    () => data.servers.map((s) => ({ url: resolveServerUrl(s), label: s.description ?? s.url })),
    [data.servers],
  );
  const specDefault = presets[0]?.url ?? '';
  const [server, setServer] = useState(SANDBOX_SERVER);
  // Where a sandbox request is addressed (its cURL runs against the real API): the default real server.
  const [realDefault, setRealDefault] = useState(
    data.api === 'core' ? DEFAULT_CONFIG.api.defaultServer : specDefault,
  );
  const [values, setValues] = useState<Record<string, string>>({});
  const [remember, setRemember] = useState(false);
  /** Where the last write really kept the values ('untouched' before the reader typed anything). */
  const [keptIn, setKeptIn] = useState<'untouched' | 'browser' | 'tab' | 'nowhere'>('untouched');
  const [bodyText, setBodyText] = useState(() => editableBody(data));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [view, setView] = useState<ResponseViewModule | null>(null);
  const touched = useRef(false);
  const resultRef = useRef<HTMLDivElement>(null);

  // The panel scrolls on its own (a sticky column): bring a new message into its view, never leave it below.
  useEffect(() => {
    if (status.kind !== 'idle' && status.kind !== 'sending')
      resultRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [status]);

  useEffect(() => {
    let live = true;
    if (data.api === 'core')
      void configuredServer().then((url) => {
        if (live) setRealDefault(url);
      });
    const inBrowser = readRemembered(browserStorage, data.api);
    const remembered = inBrowser ?? readRemembered(tabStorage, data.api);
    if (remembered && !touched.current) {
      touched.current = true;
      setRemember(inBrowser !== null);
      setValues(remembered.values);
      // Remembered credentials without a (valid) server: they were for a real server, the configured one.
      if (remembered.server) setServer(remembered.server);
      else if (Object.values(remembered.values).some(Boolean))
        void (data.api === 'core' ? configuredServer() : Promise.resolve(specDefault)).then((url) => {
          if (live) setServer(url);
        });
    }
    return () => {
      live = false;
    };
  }, [data.api, specDefault]);

  useEffect(() => {
    if (!touched.current && Object.keys(values).length === 0) return; // nothing typed yet: nothing to keep
    const kept = { server, values };
    if (remember && writeRemembered(browserStorage, data.api, kept)) {
      writeRemembered(tabStorage, data.api, null);
      setKeptIn('browser');
      return;
    }
    // Not remembered, or the browser's storage refused them: the tab's, if it keeps them.
    if (!remember) writeRemembered(browserStorage, data.api, null);
    setKeptIn(writeRemembered(tabStorage, data.api, kept) ? 'tab' : 'nowhere');
  }, [remember, server, values, data.api]);

  const onRememberChange = (checked: boolean) => {
    touched.current = true;
    setRemember(checked);
  };

  /** One click: the credentials leave the form and both storages. */
  const forget = () => {
    writeRemembered(browserStorage, data.api, null);
    writeRemembered(tabStorage, data.api, null);
    touched.current = false;
    setKeptIn('untouched');
    setRemember(false);
    setValues({});
    setServer(SANDBOX_SERVER);
    setNote('Forgotten: the server and credentials were removed from this form and this browser.');
  };

  const isSandbox = server === SANDBOX_SERVER;
  const [note, setNote] = useState('');

  // The samples call the server chosen here; with the Sandbox, the real default it stands in for.
  useEffect(() => {
    onServer?.(isSandbox ? realDefault : server);
  }, [isSandbox, realDefault, server, onServer]);

  const fillSandboxCredentials = async () => {
    try {
      const credentials = await (await loadSandbox()).sandboxCredentials(sandboxApi);
      const names = new Set(data.fields.map((f) => f.name));
      setValues((old) => ({
        ...old,
        ...Object.fromEntries(Object.entries(credentials).filter(([name]) => names.has(name))),
      }));
      setNote('Sandbox credentials filled in.');
    } catch {
      setStatus({ kind: 'unavailable', message: 'The sandbox could not be loaded.' });
    }
  };

  const resetSandbox = async () => {
    try {
      await (await loadSandbox()).resetSandbox(sandboxApi);
      setNote('Sandbox data reset to the starting examples.');
    } catch {
      setStatus({ kind: 'unavailable', message: 'The sandbox could not be loaded.' });
    }
  };

  const chooseServer = (url: string) => {
    touched.current = true;
    setServer(url);
  };

  const onSend = async () => {
    let loaded: ResponseViewModule;
    try {
      loaded = await loadResponseView();
    } catch {
      setStatus({
        kind: 'unavailable',
        message:
          'The code that sends requests could not be loaded (are you offline since this page was opened?). Reload the page to try again.',
      });
      return;
    }
    setView(loaded);
    const { buildRequest, send } = loaded;
    const sandbox = isSandbox;
    const built = buildRequest({
      server: sandbox ? realDefault : server,
      path: data.path ?? '',
      method: data.method,
      bodyText,
      fields: data.fields,
      values,
      allowMissingCredentials: sandbox,
    });
    if (!built.ok) {
      setStatus({ kind: 'invalid', error: built.error });
      return;
    }
    setNote('');
    setStatus({ kind: 'sending' });
    const sent: Sent = { url: built.request.url, request: built.request, sandbox };
    if (!sandbox) {
      setStatus({ ...(await send(built.request)), ...sent });
      return;
    }
    try {
      const { sendToSandbox } = await loadSandbox();
      setStatus({ ...(await sendToSandbox(sandboxApi, built.request)), ...sent });
    } catch {
      setStatus({
        kind: 'unavailable',
        message:
          'The sandbox could not be loaded (are you offline since this page was opened?). Reload the page to try again.',
      });
    }
  };

  const presetValue = isSandbox ? SANDBOX_SERVER : presets.some((p) => p.url === server) ? server : '';

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
          onChange={(e) =>
            chooseServer(e.target.value || (isSandbox ? (presets[0]?.url ?? realDefault) : server))
          }
          className={styles.input}
        >
          <option value={SANDBOX_SERVER}>Sandbox (in this page, no account)</option>
          {presets.map((p) => (
            <option key={p.url} value={p.url}>
              {p.label}
            </option>
          ))}
          <option value="">Custom URL</option>
        </select>
        {isSandbox ? (
          <div className={styles.sandbox} data-testid="sandbox-note">
            <p className={styles.hint}>
              The API simulated in this page from its reference: requests are checked against the documented
              schemas and answered as documented. Nothing leaves your browser; data lives until you close the
              tab.
            </p>
            <div className={styles.actions}>
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => void fillSandboxCredentials()}
              >
                Use sandbox credentials
              </button>
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => void resetSandbox()}
              >
                Reset sandbox data
              </button>
            </div>
          </div>
        ) : (
          <input
            id={`${id}-server`}
            aria-label="Server URL"
            type="url"
            className={styles.input}
            value={server}
            spellCheck={false}
            onChange={(e) => chooseServer(e.target.value)}
          />
        )}
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
      <div className={styles.remember}>
        <label>
          <input type="checkbox" checked={remember} onChange={(e) => onRememberChange(e.target.checked)} />{' '}
          Remember in this browser
        </label>
        <button type="button" className="button button--sm button--link" onClick={forget}>
          Forget
        </button>
        <p className={styles.hint} id={`${id}-remember-note`}>
          {keptNote(remember, keptIn)}
        </p>
      </div>
      <button type="submit" className="button button--primary" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Sending…' : 'Send request'}
      </button>
      <div aria-live="polite" className={styles.result} ref={resultRef}>
        {note && <p className={styles.hint}>{note}</p>}
        {status.kind === 'invalid' && (
          <div role="alert" className="alert alert--warning">
            {status.error}
          </div>
        )}
        {status.kind === 'unavailable' && (
          <div role="alert" className="alert alert--danger">
            {status.message}
          </div>
        )}
        {view && 'url' in status && <view.default outcome={status} />}
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
