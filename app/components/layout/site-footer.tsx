import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { copyrightYear } from "~/lib/copyright-year";
import type { SiteConfig } from "~/lib/site";
import { Logo } from "./logo";

const explore = [
  { label: "Our Courses", to: "/courses" },
  { label: "About Us", to: "/about" },
  { label: "Blogs", to: "/blogs" },
  { label: "Get Started", to: "/get-started" },
];
const support = [
  { label: "Contact Us", to: "/contact" },
  { label: "FAQ", to: "/contact#faq" },
  { label: "Help Center", to: "/help" },
];
const legal = [
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Data Deletion Policy", to: "/data-deletion-policy" },
];

function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 grid gap-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-brand-100 hover:text-white hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Footer: contact e-mail and phone, social links, site links, copyright. */
export function SiteFooter({ site }: { site: SiteConfig }) {
  const year = copyrightYear();
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo name={site.name} light />
          <p className="mt-4 max-w-sm">
            Live, interactive classes in school subjects, languages and wellbeing, for children,
            teens and professionals, wherever they are.
          </p>
          <ul className="mt-6 grid gap-2">
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <Mail aria-hidden className="h-4 w-4 text-saffron-300" />
                {site.email}
              </a>
            </li>
            <li>
              <a
                href={`tel:${site.phone.replace(/[^+\d]/g, "")}`}
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <Phone aria-hidden className="h-4 w-4 text-saffron-300" />
                {site.phone}
              </a>
            </li>
          </ul>
        </div>
        <LinkColumn title="Explore" links={explore} />
        <LinkColumn title="Support" links={support} />
        <LinkColumn title="Legal" links={legal} />
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Social media">
            {site.social.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener noreferrer me"
                  className="inline-flex rounded-full border border-white/25 px-3 py-1 hover:border-white hover:text-white"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
