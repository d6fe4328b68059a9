/** A background job that runs one pass at a time, now on demand or every `intervalMs`. */
export interface PeriodicTask<T> {
  start: () => void;
  /** Stops the timer and waits for the pass in progress, and one `runSoon` asked for after it. */
  stop: () => Promise<void>;
  /** Runs a pass now, or joins the one in progress. */
  run: () => Promise<T>;
  /**
   * Runs a pass now, or one more right after the pass in progress (which may have read its work
   * before the caller's was written). Several calls during one pass add one pass, not several.
   */
  runSoon: () => void;
  /** Resolves when no pass is in progress. */
  idle: () => Promise<void>;
}

/** A feature's background job as the app runs it: started, stopped, or one pass now (tests, scripts). */
export interface BackgroundJob {
  start(): void;
  stop(): Promise<void>;
  /** One pass now; resolves with how many things it did (the job says what it counts). */
  runOnce(): Promise<number>;
}

/**
 * Single-flight per process: a kick during a pass waits for it instead of starting another.
 * A failed pass is reported through `onError` (whose value the pass resolves with) and the
 * schedule goes on; the timer never keeps the process alive.
 */
export function periodicTask<T>(
  pass: () => Promise<T>,
  intervalMs: number,
  onError: (error: unknown) => T,
): PeriodicTask<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  let stopped = true;
  let closing = false;
  let again = false;

  function run(): Promise<T> {
    running ??= pass()
      .catch(onError)
      .finally(() => (running = undefined));
    return running;
  }

  function runSoon() {
    if (closing) return;
    if (!running) {
      void run();
      return;
    }
    if (again) return;
    again = true;
    void running.finally(() => {
      again = false;
      if (!closing) void run();
    });
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().finally(schedule);
    }, intervalMs);
    timer.unref();
  }

  return {
    start: () => {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      // A pass asked for during the last one (work written just before shutdown) runs too.
      while (running) await running;
      closing = true;
    },
    run,
    runSoon,
    idle: async () => {
      await running;
    },
  };
}
