/// <reference lib="webworker" />
/** Validation off the main thread: a 5 MB document never freezes the page. */
import { handle } from './handle';
import type { WorkerRequest, WorkerResponse } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  scope.postMessage(handle(event.data) satisfies WorkerResponse);
};
