import { Eye, EyeOff } from "lucide-react";
import { useEffect, useState, type ComponentProps } from "react";
import { TextField } from "./text-field";

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "adornment">;

/** A password input; with JavaScript, a button shows or hides what was typed. */
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
      aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
      className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted hover:bg-brand-50 hover:text-brand-900"
    >
      {visible ? <EyeOff aria-hidden className="h-5 w-5" /> : <Eye aria-hidden className="h-5 w-5" />}
    </button>
  ) : null;
  return <TextField {...props} type={visible ? "text" : "password"} adornment={toggle} />;
}
