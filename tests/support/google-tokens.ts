import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from "jose";

import { TEST_GOOGLE_CLIENT_ID } from "./google-jwks-server.mjs";

export { TEST_GOOGLE_CLIENT_ID };

export interface GoogleTokenOptions {
  email: string;
  name?: string;
  emailVerified?: boolean;
  subject?: string;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  keyId?: string;
}

/** Signs an ID token shaped like Google's with the given private key (tests only). */
export async function signGoogleIdToken(
  privateJwk: JWK,
  options: GoogleTokenOptions,
): Promise<string> {
  const key = await importJWK(privateJwk, "RS256");
  const now = Math.floor(Date.now() / 1000);
  const claims: JWTPayload = {
    email: options.email,
    email_verified: options.emailVerified ?? true,
    ...(options.name ? { name: options.name } : {}),
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: options.keyId ?? privateJwk.kid, typ: "JWT" })
    .setIssuer(options.issuer ?? "https://accounts.google.com")
    .setAudience(options.audience ?? TEST_GOOGLE_CLIENT_ID)
    .setSubject(options.subject ?? `sub-${options.email}`)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(key);
}

/** A private key no JWKS knows: tokens it signs must be rejected as badly signed. */
export async function strangerKey(kid: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: "RS256" };
}
