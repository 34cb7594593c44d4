import { DeleteDisclosure } from "~/components/admin/delete-disclosure";
import { data, Link } from "react-router";
import { ContentForm, type ContentValues } from "~/components/admin/content/content-form";
import { PageHeader } from "~/components/admin/page-header";
import { answerRefusals, versionField } from "~/.server/admin/action";
import { redirectWithToast } from "~/.server/admin/toast";
import { formAnswer, parseForm, readForm } from "~/.server/form-action";
import {
  isRefused,
  prepareImage,
  readRefusal,
  receiveUpload,
  type PreparedImage,
} from "~/.server/media";
import {
  createContent,
  deleteContent,
  getContent,
  updateContent,
  type ContentInputs,
} from "~/.server/repos/admin-content";
import { requireAdmin } from "~/.server/session";
import { KIND_LABELS, publicPageOf } from "~/lib/admin/content-labels";
import { formFailure } from "~/lib/form-result";
import { formValues } from "~/lib/forms";
import {
  CONTENT_SCHEMAS,
  contentKindOf,
  type ContentKind,
} from "~/lib/schemas/admin-content";
import { z } from "~/lib/schemas/zod";
import type { Route } from "./+types/edit";

// One site-content item's editor (docs/admin.md §9): /admin/content/<kind>/new adds one at the end
// of its group, /admin/content/<kind>/<id> edits it (checked against the version loaded) and
// deletes it after a confirmation.

function kindOf(request: Request): ContentKind {
  const kind = contentKindOf(new URL(request.url).pathname);
  if (!kind) throw data("Not found", { status: 404 });
  return kind;
}

/** What the header calls the public page that shows the item. */
const PAGE_NAMES: Record<string, string> = {
  "/": "the landing page",
  "/contact": "the contact page",
  "/help": "the Help Center",
};

const NEW_ITEM: Record<ContentKind, ContentValues> = {
  testimonials: { category: "Students", date: "", published: true },
  faq: { group: "landing", isOpen: false, published: true },
  help: { topic: "getting-started", published: true },
  cards: {
    kind: "service",
    icon: "Users",
    gradientFrom: "#4FACFE",
    gradientTo: "#00F2FE",
    published: true,
  },
  boards: { image: "/images/boards/b1", published: true },
};

export const meta: Route.MetaFunction = ({ data: d }) => [
  {
    title: `${d ? (d.version ? `Edit ${KIND_LABELS[d.kind].one}` : `New ${KIND_LABELS[d.kind].one}`) : "Site content"} | Admin Panel`,
  },
];

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const kind = kindOf(args.request);
  const id = args.params.id;
  if (!id) {
    const values = { ...NEW_ITEM[kind] };
    if (kind === "testimonials") values.date = new Date().toISOString().slice(0, 10);
    return data({ kind, id: null, version: 0, values });
  }
  const item = await getContent(args.context.services.db, kind, id);
  if (!item) throw data(`This ${KIND_LABELS[kind].one} does not exist, or it was deleted.`, { status: 404 });
  const { version, ...values } = item as unknown as ContentValues & { version: number };
  return data(
    { kind, id, version, values: values as ContentValues },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const deletePost = z.object({ version: versionField });

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const kind = kindOf(args.request);
  const { db } = args.context.services;
  // A board logo's form is multipart: it may carry a logo to upload (field `upload`).
  const multipart = /^multipart\/form-data\b/i.test(args.request.headers.get("content-type") ?? "");
  let fields: Record<string, string>;
  let file: Parameters<typeof prepareImage>[0] | null = null;
  if (kind === "boards" && multipart) {
    const read = await receiveUpload(args.request, "upload");
    fields = formValues(read.fields);
    const refused = readRefusal(read);
    if (refused) {
      return formAnswer(
        formFailure({ upload: refused.error }, undefined, "save", fields),
        refused.status,
      );
    }
    if (read.ok) file = read.file;
  } else {
    fields = await readForm(args.request);
  }
  const id = args.params.id;
  const labels = KIND_LABELS[kind];
  const list = `/admin/content/${kind}`;

  if (fields.intent === "delete" && id) {
    const parsed = parseForm(deletePost, fields, "delete");
    if (!parsed.ok) return parsed.answer;
    return answerRefusals(
      async () => {
        await deleteContent(db, user, kind, id, parsed.data.version);
        throw redirectWithToast(list, { title: `The ${labels.one} was deleted.` });
      },
      { intent: "delete" },
    );
  }
  if (fields.intent !== "save") {
    return formAnswer(formFailure({}, "This form is out of date. Reload the page."), 400);
  }
  const schema = id ? CONTENT_SCHEMAS[kind].extend({ version: versionField }) : CONTENT_SCHEMAS[kind];
  const parsed = parseForm(schema as typeof CONTENT_SCHEMAS.faq, fields, "save");
  if (!parsed.ok) return parsed.answer;
  const input = parsed.data as unknown as ContentInputs[typeof kind];
  // Checked and re-encoded only once the other fields are right; stored with the logo.
  let upload: PreparedImage | undefined;
  if (file) {
    const image = await prepareImage(file, "inline");
    if (isRefused(image)) {
      return formAnswer(
        formFailure({ upload: image.error }, undefined, "save", fields),
        image.status,
      );
    }
    upload = image;
  }
  return answerRefusals(
    async () => {
      if (id) {
        const { version } = parsed.data as unknown as { version: number };
        await updateContent(db, user, kind, id, version, input, upload);
        throw redirectWithToast(list, {
          title: "Changes saved.",
          description: `They are on ${labels.shownOn} now.`,
        });
      }
      await createContent(db, user, kind, input, upload);
      throw redirectWithToast(list, {
        title: `The ${labels.one} was added.`,
        description: `It is at the end of its list on ${labels.shownOn}.`,
      });
    },
    { intent: "save", values: fields },
  );
}

export default function ContentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, id, version, values } = loaderData as {
    kind: ContentKind;
    id: string | null;
    version: number;
    values: ContentValues;
  };
  const labels = KIND_LABELS[kind];
  const pageResult = actionData && "intent" in actionData ? actionData : null;
  const deleteError =
    pageResult?.intent === "delete" && !pageResult.ok ? pageResult.formError : undefined;
  const publicPage = publicPageOf(kind, String(values.group ?? ""));
  return (
    <>
      <PageHeader
        title={id ? `Edit ${labels.one}` : `New ${labels.one}`}
        back={{ to: `/admin/content/${kind}`, label: labels.title }}
        description={
          id ? (
            <p>
              {values.published ? "Shown" : "Hidden"} on{" "}
              <Link to={publicPage} className="font-semibold text-brand-800 underline">
                {PAGE_NAMES[publicPage] ?? publicPage}
              </Link>
              .
            </p>
          ) : undefined
        }
      />
      <div className="grid gap-6">
        <ContentForm
          kind={kind}
          values={values}
          version={id ? version : undefined}
          pageResult={pageResult}
        />
        {id ? (
          <DeleteDisclosure
            what={labels.one}
            version={version}
            error={deleteError}
            consequence="It is removed from the site and from this list for good. To take it off the site but keep it, untick “Show on the site” instead."
          />
        ) : null}
      </div>
    </>
  );
}
