import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The call to action under every article: book a free demo class. */
export function DemoCta() {
  return (
    <aside
      aria-labelledby="demo-cta"
      className="rounded-card bg-gradient-to-br from-saffron-100 via-saffron-50 to-white p-8 shadow-card"
    >
      <h2 id="demo-cta" className="text-2xl">
        Try a live class, free
      </h2>
      <p className="mt-2 text-ink">
        Meet a Learnova teacher in a free demo class: pick a subject and a time that suits you, and
        see how live, small-group learning feels.
      </p>
      <Button asChild className="mt-5" variant="primary">
        <Link to="/get-started">Book a free demo</Link>
      </Button>
    </aside>
  );
}
