import { data, Form, useNavigation } from "react-router";
import { AuthCard } from "~/components/forms/auth-card";
import { FormError } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { redirectWithCookies } from "~/.server/auth-calls";
import { refusalOfResponse } from "~/.server/auth-refusal";
import { createFirstAdmin, isValidSetupToken, SetupClosedError } from "~/.server/setup";
import { formAnswer, parseForm, readForm } from "~/.server/form-action";
import { useForm } from "~/hooks/use-form";
import { formFailure } from "~/lib/form-result";
import { setupSchema } from "~/lib/schemas/auth";
import type { Route } from "./+types/setup";

export const meta: Route.MetaFunction = () => [
  { title: "Set up Learnova" },
  { name: "robots", content: "noindex" },
];

function notFound(): never {
  throw data("Not Found", { status: 404 });
}

/** First run only: reachable with the token printed at start, and only while no admin exists. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!(await isValidSetupToken(context.services, token))) notFound();
  return { token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(setupSchema, await readForm(request));
  if (!parsed.ok) return parsed.answer;
  try {
    const response = await createFirstAdmin(context.services, parsed.data, request.headers);
    if (!response.ok) {
      const refused = await refusalOfResponse(
        response,
        "That account could not be created. Check the details and try again.",
      );
      return formAnswer(
        refused.field
          ? formFailure({ [refused.field]: refused.message })
          : formFailure({}, refused.message),
        refused.status,
      );
    }
    return redirectWithCookies("/admin", response);
  } catch (error) {
    if (error instanceof SetupClosedError) notFound();
    throw error;
  }
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { formRef, onSubmit, field, formError } = useForm({
    schema: setupSchema,
    pageResult: actionData,
  });
  return (
    <AuthCard
      title="Create the first admin"
      lead="This one-time page creates the administrator account. It closes as soon as an admin exists."
    >
      <Form ref={formRef} method="post" className="grid gap-4" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="token" value={loaderData.token} />
        <FormError message={formError} />
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          error={field("name").error}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={field("email").error}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          required
          error={field("password").error}
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Creating..." : "Create admin account"}
        </Button>
      </Form>
    </AuthCard>
  );
}
