import { AUTH_MESSAGES } from "~/lib/auth-messages";
import { CLIENT_IP_HEADER } from "../auth/better-auth";
import { callAuth } from "../auth/calls";
import { refusalOfResponse } from "../auth/refusals";
import { claimPendingConversions } from "../bookings/writes-conversion";
import { consumeRateLimit } from "../platform/rate-limit";
import { claimInvite, promoteInvitee, releaseInvite } from "./writes";
import type { AppServices } from "../platform/types";
import type { InviteRole } from "../platform/db/schema";

// The invitee's side (/invite): the one-time link creates an admin's or a teacher's account through Better
// Auth's own sign-up pipeline (password hashing, its sign-up rate limit, the profile hook),
// then promotes it, as /setup does for the first admin.

/** Looks at /invite (views and posts) per address, every 10 minutes: guessing tokens is slow. */
const LOOKUPS_PER_WINDOW = 20;
const WINDOW_SECONDS = 600;

/** Whether this client may look a token up now; counts the look-up. */
export async function allowInviteLookup(services: AppServices, request: Request): Promise<boolean> {
  const ip = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  const { allowed } = await consumeRateLimit(services.db, `invite-lookup:${ip}`, {
    limit: Math.max(1, Math.round(LOOKUPS_PER_WINDOW * services.config.rateLimitMultiplier)),
    windowSeconds: WINDOW_SECONDS,
  });
  return allowed;
}

export type AcceptOutcome =
  /** Signed up and given its role: the response carries the new session's cookie. */
  | { kind: "created"; response: Response; role: InviteRole }
  /** Unknown, used, expired or withdrawn (or another post claimed it first). */
  | { kind: "invalid" }
  /** Better Auth refused the sign-up; the invitation stays open to try again. */
  | { kind: "refused"; status: number; message: string; field?: "name" | "password" };

/**
 * Creates the invitee's account, with the invitation's role (admin or teacher). The invitation is claimed first, by one conditional
 * UPDATE, before any account exists: of two concurrent posts exactly one claims it and the
 * other is answered as an invalid link. If the sign-up then fails, the claim is given back.
 */
export async function acceptInvite(
  services: AppServices,
  request: Request,
  input: { token: string; name: string; password: string },
): Promise<AcceptOutcome> {
  const invite = await claimInvite(services.db, input.token);
  if (!invite) return { kind: "invalid" };
  // Once an account exists the claim stands, whatever happens next: a second account for
  // the same invitation must never be possible.
  let accountMade = false;
  try {
    const response = await callAuth(services, request, "/sign-up/email", {
      name: input.name,
      email: invite.email,
      password: input.password,
    });
    if (!response.ok) return { kind: "refused", ...(await refusal(response)) };
    accountMade = true;
    const body = (await response.clone().json()) as { user?: { id: string; email: string } };
    const user = body.user;
    if (!user) return { kind: "refused", status: 500, message: AUTH_MESSAGES.unexpected };
    await promoteInvitee(services.db, user, invite);
    // The invitation proved the address (promoteInvitee marked it): attach what waited for it.
    await claimPendingConversions(services.db, user.id);
    return { kind: "created", response, role: invite.role };
  } finally {
    if (!accountMade) await releaseInvite(services.db, invite.id, invite.usedAt);
  }
}

/** What the page says for a refused sign-up, by Better Auth's answer. */
async function refusal(
  response: Response,
): Promise<{ status: number; message: string; field?: "name" | "password" }> {
  if (response.status === 429) return { status: 429, message: AUTH_MESSAGES.tooManySignUps };
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  if (body?.code?.startsWith("USER_ALREADY_EXISTS") || response.status === 422) {
    return {
      status: 409,
      message:
        "An account with this e-mail address already exists. Sign in with it, and ask an admin to change its role.",
    };
  }
  const known = await refusalOfResponse(response, AUTH_MESSAGES.signUpFailed);
  // The invitation's form shows only a name and a password; anything else is the form's.
  const field = known.field === "name" || known.field === "password" ? known.field : undefined;
  return { status: known.status, message: known.message, field };
}
