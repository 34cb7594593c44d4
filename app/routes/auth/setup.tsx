import { data, Form, useNavigation } from "react-router";
import { AuthCard, FormError } from "~/components/forms/auth-card";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { redirectWithCookies } from "~/.server/auth-calls";
import { createFirstAdmin, isValidSetupToken, SetupClosedError } from "~/.server/setup";
import { formValues, parseWith } from "~/lib/forms";
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
  const parsed = parseWith(setupSchema, formValues(await request.formData()));
  if (!parsed.ok) return data({ errors: parsed.errors, formError: undefined }, 400);
  try {
    const response = await createFirstAdmin(context.services, parsed.data, request.headers);
    if (!response.ok) {
      return data(
        {
          errors: {},
          formError: "That account could not be created. Check the details and try again.",
        },
        400,
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
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <AuthCard
      title="Create the first admin"
      lead="This one-time page creates the administrator account. It closes as soon as an admin exists."
    >
      <Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <FormError message={actionData?.formError} />
        <TextField label="Name" name="name" autoComplete="name" required error={errors.name} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          required
          error={errors.password}
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Creating..." : "Create admin account"}
        </Button>
      </Form>
    </AuthCard>
  );
}
