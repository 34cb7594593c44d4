import { lazy, Suspense, useEffect, useId, useState } from "react";

// The editor's code (TipTap, ProseMirror) is a chunk of its own, fetched only when a panel page
// with a rich-text field hydrates; the server and the first render give a plain <textarea> of
// HTML under the same name, so the form also works while the editor loads or without JavaScript.
const RichTextEditor = lazy(() => import("./editor"));

export interface RichTextFieldProps {
  name: string;
  label: string;
  defaultValue?: string;
  hint?: string;
  error?: string;
  /** The image upload endpoint (POST multipart `file`, JSON `{ url }`). */
  uploadUrl?: string;
}

export function RichTextField(props: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const value = props.defaultValue ?? "";

  const fallback = (
    <textarea
      id={`${id}-html`}
      name={props.name}
      defaultValue={value}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={props.error ? true : undefined}
      rows={16}
      className="w-full rounded-xl border border-gray-300 bg-white p-3 font-mono text-sm"
    />
  );

  return (
    <div className="grid gap-1.5">
      <label id={labelId} htmlFor={`${id}-html`} className="text-sm font-semibold text-brand-950">
        {props.label}
      </label>
      {props.hint ? (
        <p id={hintId} className="text-sm text-muted">
          {props.hint}
        </p>
      ) : null}
      {hydrated ? (
        <Suspense fallback={fallback}>
          <RichTextEditor
            name={props.name}
            labelId={labelId}
            describedBy={describedBy}
            defaultValue={value}
            uploadUrl={props.uploadUrl}
            invalid={Boolean(props.error)}
          />
        </Suspense>
      ) : (
        fallback
      )}
      {props.error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
