/** How many checked cookie values a process keeps: far more than the visitors of a few seconds. */
export const VERIFIED_SIGNATURES_LIMIT = 4096;

/**
 * Session cookie values (token and signature, as sent) whose HMAC signature this process has
 * already checked, each with its token. The check is a pure function of the value and the
 * secret, so its answer can be kept; an HMAC per request cost as much as the session query
 * (docs/performance.md §10.7). Only values that passed are kept: a forged signature is never in
 * it and is checked, and refused, every time. It knows nothing of who a token belongs to or
 * whether its session is live: the session is read from the database on every request
 * (decision 0052). Bounded: past the limit the oldest value goes, and is checked again if sent.
 */
export interface VerifiedSignatures {
  /** The token of a value that passed the check before, else undefined (then check it). */
  tokenOf(value: string): string | undefined;
  /** Keeps a value that has just passed the check. */
  remember(value: string, token: string): void;
  readonly size: number;
}

export function createVerifiedSignatures(limit = VERIFIED_SIGNATURES_LIMIT): VerifiedSignatures {
  const tokens = new Map<string, string>();
  return {
    tokenOf: (value) => tokens.get(value),
    remember(value, token) {
      if (tokens.has(value)) return;
      if (tokens.size >= limit) tokens.delete(tokens.keys().next().value!);
      tokens.set(value, token);
    },
    get size() {
      return tokens.size;
    },
  };
}
