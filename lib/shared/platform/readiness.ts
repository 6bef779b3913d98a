import { bridgeSingleton } from '@/lib/shared/process-singleton';

// Whether start-up (migrations, the demo seed, the platform admin) finished. lib/startup/start.ts, started by
// instrumentation.ts register() before any request, marks it; handlers wait for it and the readiness
// probe asks it. No imports beyond this, so route code never loads start-up (or the demo seed).
interface Readiness {
  started: boolean;
  whenStarted: Promise<void>;
  markStarted: () => void;
}

const readiness = bridgeSingleton('readiness', (): Readiness => {
  let resolve!: () => void;
  const whenStarted = new Promise<void>((r) => (resolve = r));
  const state: Readiness = { started: false, whenStarted, markStarted: () => ((state.started = true), resolve()) };
  return state;
});

export const isStarted = (): boolean => readiness.started;

export const markStarted = (): void => readiness.markStarted();

// Resolves once start-up finished. A start-up that fails ends the process, so nobody waits for ever.
export const whenStarted = (): Promise<void> => readiness.whenStarted;
