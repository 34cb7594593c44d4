import type { ComponentType } from "react";
import type { ContentKind } from "~/lib/schemas/admin-content";
import { BoardForm } from "./board-form";
import { CardForm } from "./card-form";
import type { KindFormProps } from "./content-fields";
import { FaqForm, HelpForm } from "./question-form";
import { TestimonialForm } from "./testimonial-form";

export type { ContentValues } from "./content-fields";

/** Each kind's editor: its own fields around the shared form (content-fields.tsx). */
const FORMS: Record<ContentKind, ComponentType<KindFormProps>> = {
  testimonials: TestimonialForm,
  faq: FaqForm,
  help: HelpForm,
  cards: CardForm,
  boards: BoardForm,
};

/** The editor of one site-content item of any kind (app/routes/admin/content/edit.tsx). */
export function ContentForm({ kind, ...props }: KindFormProps & { kind: ContentKind }) {
  const Form = FORMS[kind];
  return <Form {...props} />;
}
