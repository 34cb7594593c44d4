import type { Logger } from "./log";

/**
 * What a run asked for while a pass is under way does:
 * - "join": it gets the pass under way, and one more pass follows that one (whatever it
 *   missed is picked up then). Ticks and kicks do the same.
 * - "queue": it runs after the passes already asked for (each with its own argument); a tick
 *   while any pass is under way is skipped, so a backlog does not pile up passes.
 */
export type Overlap = "join" | "queue";

export interface BackgroundLoopOptions<T, A> {
  /** One pass. `signal` is aborted by stop(): a long pass ends early at a safe point. */
  pass: (signal: AbortSignal, arg?: A) => Promise<T>;
  /** What a pass that threw resolves to (its error is logged, the loop goes on). */
  failed: T;
  log: Pick<Logger, "error">;
  /** The log message of a failed pass. */
  failMessage: string;
  /** The `error` field logged for a failed pass (default: String(error)). */
  errorText?: (error: unknown) => string;
  intervalMs: number;
  /** The first tick's delay, when it should come before the first interval has passed. */
  firstDelayMs?: number;
  /** kick() waits this long so that kicks that come together share one pass (default: 0). */
  kickDelayMs?: number;
  overlap: Overlap;
}

export interface BackgroundLoop<T, A> {
  /** Runs a pass now, or as `overlap` says while one is under way; never rejects. */
  run(arg?: A): Promise<T>;
  /** A pass soon (or now) instead of at the next tick; nothing once stopped. */
  kick(): void;
  readonly signal: AbortSignal;
  /**
   * Stops the timers, aborts `signal` and waits for the pass(es) under way: at most `waitMs`
   * when given. True when they finished, false when the wait ran out.
   */
  stop(waitMs?: number): Promise<boolean>;
}

/** A background loop: an interval timer, kicks, one pass at a time, errors logged. */
export function startBackgroundLoop<T, A = never>(
  options: BackgroundLoopOptions<T, A>,
): BackgroundLoop<T, A> {
  const abort = new AbortController();
  const errorText = options.errorText ?? ((error: unknown) => String(error));

  const guarded = (arg?: A): Promise<T> =>
    options.pass(abort.signal, arg).catch((error: unknown) => {
      options.log.error({ error: errorText(error) }, options.failMessage);
      return options.failed;
    });

  // "join": the pass under way, and whether another was asked for meanwhile.
  let running: Promise<T> | null = null;
  let again = false;
  function join(arg?: A): Promise<T> {
    if (running) {
      again = true;
      return running;
    }
    running = guarded(arg).finally(() => {
      running = null;
      if (again && !abort.signal.aborted) {
        again = false;
        void join();
      }
    });
    return running;
  }

  // "queue": the last pass asked for, and whether any is still to finish.
  let tail: Promise<T | undefined> = Promise.resolve(undefined);
  let busy = false;
  function queue(arg?: A): Promise<T> {
    busy = true;
    const mine = tail.then(() => guarded(arg));
    tail = mine;
    void mine.finally(() => {
      if (tail === mine) busy = false;
    });
    return mine;
  }

  const run = options.overlap === "join" ? join : queue;
  const tick = () => {
    if (options.overlap === "join") void join();
    else if (!busy && !abort.signal.aborted) void queue();
  };

  const first =
    options.firstDelayMs === undefined ? undefined : setTimeout(tick, options.firstDelayMs);
  first?.unref();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  let kickTimer: ReturnType<typeof setTimeout> | null = null;

  return {
    run,
    signal: abort.signal,
    kick() {
      if (abort.signal.aborted || kickTimer) return;
      if (!options.kickDelayMs) {
        void run();
        return;
      }
      kickTimer = setTimeout(() => {
        kickTimer = null;
        if (!abort.signal.aborted) void run();
      }, options.kickDelayMs);
    },
    async stop(waitMs) {
      abort.abort();
      clearTimeout(first);
      clearInterval(timer);
      if (kickTimer) clearTimeout(kickTimer);
      const under = options.overlap === "join" ? running : tail;
      if (!under) return true;
      if (waitMs === undefined) {
        await under;
        return true;
      }
      let wait: ReturnType<typeof setTimeout> | undefined;
      const finished = await Promise.race([
        under.then(() => true),
        new Promise<false>((resolve) => {
          wait = setTimeout(() => resolve(false), waitMs);
        }),
      ]);
      clearTimeout(wait);
      return finished;
    },
  };
}
