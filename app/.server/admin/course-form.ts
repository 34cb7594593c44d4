import { formFailure } from "~/lib/form-result";
import { formValues, parseWith } from "~/lib/forms";
import { courseFieldsSchema, type CourseFields } from "~/lib/schemas/admin-courses";
import { formAnswer, NOT_A_FORM } from "../form-action";
import { SlugTaken } from "../repos/admin-courses";
import { AdminRefusal } from "./write";
import { isRefused, prepareImage, readRefusal, receiveUpload, type PreparedImage } from "../media";

/** The form's own message when a field refuses: it says nothing was stored. */
const FIELDS_REFUSED = "Some fields need attention: nothing was saved.";

export type CourseFormAnswer = ReturnType<typeof formAnswer>;

const FORM_BYTES = 1024 * 1024;

/** The body as text, or null as soon as it passes `max` bytes (read no further). */
async function readTextUpTo(request: Request, max: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function toFormData(params: URLSearchParams): FormData {
  const form = new FormData();
  for (const [k, v] of params) form.append(k, v);
  return form;
}

/**
 * A course form's post: its text fields (any form body) and, when the form is multipart, the
 * cover image in `cover` (5 MB counted while streaming, sniffed, re-encoded). Returns the
 * fields as sent, or the answer that refuses them. The image is only prepared, not stored:
 * the caller stores it in the same transaction as the course.
 */
export async function readCourseForm(request: Request): Promise<{
  values: Record<string, string>;
  file: Awaited<ReturnType<typeof receiveUpload>> | null;
}> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    const read = await receiveUpload(request, "cover");
    return { values: formValues(read.fields), file: read };
  }
  if (type.startsWith("application/x-www-form-urlencoded")) {
    // The upload paths have a larger server cap: a plain form is held to the usual 1 MiB here.
    const text = await readTextUpTo(request, FORM_BYTES);
    if (text === null) {
      throw formAnswer(formFailure({}, "This form is too large to read."), 413);
    }
    return { values: formValues(toFormData(new URLSearchParams(text))), file: null };
  }
  throw formAnswer(formFailure({}, NOT_A_FORM), 415);
}

/** The course's fields and its new cover (if one was sent), or the answer listing every refusal. */
export async function parseCourseForm(
  values: Record<string, string>,
  file: Awaited<ReturnType<typeof receiveUpload>> | null,
  options: { coverRequired: boolean },
): Promise<
  | { ok: true; fields: CourseFields; image: PreparedImage | null }
  | { ok: false; answer: CourseFormAnswer }
> {
  const parsed = parseWith(courseFieldsSchema, values);
  const errors: Record<string, string> = parsed.ok ? {} : { ...parsed.errors };
  let image: PreparedImage | null = null;
  const refusedRead = file ? readRefusal(file) : null;
  let status = 400;
  if (refusedRead) {
    errors.cover = refusedRead.error;
    status = refusedRead.status;
  } else if (file?.ok && file.file) {
    // Only worth the re-encoding when the rest of the form is acceptable.
    if (parsed.ok) {
      const prepared = await prepareImage(file.file, "cover");
      if (isRefused(prepared)) {
        errors.cover = prepared.error;
        status = prepared.status;
      } else image = prepared;
    }
  } else if (options.coverRequired) {
    errors.cover = "Upload a cover image (JPEG, PNG or WebP, at most 5 MB).";
  }
  if (parsed.ok && Object.keys(errors).length === 0) {
    return { ok: true, fields: parsed.data, image };
  }
  return {
    ok: false,
    answer: formAnswer(
      formFailure(errors, FIELDS_REFUSED, values.intent ?? "save", values),
      status,
    ),
  };
}

/**
 * Runs a course change: a taken slug becomes the slug field's message, any other refusal
 * (a stale version, enrolments on delete) the form's; nothing was changed in either case.
 */
export async function answerCourseRefusals<T>(
  run: () => Promise<T>,
  values: Record<string, string>,
): Promise<T | CourseFormAnswer> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SlugTaken) {
      return formAnswer(formFailure({ slug: error.message }, FIELDS_REFUSED, "save", values), 409);
    }
    if (error instanceof AdminRefusal) {
      return formAnswer(
        formFailure({}, error.message, values.intent ?? "save", values),
        error.status,
      );
    }
    throw error;
  }
}
