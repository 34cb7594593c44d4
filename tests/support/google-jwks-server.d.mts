import type { JWK } from "jose";

export const TEST_KEY_ID: string;
export const TEST_GOOGLE_CLIENT_ID: string;

export function startGoogleJwksServer(options?: { privateKeyFile?: string }): Promise<{
  url: string;
  privateJwk: JWK;
  close: () => Promise<void>;
}>;
