import type { ReactNode } from "react";
import { FormError, FormSuccess } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { FeatureIcon } from "~/components/landing/feature-icon";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import { KIND_GROUPS, KIND_LABELS } from "~/lib/admin/content-labels";
import { BOARD_LOGO_FILES, FEATURE_ICON_NAMES, TESTIMONIAL_CATEGORIES } from "~/lib/content-types";
import type { FormResult } from "~/lib/form-result";
import { boardImage } from "~/lib/images";
import { CONTENT_SCHEMAS, LIMITS, type ContentKind } from "~/lib/schemas/admin-content";

export type ContentValues = Record<string, string | boolean | number>;

interface ContentFormProps {
  kind: ContentKind;
  /** The stored item, or the defaults of a new one. */
  values: ContentValues;
  /** The item's version when loaded; none for a new item. */
  version?: number;
  pageResult?: FormResult | null;
}

/**
 * The editor of one site-content item. Checked in the browser with the server's schema, and
 * again by the server; without JavaScript it posts as a plain form and shows the server's
 * answer with the fields as typed.
 */
export function ContentForm({ kind, values, version, pageResult }: ContentFormProps) {
  const { fetcher, formRef, onSubmit, busy, field, sent, result, formError, success } = useForm({
    schema: CONTENT_SCHEMAS[kind],
    intent: "save",
    pageResult,
  });
  const refused = result !== undefined && !result.ok;
  /** A text field's value: as sent when refused, else as stored. */
  const text = (name: string) => (refused ? (sent(name) ?? "") : String(values[name] ?? ""));
  const ticked = (name: string) => (refused ? sent(name) === "on" : values[name] === true);
  const label = KIND_LABELS[kind].one;

  /** The select of the group an item belongs to (FAQ group, help topic, card kind). */
  const groupSelect = (label: string) => {
    const grouping = KIND_GROUPS[kind];
    if (!grouping) return null;
    return (
      <SelectField
        label={label}
        options={grouping.groups.map((g) => ({ value: g.key, label: g.title }))}
        defaultValue={text(grouping.column)}
        {...field(grouping.column)}
      />
    );
  };

  let fields: ReactNode;
  if (kind === "testimonials") {
    fields = (
      <>
        <TextareaField
          label="Quote"
          rows={5}
          maxLength={LIMITS.quote}
          required
          defaultValue={text("quote")}
          {...field("quote")}
        />
        <Limit n={LIMITS.quote} />
        <TextField
          label="Name"
          maxLength={LIMITS.personName}
          required
          defaultValue={text("name")}
          {...field("name")}
        />
        <TextField
          label="Role"
          hint="One short line under the name, e.g. “Parent of a Grade 4 learner”."
          maxLength={LIMITS.role}
          required
          defaultValue={text("role")}
          {...field("role")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Category"
            options={TESTIMONIAL_CATEGORIES.map((c) => ({ value: c, label: c }))}
            defaultValue={text("category")}
            {...field("category")}
          />
          <TextField label="Date" type="date" required defaultValue={text("date")} {...field("date")} />
        </div>
      </>
    );
  } else if (kind === "faq" || kind === "help") {
    fields = (
      <>
        {groupSelect(kind === "faq" ? "Group" : "Topic")}
        <TextField
          label="Question"
          maxLength={LIMITS.question}
          required
          defaultValue={text("question")}
          {...field("question")}
        />
        <TextareaField
          label="Answer"
          rows={7}
          maxLength={LIMITS.answer}
          required
          defaultValue={text("answer")}
          {...field("answer")}
        />
        <Limit n={LIMITS.answer} extra="Plain text; a blank line starts a new paragraph." />
        {kind === "faq" ? (
          <Checkbox
            name="isOpen"
            label="Starts open"
            hint="The answer shows when the page opens."
            defaultChecked={ticked("isOpen")}
          />
        ) : null}
      </>
    );
  } else if (kind === "cards") {
    const gradient: [string, string] = [
      String(values.gradientFrom ?? "#4FACFE"),
      String(values.gradientTo ?? "#00F2FE"),
    ];
    fields = (
      <>
        {groupSelect("Kind")}
        <TextField
          label="Title"
          maxLength={LIMITS.cardTitle}
          required
          defaultValue={text("title")}
          {...field("title")}
        />
        <TextareaField
          label="Description"
          rows={4}
          maxLength={LIMITS.cardDescription}
          required
          defaultValue={text("description")}
          {...field("description")}
        />
        <Limit n={LIMITS.cardDescription} />
        <Choice legend="Icon" error={field("icon").error}>
          {FEATURE_ICON_NAMES.map((name) => (
            <label
              key={name}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-gray-300 p-2 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="icon"
                value={name}
                defaultChecked={text("icon") === name}
                className="h-4 w-4 accent-brand-700"
              />
              <FeatureIcon name={name} gradient={gradient} />
              <span className="text-sm">{name}</span>
            </label>
          ))}
        </Choice>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First colour"
            type="color"
            className="[&_input]:p-1"
            defaultValue={text("gradientFrom")}
            {...field("gradientFrom")}
          />
          <TextField
            label="Second colour"
            type="color"
            className="[&_input]:p-1"
            defaultValue={text("gradientTo")}
            {...field("gradientTo")}
          />
        </div>
      </>
    );
  } else {
    fields = (
      <>
        <TextField
          label="Short name"
          hint="The wordmark's text, e.g. CBSE."
          maxLength={LIMITS.boardName}
          required
          defaultValue={text("name")}
          {...field("name")}
        />
        <TextField
          label="Full name"
          hint="Read by screen readers as the logo's description."
          maxLength={LIMITS.boardFullName}
          required
          defaultValue={text("fullName")}
          {...field("fullName")}
        />
        <Choice
          legend="Logo file"
          hint="One of the site's board logo images, or upload a new one below."
          error={field("image").error}
        >
          {[
            ...(String(values.image ?? "").startsWith("/media/u/")
              ? [{ image: String(values.image), label: "The uploaded logo" }]
              : []),
            ...BOARD_LOGO_FILES,
          ].map((file) => {
            const image = boardImage(file.image);
            return (
              <label
                key={file.image}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-gray-300 p-2 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="image"
                  value={file.image}
                  defaultChecked={text("image") === file.image}
                  className="h-4 w-4 accent-brand-700"
                />
                <picture>
                  <source type="image/avif" srcSet={image.sources[0].srcSet} />
                  <img src={image.src} alt="" width={96} height={40} className="h-10 w-24 object-contain" />
                </picture>
                <span className="text-sm">{file.label}</span>
              </label>
            );
          })}
        </Choice>
        <TextField
          label="Or upload a logo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hint="JPEG, PNG or WebP, at most 5 MB; a wide wordmark on white looks best. It replaces the choice above."
          className="[&_input]:h-auto [&_input]:py-2"
          {...field("upload")}
        />
      </>
    );
  }

  return (
    <fetcher.Form
      // A saved version fills the form again from what was stored.
      key={version ?? "new"}
      ref={formRef}
      method="post"
      encType={kind === "boards" ? "multipart/form-data" : undefined}
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-2xl gap-4 rounded-card bg-white p-5 shadow-card"
    >
      <input type="hidden" name="intent" value="save" />
      {version ? <input type="hidden" name="version" value={version} /> : null}
      <FormSuccess message={success} />
      <FormError message={formError} />
      {fields}
      <Checkbox
        name="published"
        label="Show on the site"
        hint="Untick to hide it from the public pages without deleting it."
        defaultChecked={ticked("published")}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : version ? "Save changes" : `Add ${label}`}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function Limit({ n, extra }: { n: number; extra?: string }) {
  return (
    <p className="-mt-2 text-sm text-muted">
      {extra ? `${extra} ` : null}At most {n} characters, so it fits its place on the page.
    </p>
  );
}

function Checkbox({
  name,
  label,
  hint,
  defaultChecked,
}: {
  name: string;
  label: string;
  hint: string;
  defaultChecked: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={`field-${name}`}
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        aria-describedby={`field-${name}-hint`}
        className="mt-1 h-4 w-4 accent-brand-700"
      />
      <div>
        <label htmlFor={`field-${name}`} className="text-sm font-semibold text-brand-950">
          {label}
        </label>
        <p id={`field-${name}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}

function Choice({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const errorId = `choice-${legend.toLowerCase().replace(/\W+/g, "-")}-error`;
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-semibold text-brand-950">{legend}</legend>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
