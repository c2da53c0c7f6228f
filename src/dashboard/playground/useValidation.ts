/**
 * The playground's checks: the validation worker (loaded when the page mounts, src/dashboard/worker), the
 * latest result, whether a check is under way, and the last dashboard that could be drawn. Only the result of
 * the latest text is kept: a newer text supersedes what is in flight.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ValidationClient, ValidationOutcome } from '../worker/client';
import type { Diagnostic } from '../validate';
import type { JsonSchema } from '../schema/constants';
import { validationDelay, type Notice } from './startup';

interface Options {
  loadSchema(): Promise<JsonSchema>;
  /** The text now (the client checks it once it is ready). */
  getText(): string;
  /** Each new result's diagnostics, for the editor. */
  onDiagnostics(diagnostics: Diagnostic[]): void;
  notify(notice: Notice): void;
}

export function useValidation({ loadSchema, getText, onDiagnostics, notify }: Options) {
  const clientRef = useRef<ValidationClient | null>(null);
  const [clientReady, setClientReady] = useState(false);
  const [outcome, setOutcome] = useState<ValidationOutcome | null>(null);
  const [checking, setChecking] = useState(true);
  const [lastGood, setLastGood] = useState<unknown>(undefined);
  /** The latest inline diagnostics, for an editor created after they arrived. */
  const latestDiagnostics = useRef<Diagnostic[]>([]);
  const latestRequest = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  // Kept in refs: the client is created once, and these may change between renders.
  const latest = useRef({ getText, onDiagnostics, notify });
  latest.current = { getText, onDiagnostics, notify };

  /** Checks `text` now (nothing until the client is ready: it checks the text then). */
  const validateNow = useCallback((text: string) => {
    const client = clientRef.current;
    if (!client) return;
    setChecking(true);
    latestRequest.current = client.validate(text);
  }, []);

  /** Checks `text` once typing pauses (longer for a larger text). */
  const validateSoon = useCallback(
    (text: string) => {
      window.clearTimeout(timer.current);
      setChecking(true);
      timer.current = window.setTimeout(() => validateNow(text), validationDelay(text.length));
    },
    [validateNow],
  );

  useEffect(() => {
    let cancelled = false;
    const onResult = (result: ValidationOutcome) => {
      // A newer text is on its way: its result will follow; don't paint stale ranges.
      if (result.id !== latestRequest.current) return;
      setChecking(false);
      setOutcome(result);
      latestDiagnostics.current = result.result.diagnostics;
      latest.current.onDiagnostics(result.result.diagnostics);
      // Too large to draw: show the message alone, not an older dashboard that looks current.
      if (result.result.parsed) setLastGood(result.renderable ? result.result.value : undefined);
    };
    Promise.all([import('../worker/client'), loadSchema()])
      .then(([clientModule, schema]) => {
        if (cancelled) return;
        clientRef.current = new clientModule.ValidationClient(schema, onResult, (message) => {
          setChecking(false);
          console.warn('[playground] validation failed', message);
          latest.current.notify({ tone: 'error', text: `Validation stopped unexpectedly: ${message}` });
        });
        setClientReady(true);
        validateNow(latest.current.getText());
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('[playground] the validator could not load', error);
        setChecking(false);
        latest.current.notify({
          tone: 'error',
          text: 'The checks could not load (network?). Your text is kept; reload to try again.',
        });
      });
    return () => {
      cancelled = true;
      window.clearTimeout(timer.current);
      clientRef.current?.dispose();
      clientRef.current = null;
    };
  }, [loadSchema, validateNow]);

  return {
    clientRef,
    clientReady,
    outcome,
    checking,
    lastGood,
    /** Draws a dashboard before its check is back (the page's first text). */
    setLastGood,
    latestDiagnostics,
    validateNow,
    validateSoon,
  };
}
