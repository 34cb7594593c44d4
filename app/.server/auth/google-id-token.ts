import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";

/** The issuers Google signs ID tokens as (both forms occur in the wild). */
export const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

/** What Learnova takes from a verified Google ID token. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

export type GoogleIdTokenVerifier = (token: string) => Promise<GoogleIdentity | null>;

interface GoogleClaims extends JWTPayload {
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  picture?: unknown;
}

/**
 * Checks a Google ID token: RS256 signature by a key from Google's JWKS (fetched and cached
 * by jose, refetched when an unknown key id appears), audience = our client id, Google's
 * issuer, not expired (30 s clock tolerance). Returns the identity, or null for any failure.
 */
export function createGoogleIdTokenVerifier(options: {
  clientId: string;
  jwksUrl: string;
}): GoogleIdTokenVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5_000,
    cooldownDuration: 30_000,
  });
  return async (token) => {
    try {
      const { payload } = await jwtVerify<GoogleClaims>(token, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        algorithms: ["RS256"],
        requiredClaims: ["sub", "exp", "iat", "email"],
        clockTolerance: 30,
      });
      if (typeof payload.sub !== "string" || typeof payload.email !== "string") return null;
      return {
        subject: payload.sub,
        email: payload.email.toLowerCase(),
        // Google sends a boolean; older tokens carried the string "true".
        emailVerified: payload.email_verified === true || payload.email_verified === "true",
        name: typeof payload.name === "string" ? payload.name : undefined,
        picture: typeof payload.picture === "string" ? payload.picture : undefined,
      };
    } catch {
      return null;
    }
  };
}
