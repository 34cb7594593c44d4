import { Link } from "react-router";
import { DEMO_CTA } from "~/lib/demo-cta-markup";

/** The call to action under every article: book a free demo class. */
export function DemoCta() {
  return (
    <aside aria-labelledby="demo-cta" className={DEMO_CTA.asideClass}>
      <h2 id="demo-cta" className={DEMO_CTA.headingClass}>
        {DEMO_CTA.heading}
      </h2>
      <p className={DEMO_CTA.textClass}>{DEMO_CTA.text}</p>
      <Link to={DEMO_CTA.href} className={DEMO_CTA.linkClass}>
        {DEMO_CTA.link}
      </Link>
    </aside>
  );
}
