import type { ReactNode } from "react";
import type { z } from "zod";
import { FormError, FormSuccess } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import { KIND_GROUPS, KIND_LABELS } from "~/lib/admin/content-labels";
import type { FormResult } from "~/lib/form-result";
import { CONTENT_SCHEMAS, type ContentKind } from "~/lib/schemas/admin-content";

// The parts every site-content editor shares (docs/admin.md §9): the form hook with the kind's
// schema, the group select, the version, "Show on the site" and the submit button. Each kind's
// own fields are in its file (testimonial-form, question-form, card-form, board-form).

export type ContentValues = Record<string, string | boolean | number>;

/** What the page gives every kind's editor. */
export interface KindFormProps {
  /** The stored item, or the defaults of a new one. */
  values: ContentValues;
  /** The item's version when loaded; none for a new item. */
  version?: number;
  pageResult?: FormResult | null;
}

/** A field of the kind's schema: the editors name only fields the server reads. */
export type ContentField<K extends ContentKind> = keyof z.input<(typeof CONTENT_SCHEMAS)[K]> &
  string;

/**
 * One kind's form state: checked in the browser with the server's schema, and again by the
 * server; without JavaScript the page's answer shows the fields as typed.
 */
export function useContentForm<K extends ContentKind>(
  kind: K,
  values: ContentValues,
  pageResult?: FormResult | null,
) {
  const form = useForm({ schema: CONTENT_SCHEMAS[kind], intent: "save", pageResult });
  const refused = form.result !== undefined && !form.result.ok;
  /** A text field's value: as sent when refused, else as stored. */
  const text = (name: ContentField<K>) =>
    refused ? (form.sent(name) ?? "") : String(values[name] ?? "");
  return {
    kind,
    form,
    text,
    ticked: (name: ContentField<K>) => (refused ? form.sent(name) === "on" : values[name] === true),
    field: (name: ContentField<K>) => form.field(name),
    /** A text or select field's props: its name, its message and its value. */
    input: (name: ContentField<K>) => ({ ...form.field(name), defaultValue: text(name) }),
  };
}

type ContentFormState = ReturnType<typeof useContentForm>;

/**
 * The form around a kind's fields: its messages, the version it was loaded at, "Show on the
 * site" and the submit button.
 */
export function ContentFormShell({
  state,
  version,
  multipart,
  children,
}: {
  state: ContentFormState;
  version?: number;
  /** The form carries a file (a board's logo). */
  multipart?: boolean;
  children: ReactNode;
}) {
  const { fetcher, formRef, onSubmit, busy, formError, success } = state.form;
  return (
    <fetcher.Form
      // A saved version fills the form again from what was stored.
      key={version ?? "new"}
      ref={formRef}
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-2xl gap-4 rounded-card bg-white p-5 shadow-card"
    >
      <input type="hidden" name="intent" value="save" />
      {version ? <input type="hidden" name="version" value={version} /> : null}
      <FormSuccess message={success} />
      <FormError message={formError} />
      {children}
      <Checkbox
        name="published"
        label="Show on the site"
        hint="Untick to hide it from the public pages without deleting it."
        defaultChecked={state.ticked("published")}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : version ? "Save changes" : `Add ${KIND_LABELS[state.kind].one}`}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** The select of the group an item belongs to (FAQ group, help topic, card kind). */
export function GroupSelect({ state, label }: { state: ContentFormState; label: string }) {
  const grouping = KIND_GROUPS[state.kind];
  if (!grouping) return null;
  const column = grouping.column as ContentField<ContentKind>;
  return (
    <SelectField
      label={label}
      options={grouping.groups.map((g) => ({ value: g.key, label: g.title }))}
      {...state.input(column)}
    />
  );
}

export function Limit({ n, extra }: { n: number; extra?: string }) {
  return (
    <p className="-mt-2 text-sm text-muted">
      {extra ? `${extra} ` : null}At most {n} characters, so it fits its place on the page.
    </p>
  );
}

export function Checkbox({
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

/** A set of radio buttons with one legend and one message (the card's icon, the board's logo). */
export function Choice({
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

/** One option of a Choice: a radio button beside its picture and name. */
export function ChoiceOption({
  name,
  value,
  defaultChecked,
  children,
}: {
  name: string;
  value: string;
  defaultChecked: boolean;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-gray-300 p-2 has-checked:border-brand-700 has-checked:bg-brand-50">
      <input
        type="radio"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        className="h-4 w-4 accent-brand-700"
      />
      {children}
    </label>
  );
}
