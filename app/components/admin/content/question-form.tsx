import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { LIMITS } from "~/lib/schemas/admin-content";
import {
  Checkbox,
  ContentFormShell,
  GroupSelect,
  Limit,
  useContentForm,
  type KindFormProps,
} from "./content-fields";

/** A landing or contact FAQ item: its group, question, answer and whether it starts open. */
export function FaqForm({ values, version, pageResult }: KindFormProps) {
  const state = useContentForm("faq", values, pageResult);
  return (
    <ContentFormShell state={state} version={version}>
      <GroupSelect state={state} label="Group" />
      <QuestionFields state={state} />
      <Checkbox
        name="isOpen"
        label="Starts open"
        hint="The answer shows when the page opens."
        defaultChecked={state.ticked("isOpen")}
      />
    </ContentFormShell>
  );
}

/** A Help Center question (docs/decisions/0023): the FAQ's fields under a fixed topic. */
export function HelpForm({ values, version, pageResult }: KindFormProps) {
  const state = useContentForm("help", values, pageResult);
  return (
    <ContentFormShell state={state} version={version}>
      <GroupSelect state={state} label="Topic" />
      <QuestionFields state={state} />
    </ContentFormShell>
  );
}

/** The question and its answer, the same for both kinds. */
function QuestionFields({
  state: { input },
}: {
  state: ReturnType<typeof useContentForm<"faq" | "help">>;
}) {
  return (
    <>
      <TextField
        label="Question"
        maxLength={LIMITS.question}
        required
        {...input("question")}
      />
      <TextareaField
        label="Answer"
        rows={7}
        maxLength={LIMITS.answer}
        required
        {...input("answer")}
      />
      <Limit n={LIMITS.answer} extra="Plain text; a blank line starts a new paragraph." />
    </>
  );
}
