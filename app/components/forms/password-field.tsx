import { Eye, EyeOff } from "lucide-react";
import { useEffect, useState, type ComponentProps } from "react";
import { TextField } from "./text-field";

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "adornment">;

/** A password input; with JavaScript, a toggle button shows or hides what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  // The toggle needs JavaScript, so it appears only once the page is hydrated.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const toggle = interactive ? (
    <button
      type="button"
      onClick={() => setVisible((v) => !v)}
      aria-pressed={visible}
      className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted hover:bg-brand-50 hover:text-brand-900"
    >
      {visible ? (
        <EyeOff aria-hidden className="h-5 w-5" />
      ) : (
        <Eye aria-hidden className="h-5 w-5" />
      )}
      {/* A toggle keeps one name (its state is aria-pressed); as text rather than aria-label,
          so the field's label names only the input. */}
      <span className="sr-only">{`Show ${props.label.toLowerCase()}`}</span>
    </button>
  ) : null;
  return <TextField {...props} type={visible ? "text" : "password"} adornment={toggle} />;
}
