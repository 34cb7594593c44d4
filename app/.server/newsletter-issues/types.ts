// The newsletter sender's shape, apart from its code so that the services' type
// (platform/types.ts) needs nothing that imports the services (app/.server/README.md).

export interface NewsletterSender {
  /** Look for work now (an admin just started a send). */
  kick(): void;
  /** Runs one pass (until nothing is left or the outbox is full); tests use it. */
  drain(): Promise<number>;
  /** Stops after the batch under way and gives its lease back. */
  stop(): Promise<void>;
  readonly workerId: string;
}
