import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { FeatureIcon } from "~/components/landing/feature-icon";
import { FEATURE_ICON_NAMES } from "~/lib/content-types";
import { LIMITS } from "~/lib/schemas/admin-content";
import {
  Choice,
  ChoiceOption,
  ContentFormShell,
  GroupSelect,
  Limit,
  useContentForm,
  type KindFormProps,
} from "./content-fields";

/** A landing page card: service or advantage, its words, its icon and its two colours. */
export function CardForm({ values, version, pageResult }: KindFormProps) {
  const state = useContentForm("cards", values, pageResult);
  const { text, field, input } = state;
  // The icons are previewed in the stored colours.
  const gradient: [string, string] = [
    String(values.gradientFrom ?? "#4FACFE"),
    String(values.gradientTo ?? "#00F2FE"),
  ];
  return (
    <ContentFormShell state={state} version={version}>
      <GroupSelect state={state} label="Kind" />
      <TextField
        label="Title"
        maxLength={LIMITS.cardTitle}
        required
        {...input("title")}
      />
      <TextareaField
        label="Description"
        rows={4}
        maxLength={LIMITS.cardDescription}
        required
        {...input("description")}
      />
      <Limit n={LIMITS.cardDescription} />
      <Choice legend="Icon" error={field("icon").error}>
        {FEATURE_ICON_NAMES.map((name) => (
          <ChoiceOption key={name} name="icon" value={name} defaultChecked={text("icon") === name}>
            <FeatureIcon name={name} gradient={gradient} />
            <span className="text-sm">{name}</span>
          </ChoiceOption>
        ))}
      </Choice>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First colour"
          type="color"
          className="[&_input]:p-1"
          {...input("gradientFrom")}
        />
        <TextField
          label="Second colour"
          type="color"
          className="[&_input]:p-1"
          {...input("gradientTo")}
        />
      </div>
    </ContentFormShell>
  );
}
