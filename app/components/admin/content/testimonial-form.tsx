import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { TESTIMONIAL_CATEGORIES } from "~/lib/content-types";
import { LIMITS } from "~/lib/schemas/admin-content";
import { ContentFormShell, Limit, useContentForm, type KindFormProps } from "./content-fields";

/** A testimonial: the quote, who said it and in which role, its category and date. */
export function TestimonialForm({ values, version, pageResult }: KindFormProps) {
  const state = useContentForm("testimonials", values, pageResult);
  const { input } = state;
  return (
    <ContentFormShell state={state} version={version}>
      <TextareaField
        label="Quote"
        rows={5}
        maxLength={LIMITS.quote}
        required
        {...input("quote")}
      />
      <Limit n={LIMITS.quote} />
      <TextField
        label="Name"
        maxLength={LIMITS.personName}
        required
        {...input("name")}
      />
      <TextField
        label="Role"
        hint="One short line under the name, e.g. “Parent of a Grade 4 learner”."
        maxLength={LIMITS.role}
        required
        {...input("role")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          options={TESTIMONIAL_CATEGORIES.map((c) => ({ value: c, label: c }))}
          {...input("category")}
        />
        <TextField label="Date" type="date" required {...input("date")} />
      </div>
    </ContentFormShell>
  );
}
