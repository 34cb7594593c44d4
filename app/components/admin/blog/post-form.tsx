import { useState, type FormEvent } from "react";
import { RichTextField } from "~/components/admin/editor/rich-text-field";
import { FormError } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import { BLOG_CATEGORIES } from "~/lib/content-types";
import { categoryLabel } from "~/lib/format";
import { blogImage } from "~/lib/images";
import type { FormResult } from "~/lib/form-result";
import {
  BLOG_INTENTS,
  blogPostSchema,
  COVER_PATTERN,
  slugify,
  type BlogState,
} from "~/lib/schemas/admin-blog";

export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  image: string;
  contentHtml: string;
  /** datetime-local in the admin's zone. */
  publishAt: string;
}

interface PostFormProps {
  values: PostFormValues;
  /** The row's id and version (absent for a new post). */
  postId?: number;
  version?: number;
  state: BlogState | "new";
  zone: string;
  result?: FormResult | null;
}

const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }));

/**
 * A post's fields and its state buttons: save (as it is), publish now, schedule at a date and
 * time in the admin's zone, unpublish. Each button posts its intent through the one form hook
 * (checked here with the server's schema first); without JavaScript it is a plain form post.
 * The editor's HTML rides a hidden input.
 */
export function PostForm({ values: initial, postId, version, state, zone, result }: PostFormProps) {
  const { fetcher, formRef, onSubmit, busy, errors, sent, formError } = useForm({
    schema: blogPostSchema,
    intent: BLOG_INTENTS,
    pageResult: result,
  });
  /** A field as sent when the server refused it (a page answered without JavaScript). */
  const value = (name: keyof PostFormValues) => sent(name) ?? initial[name];
  const [slug, setSlug] = useState(value("slug"));
  const [slugTouched, setSlugTouched] = useState(value("slug") !== "");
  const [cover, setCover] = useState(value("image"));

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      className="grid grid-cols-1 gap-5"
      aria-label="Post"
      // "Preview changes" opens a new tab and saves nothing, so it is not checked here.
      onSubmit={(event) => (postToNewTab(event) ? undefined : onSubmit(event))}
    >
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
      {/* "Preview changes" dates a live post as readers see it. */}
      {postId !== undefined ? <input type="hidden" name="postId" value={postId} /> : null}
      <FormError message={formError} />
      <div className="grid gap-5 rounded-card bg-white p-5 shadow-card">
        <TextField
          label="Title"
          name="title"
          required
          maxLength={200}
          defaultValue={value("title")}
          error={errors.title}
          onChange={(e) => {
            if (!slugTouched) setSlug(slugify(e.target.value));
          }}
        />
        <TextField
          label="Slug"
          name="slug"
          required
          maxLength={120}
          value={slug}
          hint="Lowercase words joined by hyphens. /blog/<slug> leads to the post's own address; after a change, the old slug still does."
          error={errors.slug}
          onChange={(e) => {
            setSlugTouched(true);
            setSlug(e.target.value);
          }}
        />
        <TextareaField
          label="Excerpt"
          name="excerpt"
          required
          maxLength={400}
          rows={3}
          defaultValue={value("excerpt")}
          error={errors.excerpt}
        />
        <SelectField
          label="Category"
          name="category"
          options={CATEGORY_OPTIONS}
          defaultValue={value("category")}
          error={errors.category}
        />
        <CoverField value={cover} onChange={setCover} error={errors.image} />
      </div>
      <div className="rounded-card bg-white p-5 shadow-card">
        <RichTextField
          name="contentHtml"
          label="Body"
          defaultValue={value("contentHtml")}
          error={errors.contentHtml}
          uploadUrl="/admin/media"
          hint="Headings, lists, links, images, tables and the book-a-demo block. Unsafe markup is removed when you save."
        />
      </div>
      <div className="grid gap-4 rounded-card bg-white p-5 shadow-card">
        <h2 className="text-lg">Publishing</h2>
        <p className="text-sm text-muted">
          {state === "new"
            ? "Save it as a draft, publish it now, or schedule it."
            : state === "draft"
              ? "This post is a draft: readers cannot see it."
              : state === "scheduled"
                ? "This post is scheduled: it goes live by itself at the time below."
                : "This post is published."}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <Button type="submit" name="intent" value="save" variant="outline" disabled={busy}>
            {state === "new" || state === "draft" ? "Save draft" : "Save changes"}
          </Button>
          {state !== "published" ? (
            <Button type="submit" name="intent" value="publish" disabled={busy}>
              Publish now
            </Button>
          ) : null}
          {state === "published" || state === "scheduled" ? (
            <Button type="submit" name="intent" value="unpublish" variant="ghost" disabled={busy}>
              Unpublish
            </Button>
          ) : null}
          {/* The form as it is, in a new tab, saving nothing (works without JavaScript too). */}
          <Button
            type="submit"
            formAction="/admin/blog/preview"
            formTarget="_blank"
            variant="ghost"
            disabled={busy}
          >
            Preview changes
          </Button>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label={`Go live at (${zone})`}
            name="publishAt"
            type="datetime-local"
            defaultValue={value("publishAt")}
            error={errors.publishAt}
            className="w-full sm:w-64"
          />
          <Button type="submit" name="intent" value="schedule" variant="outline" disabled={busy}>
            {state === "scheduled" ? "Reschedule" : "Schedule"}
          </Button>
        </div>
      </div>
    </fetcher.Form>
  );
}

