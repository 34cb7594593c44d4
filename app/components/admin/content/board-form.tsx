import { TextField } from "~/components/forms/text-field";
import { BOARD_LOGO_FILES } from "~/lib/content-types";
import { boardImage } from "~/lib/images";
import { LIMITS } from "~/lib/schemas/admin-content";
import {
  Choice,
  ChoiceOption,
  ContentFormShell,
  useContentForm,
  type KindFormProps,
} from "./content-fields";

/** A board of the landing page's strip: its short and full names and its logo (chosen or uploaded). */
export function BoardForm({ values, version, pageResult }: KindFormProps) {
  const state = useContentForm("boards", values, pageResult);
  const { text, field, input } = state;
  const stored = String(values.image ?? "");
  const files = [
    ...(stored.startsWith("/media/u/") ? [{ image: stored, label: "The uploaded logo" }] : []),
    ...BOARD_LOGO_FILES,
  ];
  return (
    <ContentFormShell state={state} version={version} multipart>
      <TextField
        label="Short name"
        hint="The wordmark's text, e.g. CBSE."
        maxLength={LIMITS.boardName}
        required
        {...input("name")}
      />
      <TextField
        label="Full name"
        hint="Read by screen readers as the logo's description."
        maxLength={LIMITS.boardFullName}
        required
        {...input("fullName")}
      />
      <Choice
        legend="Logo file"
        hint="One of the site's board logo images, or upload a new one below."
        error={field("image").error}
      >
        {files.map((file) => {
          const image = boardImage(file.image);
          return (
            <ChoiceOption
              key={file.image}
              name="image"
              value={file.image}
              defaultChecked={text("image") === file.image}
            >
              <picture>
                <source type="image/avif" srcSet={image.sources[0].srcSet} />
                <img src={image.src} alt="" width={96} height={40} className="h-10 w-24 object-contain" />
              </picture>
              <span className="text-sm">{file.label}</span>
            </ChoiceOption>
          );
        })}
      </Choice>
      {/* Not a field of the schema: the page's action stores the upload (app/routes/admin/content/edit.tsx). */}
      <TextField
        label="Or upload a logo"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hint="JPEG, PNG or WebP, at most 5 MB; a wide wordmark on white looks best. It replaces the choice above."
        className="[&_input]:h-auto [&_input]:py-2"
        {...state.form.field("upload")}
      />
    </ContentFormShell>
  );
}
