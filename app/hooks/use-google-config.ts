import { useRouteLoaderData } from "react-router";

/** What the browser needs of Google sign-in; null when GOOGLE_CLIENT_ID is unset. */
export interface GoogleClientConfig {
  clientId: string;
  scriptUrl: string;
  /** Whether 'Continue with Google' (the OAuth redirect, which needs the client secret) works. */
  redirect: boolean;
}

export function useGoogleConfig(): GoogleClientConfig | null {
  const data = useRouteLoaderData("root") as { google: GoogleClientConfig | null } | undefined;
  return data?.google ?? null;
}
