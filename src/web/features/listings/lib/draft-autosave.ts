/**
 * The form's draft kept on the server (issue 22 §3): every change and step change is saved,
 * debounced, so Back, a reload, a trip to /subscription or another device loses nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { DRAFT_PATH, saveServiceDraft } from '../api/drafts-api.ts';

/** How long typing may pause before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 800;

export type DraftState = 'idle' | 'unsaved' | 'saving' | 'saved' | 'failed';

export type DraftAutosave = {
  state: DraftState;
  /** True while some change is not yet in the saved draft. */
  unsaved: boolean;
  /** The same, read now (for checks outside rendering: leaving the page). */
  isUnsaved: () => boolean;
  /** Saves now; true when the draft holds every change. */
  flush: () => Promise<boolean>;
  /** Stops saving (the form is being submitted: the server deletes the draft). */
  stop: () => Promise<void>;
  /** Saves again after a submit that did not go through. */
  resume: () => void;
};

/** Saves on page hide without waiting (a reload or a closed tab). */
function saveOnUnload(body: unknown): void {
  void fetch(DRAFT_PATH, {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

/** While `unsaved`, a reload or closed tab saves at once and the browser asks first. */
function useSaveOnUnload(unsaved: boolean, save: () => void): void {
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    if (!unsaved) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      saveRef.current();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [unsaved]);
}

/** Runs `onChange` when the step changes (not on the first render). */
function useOnStepChange(step: number, onChange: () => void): void {
  const seen = useRef(step);
  useEffect(() => {
    if (step === seen.current) return;
    seen.current = step;
    onChange();
  }, [step, onChange]);
}

const isUnsavedState = (state: DraftState) =>
  state === 'unsaved' || state === 'saving' || state === 'failed';

/** The draft's state, also readable at once (`isUnsaved`) by a leave prompt. */
function useDraftState() {
  const [state, setStateNow] = useState<DraftState>('idle');
  const current = useRef<DraftState>('idle');
  const setState = useCallback((next: DraftState) => {
    current.current = next;
    setStateNow(next);
  }, []);
  const isUnsaved = useCallback(() => isUnsavedState(current.current), []);
  return { state, setState, isUnsaved };
}

export function useDraftAutosave<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  step: number,
  serviceId: number | undefined,
): DraftAutosave {
  const { state, setState, isUnsaved } = useDraftState();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const version = useRef(0);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const stopped = useRef(false);
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);
  const body = useCallback(
    () => ({
      service_id: serviceId,
      step: stepRef.current,
      data: form.getValues(),
    }),
    [form, serviceId],
  );

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    if (stopped.current) return true;
    const saving = version.current;
    setState('saving');
    const call = saveServiceDraft(body());
    inFlight.current = call;
    try {
      await call;
      if (version.current === saving && !stopped.current) setState('saved');
      return true;
    } catch {
      if (version.current === saving) setState('failed');
      return false;
    } finally {
      if (inFlight.current === call) inFlight.current = null;
    }
  }, [body, setState]);

  const schedule = useCallback(() => {
    if (stopped.current) return;
    version.current += 1;
    setState('unsaved');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
  }, [flush, setState]);

  useEffect(() => {
    const subscription = form.watch(() => schedule());
    return () => subscription.unsubscribe();
  }, [form, schedule]);

  useOnStepChange(step, schedule);

  const unsaved = isUnsavedState(state);
  useSaveOnUnload(unsaved, () => {
    clearTimeout(timer.current);
    saveOnUnload(body());
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const stop = useCallback(async () => {
    stopped.current = true;
    clearTimeout(timer.current);
    setState('idle');
    await inFlight.current?.catch(() => undefined);
  }, [setState]);
  const resume = useCallback(() => {
    stopped.current = false;
    schedule();
  }, [schedule]);
  return { state, unsaved, isUnsaved, flush, stop, resume };
}
