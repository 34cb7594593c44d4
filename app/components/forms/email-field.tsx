import type { ComponentProps } from "react";
import { TextField } from "./text-field";

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, "label" | "name" | "type">;

/** The account forms' e-mail input: one label, name, keyboard and autofill hint everywhere. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      required
      {...props}
    />
  );
}
