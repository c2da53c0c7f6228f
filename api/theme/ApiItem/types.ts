/**
 * The `apiPanel` export of every generated API page, from the `{id}.ApiPanel.json` beside it (see
 * api/plugin-config.mjs): what the right-hand panel needs to show code samples and send the request.
 */
export interface PanelServer {
  url: string;
  description?: string;
  /** Server variables with their default values, e.g. { host: 'analytics.example.com' }. */
  variables?: Record<string, string>;
}

/** An input the reader fills in before sending: a credential in the JSON body or a header. */
export interface PanelField {
  in: 'body' | 'header';
  name: string;
  required?: boolean;
}

export interface CodeSample {
  language: string;
  label: string;
  /** Prism language used to highlight it. */
  highlight: string;
  code: string;
}

export interface PanelData {
  /** Which reference the page belongs to (a key of API_SPECS): the Core API defaults to the configured server. */
  api: string;
  method: string;
  /** The real request path (absent for webhooks, which go to a URL the platform gives you). */
  path?: string;
  /** Core API: the value of `action` in the body. */
  action?: string;
  webhook: boolean;
  servers: PanelServer[];
  fields: PanelField[];
  /** The example request body (JSON). */
  body?: unknown;
  /** The body example was generated from the schema (the file has none). */
  generatedExample?: boolean;
  /** false for APIs the Send request form cannot serve (no sandbox model): code samples only. */
  sendRequest?: false;
  /**
   * The server URL every sample calls (the first server, variables at their defaults): the panel puts the
   * reader's choice in its place. Absent for webhooks (the platform gives their URL).
   */
  sampleServer?: string;
  /** The environment variables the samples read credentials from, with what each holds. */
  sampleEnv?: { name: string; what: string }[];
  samples: CodeSample[];
}
