import { redirect } from "react-router";

/** docs/product.md §7.2: any other path redirects to /not-found. */
export function loader() {
  return redirect("/not-found");
}

export function action() {
  return redirect("/not-found");
}
