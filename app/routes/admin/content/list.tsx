import { data, Link } from "react-router";
import { RowActions } from "~/components/admin/content/row-actions";
import { DataTable, type Column } from "~/components/admin/data-table";
import { PageHeader, StatusBadge } from "~/components/admin/page-header";
import { FormError } from "~/components/forms/form-message";
import { FeatureIcon } from "~/components/landing/feature-icon";
import { buttonVariants } from "~/components/ui/button";
import { answerRefusals, versionField } from "~/.server/kit/version-field";
import { redirectWithToast } from "~/.server/kit/toast";
import { parseForm, readForm } from "~/.server/kit/form-action";
import { listContent } from "~/.server/content/queries-admin";
import { moveContent, setContentShown } from "~/.server/content/writes-admin";
import { requireAdmin } from "~/.server/platform/session";
import { formatCount } from "~/lib/admin/format";
import { KIND_GROUPS, KIND_LABELS } from "~/lib/admin/content-labels";
import { formatLongDate } from "~/lib/format";
import { boardImage } from "~/lib/images";
import { contentKindOf, rowActionSchema, type ContentKind } from "~/lib/schemas/admin-content";
import type { Route } from "./+types/list";

// One list for each kind of site content (docs/admin.md §9): its items in the order the site shows
// them, grouped (FAQ by group, help by topic, cards by kind), with buttons to move, hide and show each one.

function kindOf(request: Request): ContentKind {
  const kind = contentKindOf(new URL(request.url).pathname);
  if (!kind) throw data("Not found", { status: 404 });
  return kind;
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: `${d ? KIND_LABELS[d.kind].title : "Site content"} | Admin Panel` },
];

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const kind = kindOf(args.request);
  const rows = (await listContent(args.context.services.db, kind)) as unknown as Item[];
  return { kind, rows };
}

const rowPost = rowActionSchema.extend({ version: versionField });

const DONE = {
  up: "Moved up.",
  down: "Moved down.",
  hide: "Hidden from the site.",
  show: "Shown on the site again.",
} as const;

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const kind = kindOf(args.request);
  const fields = await readForm(args.request);
  const parsed = parseForm(rowPost, fields, "row");
  if (!parsed.ok) return parsed.answer;
  const { intent, id, version } = parsed.data;
  const db = args.context.services.db;
  return answerRefusals(
    async () => {
      if (intent === "up" || intent === "down") {
        await moveContent(db, user, kind, id, version, intent);
      } else {
        await setContentShown(db, user, kind, id, version, intent === "show");
      }
      throw redirectWithToast(new URL(args.request.url).pathname, { title: DONE[intent] });
    },
    { intent: "row" },
  );
}

/** Every kind's row, as the tables read it. */
interface Item {
  id: string;
  version: number;
  published: boolean;
  position: number;
  [field: string]: string | number | boolean;
}

const titleOf: Record<ContentKind, (i: Item) => string> = {
  testimonials: (i) => `${String(i.name)}: ${String(i.quote).slice(0, 60)}`,
  faq: (i) => String(i.question),
  help: (i) => String(i.question),
  cards: (i) => String(i.title),
  boards: (i) => String(i.name),
};

