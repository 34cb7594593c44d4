// Chromium on our machines may reach nothing but localhost: no background traffic, no QUIC,
// and every other host name fails to resolve. Shared by Playwright and `npm run lighthouse`.
export const OFFLINE_CHROMIUM_FLAGS = [
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-features=NetworkTimeServiceQuerying",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];
