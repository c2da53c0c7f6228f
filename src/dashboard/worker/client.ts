/**
 * Talks to the validation worker: at most one request in flight, and only the latest text waits behind it, so
 * typing in a huge document never queues stale work. Falls back to the main thread (after a pause) when a
 * worker can't be started.
 */
import { demoCatalog } from '../demo-catalog';
import type { JsonSchema } from '../schema/constants';
import type { ValidationResult } from '../validate';
import type { WorkerRequest, WorkerResponse } from './protocol';

export interface ValidationOutcome {
  id: number;
  result: ValidationResult;
  renderable: boolean;
  ms: number;
}

type Listener = (outcome: ValidationOutcome) => void;

export class ValidationClient {
  private worker: Worker | null = null;
  private fallback: Promise<(r: WorkerRequest) => WorkerResponse> | null = null;
  private busy = false;
  private pending: WorkerRequest | null = null;
  private nextId = 1;
  private readonly formats = new Map<number, (r: { text?: string; error?: string }) => void>();

  private readonly init: WorkerRequest;

  constructor(
    schema: JsonSchema,
    private readonly onResult: Listener,
    private readonly onFailure: (message: string) => void,
  ) {
    this.init = { kind: 'init', schema, catalog: demoCatalog() };
    try {
      this.worker = new Worker(new URL('./validate.worker.ts', import.meta.url), {
        name: 'dashboard-validation',
      });
      this.worker.onmessage = (e: MessageEvent<WorkerResponse>) => this.receive(e.data);
      this.worker.postMessage(this.init);
      this.worker.onerror = (e) => {
        e.preventDefault();
        console.warn('[playground] validation worker failed; validating on the main thread', e.message);
        this.useFallback();
      };
    } catch (error) {
      console.warn('[playground] no worker; validating on the main thread', error);
      this.useFallback();
    }
  }

  private loadFallback(): Promise<(r: WorkerRequest) => WorkerResponse> {
    return import('./handle').then((m) => {
      m.handle(this.init);
      return m.handle;
    });
  }

  private useFallback(): void {
    this.worker?.terminate();
    this.worker = null;
    this.fallback ??= this.loadFallback();
    this.busy = false;
    this.flush();
  }

  /** Queues a validation; returns its id (results of older ids are superseded). */
  validate(text: string): number {
    const id = this.nextId++;
    this.pending = { kind: 'validate', id, text };
    this.flush();
    return id;
  }

  format(text: string): Promise<{ text?: string; error?: string }> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.formats.set(id, resolve);
      this.send({ kind: 'format', id, text });
    });
  }

  private flush(): void {
    if (this.busy || !this.pending) return;
    const request = this.pending;
    this.pending = null;
    this.send(request);
  }

  private send(request: WorkerRequest): void {
    if (request.kind === 'validate') this.busy = true;
    if (this.worker) {
      this.worker.postMessage(request);
      return;
    }
    const run = this.fallback ?? (this.fallback = this.loadFallback());
    // A macrotask first, so the page paints before a long main-thread validation.
    void run.then((handle) => window.setTimeout(() => this.receive(handle(request)), 0));
  }

  private receive(response: WorkerResponse): void {
    if (response.kind === 'ready') return;
    if (response.kind === 'failed' && response.id === 0) {
      this.onFailure(response.message);
      return;
    }
    if (response.kind === 'formatted') {
      this.formats.get(response.id)?.({ text: response.text, error: response.error });
      this.formats.delete(response.id);
      return;
    }
    if (response.kind === 'failed' && this.formats.has(response.id)) {
      this.formats.get(response.id)!({ error: response.message });
      this.formats.delete(response.id);
      return;
    }
    this.busy = false;
    if (response.kind === 'failed') this.onFailure(response.message);
    else
      this.onResult({
        id: response.id,
        result: response.result,
        renderable: response.renderable,
        ms: response.ms,
      });
    this.flush();
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.pending = null;
  }
}