function columnsFor(kind: ContentKind, group: Item[]): Column<Item>[] {
  const link = (i: Item, text: string) => (
    <Link
      to={`/admin/content/${kind}/${i.id}`}
      className="font-semibold text-brand-800 underline-offset-2 hover:underline"
    >
      {text}
    </Link>
  );
  const first: Column<Item> =
    kind === "testimonials"
      ? {
          id: "quote",
          header: "Testimonial",
          rowHeader: true,
          className: "min-w-[16rem]",
          cell: (i) => (
            <div className="grid gap-1">
              {link(i, String(i.name))}
              <span className="font-normal text-muted">{String(i.role)}</span>
              <p className="line-clamp-2 font-normal wrap-anywhere">{String(i.quote)}</p>
            </div>
          ),
        }
      : kind === "faq" || kind === "help"
        ? {
            id: "question",
            header: "Question",
            rowHeader: true,
            className: "min-w-[16rem]",
            cell: (i) => (
              <div className="grid gap-1">
                {link(i, String(i.question))}
                <p className="line-clamp-2 font-normal text-muted wrap-anywhere">
                  {String(i.answer)}
                </p>
              </div>
            ),
          }
        : kind === "cards"
          ? {
              id: "title",
              header: "Card",
              rowHeader: true,
              className: "min-w-[16rem]",
              cell: (i) => (
                <div className="flex items-start gap-3">
                  {/* Its own size: a long description must not squeeze it. */}
                  <div className="shrink-0">
                    <FeatureIcon
                      name={String(i.icon)}
                      gradient={[String(i.gradientFrom), String(i.gradientTo)]}
                    />
                  </div>
                  <div className="grid gap-1">
                    {link(i, String(i.title))}
                    <p className="line-clamp-2 font-normal text-muted">{String(i.description)}</p>
                  </div>
                </div>
              ),
            }
          : {
              id: "name",
              header: "Board",
              rowHeader: true,
              className: "min-w-[14rem]",
              cell: (i) => {
                const image = boardImage(String(i.image));
                return (
                  <div className="flex items-center gap-3">
                    <picture>
                      <source type="image/avif" srcSet={image.sources[0].srcSet} />
                      <img
                        src={image.src}
                        alt=""
                        width={96}
                        height={40}
                        className="h-10 w-24 object-contain"
                      />
                    </picture>
                    <div className="grid gap-0.5">
                      {link(i, String(i.name))}
                      <span className="font-normal text-muted">{String(i.fullName)}</span>
                    </div>
                  </div>
                );
              },
            };
  const extra: Column<Item>[] =
    kind === "testimonials"
      ? [
          { id: "category", header: "Category", cell: (i) => String(i.category) },
          {
            id: "date",
            header: "Date",
            className: "whitespace-nowrap",
            cell: (i) => formatLongDate(String(i.date)),
          },
        ]
      : kind === "faq"
        ? [{ id: "open", header: "Starts open", cell: (i) => (i.isOpen ? "Yes" : "No") }]
        : [];
  return [
    first,
    ...extra,
    {
      id: "status",
      header: "Status",
      cell: (i) =>
        i.published ? (
          <StatusBadge tone="good">Shown</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">Hidden</StatusBadge>
        ),
    },
    {
      id: "order",
      header: "Order",
      className: "min-w-[15rem]",
      cell: (i) => {
        const at = group.indexOf(i);
        return (
          <RowActions
            id={i.id}
            version={i.version}
            label={titleOf[kind](i)}
            published={i.published}
            first={at === 0}
            last={at === group.length - 1}
          />
        );
      },
    },
  ];
}

export default function ContentList({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, rows } = loaderData as { kind: ContentKind; rows: Item[] };
  const labels = KIND_LABELS[kind];
  const grouping = KIND_GROUPS[kind];
  const groups: { key: string; title: string | null; items: Item[] }[] = grouping
    ? grouping.groups.map((g) => ({
        ...g,
        items: rows.filter((r) => r[grouping.column] === g.key),
      }))
    : [{ key: "all", title: null, items: rows }];
  const refusal =
    actionData && !actionData.ok
      ? (actionData.formError ??
        Object.values(actionData.errors)[0] ??
        "This form is out of date. Reload the page.")
      : undefined;
  return (
    <>
      <PageHeader
        title={labels.title}
        count={{ n: rows.length, noun: rows.length === 1 ? labels.one : labels.many }}
        back={{ to: "/admin/content", label: "Site content" }}
        description={<p>Shown on {labels.shownOn}, in this order. Hidden items stay here.</p>}
        actions={
          <Link
            to={`/admin/content/${kind}/new`}
            className={buttonVariants({ size: "sm", variant: "primary" })}
          >
            Add {labels.one}
          </Link>
        }
      />
      <div className="grid gap-6">
        <FormError message={refusal} />
        {groups.map((g) => {
          const caption = g.title ?? labels.title;
          return (
            <section
              key={g.key}
              aria-labelledby={g.title ? `group-${g.key}` : undefined}
              className="min-w-0"
            >
              {g.title ? (
                <h2 id={`group-${g.key}`} className="mb-2 text-xl">
                  {g.title}{" "}
                  <span className="text-base font-normal text-muted">
                    ({formatCount(g.items.length)})
                  </span>
                </h2>
              ) : null}
              <DataTable
                caption={caption}
                columns={columnsFor(kind, g.items)}
                rows={g.items}
                rowKey={(i) => i.id}
                empty="Nothing here yet."
              />
            </section>
          );
        })}
      </div>
    </>
  );
}
