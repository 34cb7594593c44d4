// A stand-in for Google's key endpoint, for tests only: a fresh RSA key pair whose public half
// is served as a JWKS over local HTTP, so the server's real verification code (jose's
// createRemoteJWKSet) runs unchanged while no test ever contacts Google.
import { exportJWK, generateKeyPair } from "jose";
import { writeFileSync } from "node:fs";
import { createServer } from "node:http";

export const TEST_KEY_ID = "learnova-test-key";
/** The Google client id the test servers are configured with (the tokens' audience). */
export const TEST_GOOGLE_CLIENT_ID = "learnova-test.apps.googleusercontent.com";

/**
 * Starts the JWKS server on a free local port. Returns its URL, the private key (JWK) to sign
 * tokens with, and close(). With `privateKeyFile` the private key is also written there, for
 * test processes other than this one (the Playwright workers).
 */
export async function startGoogleJwksServer({ privateKeyFile } = {}) {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: TEST_KEY_ID, alg: "RS256", use: "sig" };
  const privateJwk = { ...(await exportJWK(privateKey)), kid: TEST_KEY_ID, alg: "RS256" };
  if (privateKeyFile) writeFileSync(privateKeyFile, JSON.stringify(privateJwk), { mode: 0o600 });

  const body = JSON.stringify({ keys: [publicJwk] });
  const server = createServer((req, res) => {
    if (req.url !== "/certs") {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/certs`,
    privateJwk,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
