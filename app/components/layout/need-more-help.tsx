import { LifeBuoy } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * The original specification's 'Need More Help' block (docs/product.md §7.3): Contact Support and
 * the FAQ.
 */
export function NeedMoreHelp() {
  return (
    <section
      aria-labelledby="need-more-help"
      className="rounded-card bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-white shadow-card sm:p-10"
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-4">
          <LifeBuoy aria-hidden className="mt-1 h-8 w-8 shrink-0 text-saffron-300" />
          <div>
            <h2 id="need-more-help" className="text-2xl text-white">
              Need More Help?
            </h2>
            <p className="mt-2 max-w-xl text-brand-100">
              Our support team answers every message, usually within one working day. You can also
              find quick answers in our frequently asked questions.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="accent">
            <Link to="/contact">Contact Support</Link>
          </Button>
          <Button asChild variant="light">
            <Link to="/contact#faq">Visit FAQ Page</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
