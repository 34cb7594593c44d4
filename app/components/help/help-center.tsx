import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useSearchParams } from "react-router";
import { FaqList } from "~/components/content/faq-list";
import { NeedMoreHelp } from "~/components/layout/need-more-help";
import { PageBanner } from "~/components/layout/page-banner";
import { Button } from "~/components/ui/button";
import type { HelpTopic } from "~/lib/content-types";
import { searchHelp } from "~/lib/help-search";

/**
 * The Help Center: its search filters the answers as the visitor types (a GET form for visitors
 * without JavaScript), each answer opening on its own. The page serves it as one island
 * (app/routes/marketing/help.tsx), since the search and the answers it filters are one piece.
 */
export function HelpCenter({ topics: all }: { topics: HelpTopic[] }) {
  const [params] = useSearchParams();
  // Filters as you type; the GET form covers visitors without JavaScript.
  const [query, setQuery] = useState(params.get("q") ?? "");
  const input = useRef<HTMLInputElement>(null);
  // Served as an island that wakes when used: what the visitor typed before its code arrived is
  // in the field but not in the state React hydrated with, so the search starts from it.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== query) setQuery(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  const topics = searchHelp(all, query);
  const count = topics.reduce((n, t) => n + t.items.length, 0);

  return (
    <>
      <PageBanner
        title="Help Center"
        lead="Answers to common questions about demo classes, schedules, your account and joining a live class."
      >
        <Form
          method="get"
          role="search"
          className="mt-8 flex max-w-xl gap-2"
          onSubmit={(e) => e.preventDefault()}
        >
          <label htmlFor="help-search" className="sr-only">
            Search the Help Center
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-3.5 left-4 h-5 w-5 text-gray-500"
            />
            <input
              ref={input}
              id="help-search"
              type="search"
              name="q"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search, e.g. “refund” or “microphone”"
              className="h-12 w-full rounded-full border border-gray-300 bg-white pr-4 pl-12 text-base shadow-sm focus:border-brand-600"
            />
          </div>
          <Button type="submit" size="lg" className="max-sm:sr-only">
            Search
          </Button>
        </Form>
      </PageBanner>
      <div className="container-page grid gap-12 py-12">
        <p aria-live="polite" className="text-sm font-semibold text-muted" data-testid="help-count">
          {query
            ? `${count} ${count === 1 ? "answer" : "answers"} for “${query}”`
            : `${count} answers in ${topics.length} topics`}
        </p>
        {topics.length === 0 ? (
          <p className="rounded-card bg-brand-50 p-8 text-center text-lg">
            No answers match “{query}”. Try another word, or ask us directly below.
          </p>
        ) : (
          topics.map((topic) => (
            <section key={topic.id} aria-labelledby={`topic-${topic.id}`}>
              <h2 id={`topic-${topic.id}`} className="text-2xl">
                {topic.title}
              </h2>
              <div className="mt-4">
                <FaqList items={topic.items} />
              </div>
            </section>
          ))
        )}
        <NeedMoreHelp />
      </div>
    </>
  );
}
