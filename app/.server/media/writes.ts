import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { MAX_UPLOAD_BYTES, mediaBase, mediaDefaultUrl } from "~/lib/media";
import type { Database } from "../platform/db/schema";
import { adminWrite } from "../kit/write";
import type { AppServices } from "../platform/types";
import type { SessionUser } from "../platform/session";
import { readMultipart, type ReadUploadResult, type UploadedFile } from "./multipart";
import { renderVariants, UnreadableImage, type MediaShape, type Variant } from "./process";
import { sniffImageType, type ImageType } from "./sniff";

import { MAX_UPLOAD_BODY_BYTES } from "./limits";

export { MAX_UPLOAD_BODY_BYTES };

export const UPLOAD_MESSAGES = {
  missing: "Choose an image to upload.",
  notMultipart: "Send the image as a form upload (multipart/form-data).",
  malformed: "The upload was cut short or malformed. Try again.",
  tooLarge: "The image is larger than 5 MB. Choose a smaller file (at most 5 MB).",
  notImage: "Only JPEG, PNG or WebP images can be uploaded, and this file is none of them.",
  corrupt: "This image could not be read: the file is damaged or incomplete.",
  mismatch: "This image could not be read: its contents do not match its format.",
  tooManyPixels: "This image has too many pixels (at most 40 megapixels). Choose a smaller one.",
} as const;

export type Actor = Pick<SessionUser, "id" | "email">;

/** An upload checked and re-encoded, not yet stored. */
export interface PreparedImage {
  id: string;
  originalName: string;
  sourceType: ImageType;
  sourceBytes: number;
  shape: MediaShape;
  variants: Variant[];
}

export type Refused = { error: string; status: 400 | 413 | 415 | 422 };

/** Reads a multipart request: its fields and the one file (at most 5 MB, counted as it streams). */
export function receiveUpload(request: Request, field: string): Promise<ReadUploadResult> {
  return readMultipart(request, field, {
    maxFileBytes: MAX_UPLOAD_BYTES,
    maxBodyBytes: MAX_UPLOAD_BODY_BYTES,
  });
}

/** The refusal for a failed read, or null when the read went through. */
export function readRefusal(read: ReadUploadResult): Refused | null {
  if (read.ok) return null;
  switch (read.failure) {
    case "not-multipart":
      return { error: UPLOAD_MESSAGES.notMultipart, status: 415 };
    case "malformed":
      return { error: UPLOAD_MESSAGES.malformed, status: 400 };
    case "too-large":
    case "body-too-large":
      return { error: UPLOAD_MESSAGES.tooLarge, status: 413 };
  }
}

/** Checks a file by its bytes and re-encodes it; a refusal says why in the admin's words. */
export async function prepareImage(
  file: UploadedFile,
  shape: MediaShape,
): Promise<PreparedImage | Refused> {
  const type = sniffImageType(file.bytes);
  if (!type) return { error: UPLOAD_MESSAGES.notImage, status: 415 };
  try {
    const variants = await renderVariants(file.bytes, type, shape);
    return {
      id: randomUUID().replaceAll("-", ""),
      originalName: file.filename.slice(0, 200),
      sourceType: type,
      sourceBytes: file.bytes.length,
      shape,
      variants,
    };
  } catch (error) {
    if (!(error instanceof UnreadableImage)) throw error;
    const message =
      error.reason === "too-many-pixels"
        ? UPLOAD_MESSAGES.tooManyPixels
        : error.reason === "mismatch"
          ? UPLOAD_MESSAGES.mismatch
          : UPLOAD_MESSAGES.corrupt;
    return { error: message, status: 422 };
  }
}

export function isRefused(value: unknown): value is Refused {
  return typeof value === "object" && value !== null && "error" in value;
}

/** Stores a prepared image inside the caller's transaction (call it from an adminWrite). */
export async function insertMedia(
  trx: Transaction<Database> | Kysely<Database>,
  image: PreparedImage,
  actor: Actor,
): Promise<{ mediaId: string; base: string; url: string }> {
  const largest = image.variants.reduce((a, b) => (b.width > a.width ? b : a));
  await trx
    .insertInto("media")
    .values({
      id: image.id,
      originalName: image.originalName,
      sourceType: image.sourceType,
      sourceBytes: image.sourceBytes,
      width: largest.width,
      height: largest.height,
      shape: image.shape,
      createdBy: actor.id,
      createdAt: new Date().toISOString(),
    })
    .execute();
  for (const v of image.variants) {
    await trx
      .insertInto("mediaVariant")
      .values({
        mediaId: image.id,
        name: v.name,
        type: v.type,
        width: v.width,
        height: v.height,
        data: v.data,
      })
      .execute();
  }
  return { mediaId: image.id, base: mediaBase(image.id), url: mediaDefaultUrl(image.id) };
}

/** The audit row's view of a stored image. */
export function mediaAudit(image: PreparedImage): Record<string, unknown> {
  return {
    id: image.id,
    originalName: image.originalName,
    sourceType: image.sourceType,
    sourceBytes: image.sourceBytes,
    shape: image.shape,
  };
}

/**
 * The whole pipeline for one file field of a multipart request: read (5 MB, streamed), sniff,
 * re-encode, store with its audit row. Anything wrong gets a message and stores nothing.
 */
export async function storeUpload(
  services: Pick<AppServices, "db">,
  actor: Actor,
  request: Request,
  field: string,
  options: { shape?: MediaShape } = {},
): Promise<
  | { mediaId: string; url: string; base: string; fields: FormData }
  | (Refused & { fields?: FormData })
> {
  const read = await receiveUpload(request, field);
  const refused = readRefusal(read);
  if (refused) return { ...refused, fields: read.fields };
  if (!read.ok) throw new Error("unreachable");
  if (!read.file) return { error: UPLOAD_MESSAGES.missing, status: 400, fields: read.fields };
  const shapeField = read.fields.get("shape");
  const shape = options.shape ?? (shapeField === "inline" ? "inline" : "cover");
  const image = await prepareImage(read.file, shape);
  if (isRefused(image)) return { ...image, fields: read.fields };
  const stored = await adminWrite(services.db, actor, {
    action: "media.upload",
    entity: "media",
    entityId: image.id,
    run: async (trx) => ({
      after: mediaAudit(image),
      result: await insertMedia(trx, image, actor),
    }),
  });
  return { ...stored, fields: read.fields };
}
