/**
 * What the island components use of react-router, without a router: scripts/build-islands.mjs
 * aliases `react-router` to this file, so an island hydrates with React DOM alone (about 40 KB
 * gzip less than the router's runtime; docs/decisions/0046-landing-islands.md). Links render the
 * same `<a>` as the router's and navigate plainly, to the page cache; the location is the
 * browser's own, which does not change without a page load.
 */
import {
  forwardRef,
  type AnchorHTMLAttributes,
  type FormHTMLAttributes,
  type ReactNode,
} from "react";
import { carryToastToNextPage } from "~/hooks/use-toast";

type To = string | { pathname?: string; search?: string; hash?: string };

function href(to: To): string {
  return typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: To;
  replace?: boolean;
  reloadDocument?: boolean;
  prefetch?: string;
  viewTransition?: boolean;
  preventScrollReset?: boolean;
  state?: unknown;
  discover?: string;
};

function anchorProps(props: LinkProps) {
  const {
    to,
    replace: _replace,
    reloadDocument: _reload,
    prefetch: _prefetch,
    viewTransition: _vt,
    preventScrollReset: _psr,
    state: _state,
    discover: _discover,
    ...rest
  } = props;
  // The router writes data-discover on its links; the same attribute keeps hydration identical.
  return { ...rest, href: href(to), "data-discover": "true" };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return <a ref={ref} {...anchorProps(props)} />;
});

type NavState = { isActive: boolean; isPending: boolean; isTransitioning: boolean };
type NavLinkProps = Omit<LinkProps, "className" | "children" | "style"> & {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((state: NavState) => string | undefined);
  style?: React.CSSProperties | ((state: NavState) => React.CSSProperties | undefined);
  children?: ReactNode | ((state: NavState) => ReactNode);
};

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const {
    end,
    caseSensitive: _cs,
    className,
    style,
    children,
    "aria-current": ariaCurrent = "page",
    ...rest
  } = props;
  const path = href(props.to).split(/[?#]/)[0];
  const here = window.location.pathname;
  const isActive =
    here === path ||
    (!end && path !== "/" && here.startsWith(path.endsWith("/") ? path : `${path}/`));
  const state: NavState = { isActive, isPending: false, isTransitioning: false };
  const cls = typeof className === "function" ? className(state) : className;
  return (
    <a
      ref={ref}
      {...anchorProps(rest as LinkProps)}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        [cls, typeof className === "function" ? "" : isActive ? "active" : ""]
          .filter(Boolean)
          .join(" ") || undefined
      }
      style={typeof style === "function" ? style(state) : style}
    >
      {typeof children === "function" ? children(state) : children}
    </a>
  );
});

export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: "default" };
}

export function useSearchParams() {
  return [new URLSearchParams(window.location.search), navigateSearch] as const;
}

function navigateSearch(next: URLSearchParams | string) {
  const search = typeof next === "string" ? next : next.toString();
  leaveFor(`${window.location.pathname}${search ? `?${search}` : ""}`);
}

/** Set once a navigation has begun: the document is being replaced, so nothing reloads it. */
let leaving = false;
// Come back to from the back/forward cache: this document is live again.
if (typeof window !== "undefined")
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) leaving = false;
  });

/**
 * Every navigation of an island loads the next document. The open toast goes with it (the router
 * would have kept it on screen).
 */
function leaveFor(url: string, replace = false) {
  leaving = true;
  carryToastToNextPage(new URL(url, window.location.href).pathname);
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

export function useNavigate() {
  return (to: To | number, options?: { replace?: boolean }) => {
    if (typeof to === "number") return window.history.go(to);
    leaveFor(href(to), options?.replace);
  };
}

type FormProps = FormHTMLAttributes<HTMLFormElement> & {
  discover?: string;
  fetcherKey?: string;
  navigate?: boolean;
  reloadDocument?: boolean;
  replace?: boolean;
  state?: unknown;
  relative?: string;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  defaultShouldRevalidate?: boolean;
};

/**
 * The router's `<form>` markup, without the router: the island's own onSubmit runs (a form that
 * sends through its callable prevents the default, decision 0016); one that does not posts as a
 * plain form, to the page's action, as without JavaScript. An island's form names its `action`
 * as an absolute path (the router resolves relative ones and index routes, this does not).
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(props, ref) {
  const {
    discover = "render",
    fetcherKey: _key,
    navigate: _navigate,
    reloadDocument: _reload,
    replace: _replace,
    state: _state,
    relative: _relative,
    preventScrollReset: _psr,
    viewTransition: _vt,
    defaultShouldRevalidate: _revalidate,
    method = "get",
    action,
    ...rest
  } = props;
  const absolute = typeof action === "string" && /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(action);
  return (
    <form
      ref={ref}
      method={method.toLowerCase() === "get" ? "get" : "post"}
      action={action ?? `${window.location.pathname}${window.location.search}`}
      {...rest}
      data-discover={!absolute && discover === "render" ? "true" : undefined}
    />
  );
});

/** No island posts through a fetcher (the newsletter form sends through its callable). */
export function useFetcher<T = unknown>() {
  return {
    state: "idle" as const,
    data: undefined as T | undefined,
    formData: undefined,
    submit: () => undefined,
    load: () => undefined,
    Form: "form" as const,
  };
}

/**
 * Reloads the page for fresh data, unless a navigation has already begun: reloading then would
 * cancel it and stay on the old page (One Tap navigates home, then revalidates).
 */
export function useRevalidator() {
  return {
    state: "idle" as const,
    revalidate: () => {
      if (!leaving) window.location.reload();
    },
  };
}
