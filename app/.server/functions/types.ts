import type { z } from "zod";
import type { RateLimitRule } from "../platform/rate-limit";
import type { AppServices } from "../platform/types";
import type { SessionUser } from "../platform/session";

export interface CallableContext {
  services: AppServices;
  user: SessionUser | null;
  clientIp: string;
  /** Adds Set-Cookie headers to the answer (e.g. to sign in an account the call created). */
  setCookies(cookies: string[]): void;
}

/** A callable function: its input schema (shared with its form), its rate limit, its work. */
export interface CallableDefinition<S extends z.ZodType = z.ZodType> {
  schema: S;
  rateLimit: RateLimitRule;
  handler(data: z.infer<S>, context: CallableContext): Promise<unknown>;
}

export function defineCallable<S extends z.ZodType>(
  definition: CallableDefinition<S>,
): CallableDefinition<S> {
  return definition;
}