/**
 * React Router's Form posts in the page and ignores a button's formtarget, so a button that
 * opens a new tab ("Preview changes") is posted by the browser itself, to its formaction.
 * form.submit() skips the submit event and the browser's own checks, which already ran.
 */
function postToNewTab(event: FormEvent<HTMLFormElement>): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  if (!(submitter instanceof HTMLButtonElement) || submitter.formTarget !== "_blank") return false;
  event.preventDefault();
  const form = event.currentTarget;
  const saved = { action: form.getAttribute("action"), target: form.getAttribute("target") };
  form.setAttribute("action", submitter.formAction);
  form.setAttribute("target", "_blank");
  HTMLFormElement.prototype.submit.call(form);
  for (const [name, value] of Object.entries(saved)) {
    if (value === null) form.removeAttribute(name);
    else form.setAttribute(name, value);
  }
  return true;
}

/** The cover: an image's base path, filled by an upload (with JavaScript) or typed. */
function CoverField(props: { value: string; onChange: (v: string) => void; error?: string }) {
  const [status, setStatus] = useState("");
  const valid = COVER_PATTERN.test(props.value);
  const preview = valid ? blogImage(props.value) : null;
  const upload = async (file: File) => {
    setStatus("Uploading…");
    const body = new FormData();
    body.set("file", file);
    body.set("shape", "cover");
    try {
      const response = await fetch("/admin/media", {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json().catch(() => ({}))) as {
        base?: string;
        error?: string;
      };
      if (!response.ok || !answer.base) {
        setStatus(answer.error ?? "The image could not be uploaded.");
        return;
      }
      props.onChange(answer.base);
      setStatus("Cover uploaded.");
    } catch {
      setStatus("The image could not be uploaded.");
    }
  };
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
      <div className="grid gap-3">
        <TextField
          label="Cover image"
          name="image"
          required
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          hint="An uploaded image, or a path such as /images/blog/…"
          error={props.error}
        />
        <label className="grid gap-1 text-sm font-semibold text-brand-950">
          Upload a cover (JPEG, PNG or WebP, up to 5 MB)
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="text-sm font-normal"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        </label>
        <p role="status" className="text-sm text-muted">
          {status}
        </p>
      </div>
      {preview ? (
        <img
          src={preview.src}
          alt="Cover preview"
          width={192}
          height={128}
          className="aspect-[3/2] w-48 rounded-xl object-cover"
        />
      ) : null}
    </div>
  );
}
