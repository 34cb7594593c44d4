import busboy from "busboy";
import { once } from "node:events";

// Reads a multipart/form-data request as it streams in, holding at most `maxFileBytes` of the
// one file field asked for. As soon as that file passes the limit its bytes are dropped (the
// answer is already known); the rest of the body is read and thrown away, so that the browser,
// still sending, gets to read our answer; a body that goes on past `maxBodyBytes` is cut off.
// Nothing beyond the limit is ever kept in memory, and nothing is stored.

export interface UploadLimits {
  /** The largest file accepted. */
  maxFileBytes: number;
  /** The most this reader takes from the wire before giving up on a request. */
  maxBodyBytes: number;
}

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  /** What the browser claimed: never trusted, only recorded. */
  claimedType: string;
}

export type UploadFailure = "not-multipart" | "malformed" | "too-large" | "body-too-large";

export type ReadUploadResult =
  | { ok: true; file: UploadedFile | null; fields: FormData }
  | { ok: false; failure: UploadFailure; fields: FormData };

export async function readMultipart(
  request: Request,
  field: string,
  limits: UploadLimits,
): Promise<ReadUploadResult> {
  const fields = new FormData();
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) {
    return { ok: false, failure: "not-multipart", fields };
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: {
        // busboy says "limit" on reaching its number: one byte more than we accept.
        fileSize: limits.maxFileBytes + 1,
        files: 4,
        fields: 100,
        fieldSize: 512 * 1024,
        parts: 120,
      },
    });
  } catch {
    return { ok: false, failure: "not-multipart", fields };
  }

  let file: UploadedFile | null = null;
  let tooLarge = false;
  let malformed = false;

  parser.on("field", (name, value) => fields.append(name, value));
  parser.on("file", (name, stream, info) => {
    if (name !== field || file || tooLarge) {
      stream.on("error", () => {});
      stream.resume();
      return;
    }
    stream.on("error", () => {});
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      chunks.push(chunk);
    });
    stream.on("limit", () => {
      // Passed the limit: drop what was held at once; busboy discards the rest of the part.
      tooLarge = true;
      chunks.length = 0;
    });
    stream.on("end", () => {
      if (tooLarge || size === 0) return;
      file = {
        bytes: Buffer.concat(chunks, size),
        filename: info.filename ?? "",
        claimedType: info.mimeType ?? "",
      };
    });
  });
  const done = new Promise<void>((resolve) => {
    parser.on("close", () => resolve());
    parser.on("error", () => {
      malformed = true;
      resolve();
    });
  });

  const reader = request.body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done: ended, value } = await reader.read();
      if (ended) break;
      total += value.byteLength;
      if (total > limits.maxBodyBytes) {
        await reader.cancel().catch(() => {});
        parser.destroy();
        return { ok: false, failure: "body-too-large", fields };
      }
      if (malformed) continue; // read on, so the browser sees our answer
      if (!parser.write(value)) await Promise.race([once(parser, "drain"), done]);
    }
  } catch {
    parser.destroy();
    return { ok: false, failure: "malformed", fields };
  }
  parser.end();
  await done;
  if (tooLarge) return { ok: false, failure: "too-large", fields };
  if (malformed) return { ok: false, failure: "malformed", fields };
  return { ok: true, file, fields };
}
