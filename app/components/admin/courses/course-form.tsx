import { FormError } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import { AUDIENCES, COURSE_CATEGORIES, COURSE_LEVELS } from "~/lib/content-types";
import { audienceLabel } from "~/lib/format";
import type { FormResult } from "~/lib/form-result";
import { COURSE_BOARDS } from "~/lib/schemas/admin-courses";

export interface CourseFormValues {
  title: string;
  slug: string;
  category: string;
  level: string;
  audience: string;
  board: string;
  description: string;
  summary: string[];
  durationWeeks: string;
  sessionsPerWeek: string;
}

export const EMPTY_COURSE: CourseFormValues = {
  title: "",
  slug: "",
  category: "",
  level: "",
  audience: "",
  board: "",
  description: "",
  summary: ["", "", "", ""],
  durationWeeks: "",
  sessionsPerWeek: "",
};

interface CourseFormProps {
  initial: CourseFormValues;
  result: FormResult | null;
  /** Edit: the row's version; new: absent (and the cover is required, publish offered). */
  version?: number;
  /** The current cover's <img> source, shown beside the upload field. */
  coverPreview?: string;
  submitLabel: string;
}

const options = (values: readonly string[], label = (v: string) => v) =>
  values.map((v) => ({ value: v, label: label(v) }));

/**
 * The course editor: every docs/product.md §3 field, checked on the server (the cover can only
 * be checked there, and its message shows with the others); works without JavaScript. It posts
 * the `save` intent through the one form hook; the page's other forms post their own.
 */
export function CourseForm({
  initial,
  result,
  version,
  coverPreview,
  submitLabel,
}: CourseFormProps) {
  // An answer that names no form (a body too large to read) belongs to this, the page's main one.
  const pageResult = result && !result.intent ? { ...result, intent: "save" } : result;
  const form = useForm({ intent: "save", pageResult });
  const { fetcher, formRef, busy, errors, formError } = form;
  const sent = (name: string, fallback: string) => form.sent(name) ?? fallback;
  const isNew = version === undefined;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      aria-label={isNew ? "New course" : "Edit course"}
      className="grid gap-5 rounded-card bg-white p-5 shadow-card"
    >
      <input type="hidden" name="intent" value="save" />
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
      <FormError message={formError} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Title"
          name="title"
          required
          maxLength={120}
          defaultValue={sent("title", initial.title)}
          error={errors.title}
        />
        <TextField
          label="Address (slug)"
          name="slug"
          maxLength={80}
          hint={
            isNew
              ? "/courses/<slug>. Left empty, it is made from the title."
              : "/courses/<slug>. Changing it keeps the old address working (a permanent redirect)."
          }
          defaultValue={sent("slug", initial.slug)}
          error={errors.slug}
        />
        <SelectField
          label="Category"
          name="category"
          options={[{ value: "", label: "Choose…" }, ...options(COURSE_CATEGORIES)]}
          defaultValue={sent("category", initial.category)}
          error={errors.category}
        />
        <SelectField
          label="Level"
          name="level"
          options={[{ value: "", label: "Choose…" }, ...options(COURSE_LEVELS)]}
          defaultValue={sent("level", initial.level)}
          error={errors.level}
        />
        <SelectField
          label="For"
          name="audience"
          options={[{ value: "", label: "Choose…" }, ...options(AUDIENCES, audienceLabel)]}
          defaultValue={sent("audience", initial.audience)}
          error={errors.audience}
        />
        <SelectField
          label="Board (K-12 Subjects only)"
          name="board"
          options={[{ value: "", label: "None" }, ...options(COURSE_BOARDS)]}
          defaultValue={sent("board", initial.board)}
          error={errors.board}
        />
        <TextField
          label="Duration (weeks)"
          name="durationWeeks"
          inputMode="numeric"
          defaultValue={sent("durationWeeks", initial.durationWeeks)}
          error={errors.durationWeeks}
        />
        <TextField
          label="Live classes a week"
          name="sessionsPerWeek"
          inputMode="numeric"
          defaultValue={sent("sessionsPerWeek", initial.sessionsPerWeek)}
          error={errors.sessionsPerWeek}
        />
      </div>
      <TextareaField
        label="Description"
        name="description"
        rows={4}
        maxLength={1000}
        defaultValue={sent("description", initial.description)}
        error={errors.description}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-brand-950">The four topics</legend>
        <div className="grid gap-3 md:grid-cols-2">
          {[1, 2, 3, 4].map((n) => (
            <TextField
              key={n}
              label={`Topic ${n}`}
              name={`summary${n}`}
              maxLength={120}
              defaultValue={sent(`summary${n}`, initial.summary[n - 1] ?? "")}
              error={errors[`summary${n}`]}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-start">
        <div className="grid gap-1.5">
          <label htmlFor="field-cover" className="text-sm font-semibold text-brand-950">
            Cover image{isNew ? "" : " (leave empty to keep the current one)"}
          </label>
          <input
            id="field-cover"
            type="file"
            name="cover"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={errors.cover ? true : undefined}
            aria-describedby={
              errors.cover ? "field-cover-error field-cover-hint" : "field-cover-hint"
            }
            className="w-full rounded-xl border border-gray-300 bg-white p-2 text-base"
          />
          <p id="field-cover-hint" className="text-sm text-muted">
            JPEG, PNG or WebP, at most 5 MB. It is cropped to 3:2 and re-encoded for every screen.
          </p>
          {errors.cover ? (
            <p id="field-cover-error" className="text-sm font-medium text-red-700">
              {errors.cover}
            </p>
          ) : null}
        </div>
        {coverPreview ? (
          <img
            src={coverPreview}
            alt="Current cover"
            width={192}
            height={128}
            className="rounded-xl border border-gray-200 object-cover"
          />
        ) : null}
      </div>
      {isNew ? (
        <label className="flex items-center gap-2 text-base">
          <input
            type="checkbox"
            name="published"
            value="on"
            defaultChecked={sent("published", "") === "on"}
            className="size-5"
          />
          Publish at once (otherwise it is saved hidden)
        </label>
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </Button>
      </div>
    </fetcher.Form>
  );
}
