import { redirect } from "react-router";

/** The seed: any other path redirects to /not-found. */
export function loader() {
  return redirect("/not-found");
}

export function action() {
  return redirect("/not-found");
}
