import { lazy, Suspense, useEffect, useRef } from "react";
import {
  isRouteErrorResponse,
  Links,
  type LinkDescriptor,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import openSansLatin from "@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2?url";
import { SignInError } from "./components/auth/sign-in-error";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { Toaster } from "./components/ui/toaster";
import type { GoogleClientConfig } from "./hooks/use-google-config";
import { showCarriedToast } from "./hooks/use-toast";
import { Island, IslandsScript, useIslandsMode } from "./islands/island";
import { NeverHydrated } from "./islands/never-hydrated";
import { errorPageText } from "./lib/error-page";
import { SHELL_PATHS } from "./lib/route-areas";
import { headerIslandUser, menuUserOf } from "./lib/personal-slot";
import { isGuardedPath, isShellHidden, type MenuUser } from "./lib/shell";

// Only sites with Google sign-in configured download the One Tap code.
const GoogleOneTap = lazy(() => import("./components/auth/google-one-tap"));

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet at the top of <head>, so the render-blocking
  // CSS is requested before the font and everything else the page names (decision 0008; the
  // module scripts now come after the first paint, decision 0009).
  { rel: "stylesheet", href: appCss, precedence: "default" } as LinkDescriptor,
  // The text font, fetched with the stylesheet rather than after it (see app.css).
  { rel: "preload", href: openSansLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  // No SVG icon here: Chromium draws a page's SVG favicon in the page's own renderer, building an
  // SVG document for it, a main-thread task of 10-40 ms after the first paint on every page
  // (docs/performance.md §18.1). The 32 px PNG inside favicon.ico is decoded in well under a
  // millisecond; favicon.svg stays the web manifest's scalable icon.
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { user, services } = context;
  const menuUser: MenuUser | null = user
    ? { name: user.name, email: user.email, role: user.role }
    : null;
  const { google } = services.config;
  const googleClient: GoogleClientConfig | null = google
    ? {
        clientId: google.clientId,
        scriptUrl: google.identityScriptUrl,
        redirect: Boolean(google.clientSecret),
      }
    : null;
  return {
    user: menuUser,
    site: services.config.site,
    google: googleClient,
    shellPaths: SHELL_PATHS,
  };
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** docs/product.md §7.2: the page scrolls to the top on every path change. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first render is a page load: leave the browser's own scroll position alone.
    if (first.current) {
      first.current = false;
      // A toast a page served as islands carried over its navigation to this one.
      showCarriedToast();
      document.documentElement.dataset.hydrated = "true";
      return;
    }
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  // A route whose handle asks for islands (the landing page, and the content pages of decision
  // 0060) gets no router scripts: the islands entry wakes its interactive parts alone
  // (docs/decisions/0046-landing-islands.md).
  const islands = useIslandsMode();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3730a3" />
        <Meta />
        <Links />
        {/* Without JavaScript, accordions cannot open: show every answer instead. */}
        <noscript>
          <style>{".accordion-panel[hidden]{display:block}"}</style>
        </noscript>
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        {islands ? <IslandsScript /> : <Scripts />}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const islands = useIslandsMode();
  /** In islands mode, a part the islands entry hydrates on its own (app/islands/island.tsx). */
  const island = (name: string, props: object, node: React.ReactNode) =>
    islands ? (
      <Island name={name} props={props}>
        {node}
      </Island>
    ) : (
      node
    );
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const showShell = !isShellHidden(pathname, loaderData.shellPaths);
  // A signed-in visitor's public page may be their role's cached copy: their own name and
  // e-mail come from the page then (app/lib/personal-slot.ts).
  const user = menuUserOf(loaderData.user);
  // A guarded page being opened waits for the server to confirm who is signed in. A form's post
  // or a filter on the page already open keeps it mounted: swapping it for the placeholder
  // would throw away what is typed in its other forms, its focus and its scroll
  // (tests/e2e/admin-invite.spec.ts, "a revalidation for another reason keeps what is typed").
  const waitingForAuth =
    navigation.state === "loading" &&
    navigation.formMethod === undefined &&
    navigation.location.pathname !== pathname &&
    isGuardedPath(navigation.location.pathname, loaderData.shellPaths);

  return (
    // Outside the islands nothing is hydrated on a page served as islands (app/islands/island.tsx).
    <NeverHydrated value={islands}>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      {showShell
        ? island(
            "header",
            { ...headerIslandUser(loaderData.user), siteName: loaderData.site.name },
            <SiteHeader user={user} siteName={loaderData.site.name} />,
          )
        : null}
      <main id="main" className="flex flex-1 flex-col">
        {waitingForAuth ? (
          <p role="status" className="container-page py-24 text-center text-lg text-muted">
            Loading...
          </p>
        ) : (
          <Outlet />
        )}
      </main>
      {showShell ? <SiteFooter site={loaderData.site} /> : null}
      {island("toaster", {}, <Toaster />)}
      {loaderData.google
        ? island(
            "google-one-tap",
            { config: loaderData.google, signedIn: user !== null },
            <Suspense fallback={null}>
              <GoogleOneTap config={loaderData.google} signedIn={user !== null} />
            </Suspense>,
          )
        : null}
      {island("sign-in-error", {}, <SignInError />)}
    </NeverHydrated>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { status, title, message } = errorPageText(error);
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <main
      id="main"
      className="container-page flex flex-1 flex-col items-center justify-center py-24 text-center"
    >
      <title>{`${title} | Learnova`}</title>
      <p className="text-sm font-bold text-saffron-700">Error {status}</p>
      <h1 className="mt-2 text-4xl">{title}</h1>
      <p className="mt-4 text-muted">{message}</p>
      <a href="/" className="mt-8 font-semibold text-brand-700 underline">
        Back to the home page
      </a>
    </main>
  );
}
