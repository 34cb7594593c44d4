import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { MAX_UPLOAD_BYTES, MEDIA_WIDTHS } from "~/lib/media";
import type { AppServices } from "../platform/types";
import { readMultipart } from "./multipart";
import { uploadedShareImage } from "./queries";
import { sniffImageType } from "./sniff";
import { storeUpload, UPLOAD_MESSAGES } from "./writes";
import { getMediaVariant } from "./queries";
import { loader as serveMedia } from "~/routes/system/media";

const actor = { id: "admin-1", email: "ada@example.com" };

async function png(width = 900, height = 500): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
}
async function jpeg(): Promise<Buffer> {
  // Noise, so that the file is long enough to cut in the middle of its scan data.
  const raw = Buffer.alloc(640 * 480 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width: 640, height: 480, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
async function webp(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 400, channels: 4, background: "#336699" } })
    .webp()
    .toBuffer();
}
/** A Windows executable's first bytes, named like a photo. */
const exe = Buffer.concat([
  Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"),
  Buffer.alloc(4000),
]);

function uploadRequest(file: Buffer | null, name = "photo.jpg", type = "image/jpeg", extra = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(extra)) form.append(k, String(v));
  if (file) form.append("file", new Blob([new Uint8Array(file)], { type }), name);
  return new Request("http://localhost/admin/media", { method: "POST", body: form });
}

describe("sniffImageType", () => {
  it("knows JPEG, PNG and WebP by their bytes, and nothing else", async () => {
    expect(sniffImageType(await jpeg())).toBe("image/jpeg");
    expect(sniffImageType(await png())).toBe("image/png");
    expect(sniffImageType(await webp())).toBe("image/webp");
    expect(sniffImageType(exe)).toBeNull();
    expect(sniffImageType(Buffer.from("GIF89a......"))).toBeNull();
    expect(sniffImageType(Buffer.from("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(Buffer.from("RIFF\0\0\0\0WAVE"))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe("readMultipart", () => {
  const limits = { maxFileBytes: 1000, maxBodyBytes: 100_000 };

  it("returns the fields and the one file asked for", async () => {
    const read = await readMultipart(
      uploadRequest(Buffer.from("x".repeat(1000)), "a.bin", "x/y", { title: "Hi" }),
      "file",
      limits,
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.file?.bytes.length).toBe(1000);
    expect(read.file?.filename).toBe("a.bin");
    expect(read.fields.get("title")).toBe("Hi");
  });

  it("refuses a file one byte over the limit", async () => {
    const read = await readMultipart(uploadRequest(Buffer.alloc(1001)), "file", limits);
    expect(read).toMatchObject({ ok: false, failure: "too-large" });
  });

  it("refuses what is not multipart", async () => {
    const request = new Request("http://localhost/x", { method: "POST", body: "a=1" });
    expect(await readMultipart(request, "file", limits)).toMatchObject({
      ok: false,
      failure: "not-multipart",
    });
  });

  it("counts while streaming: an endless body is cut off, never read whole", async () => {
    const boundary = "----b";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n` +
        `Content-Type: image/jpeg\r\n\r\n`,
    );
    let pulled = 0;
    let cancelled = false;
    const chunk = new Uint8Array(64 * 1024).fill(0x41);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request("http://localhost/x", {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);
    const read = await readMultipart(request, "file", {
      maxFileBytes: 1000,
      maxBodyBytes: 1_000_000,
    });
    expect(read).toMatchObject({ ok: false, failure: "body-too-large" });
    expect(cancelled).toBe(true);
    // Stopped within a chunk or two of the cap (a stream may pull ahead a little).
    expect(pulled).toBeLessThan(1_000_000 + 4 * chunk.length);
  });
});

describe.each(engines)("the upload pipeline on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => cleanup());

  const count = async () =>
    Number(
      (
        await services.db
          .selectFrom("media")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("re-encodes a valid PNG into every width in AVIF and WebP, and serves them", async () => {
    const before = await count();
    const result = await storeUpload(
      services,
      actor,
      uploadRequest(await png(), "cover.png", "image/png"),
      "file",
    );
    if ("error" in result) throw new Error(result.error);
    expect(result.url).toBe(`/media/u/${result.mediaId}-800.webp`);
    expect(result.base).toBe(`/media/u/${result.mediaId}`);
    expect(await count()).toBe(before + 1);

    const variants = await services.db
      .selectFrom("mediaVariant")
      .select(["name", "type", "width", "height"])
      .where("mediaId", "=", result.mediaId)
      .orderBy("name")
      .execute();
    const expected = [
      ...MEDIA_WIDTHS.flatMap((w) => [`${w}.avif`, `${w}.webp`]),
      "1200.jpg",
    ].sort();
    expect(variants.map((v) => v.name)).toEqual(expected);
    const v768 = variants.find((v) => v.name === "768.avif")!;
    expect([v768.width, v768.height, v768.type]).toEqual([768, 512, "image/avif"]);

    for (const name of ["384.avif", "1200.webp", "1200.jpg"]) {
      const stored = await getMediaVariant(services.db, result.mediaId, name);
      const meta = await sharp(Buffer.from(stored!.data)).metadata();
      expect(meta.format).toBe(
        name.endsWith("avif") ? "heif" : name.endsWith("jpg") ? "jpeg" : "webp",
      );
    }

    const response = await serveMedia({
      params: { file: `${result.mediaId}-384.avif` },
      context: { services },
    } as never);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const missing = await serveMedia({
      params: { file: `${result.mediaId}-385.avif` },
      context: { services },
    } as never);
    expect(missing.status).toBe(404);

    const audit = await services.db
      .selectFrom("auditLog")
      .select(["action", "entityId"])
      .where("entityId", "=", result.mediaId)
      .executeTakeFirst();
    expect(audit?.action).toBe("media.upload");
  });

  it("accepts JPEG and WebP, and keeps an inline image's own shape", async () => {
    const j = await storeUpload(services, actor, uploadRequest(await jpeg()), "file");
    expect("error" in j).toBe(false);
    const w = await storeUpload(
      services,
      actor,
      uploadRequest(await webp(), "sq.webp", "image/webp", { shape: "inline" }),
      "file",
    );
    if ("error" in w) throw new Error(w.error);
    const v = await services.db
      .selectFrom("mediaVariant")
      .select(["width", "height"])
      .where("mediaId", "=", w.mediaId)
      .where("name", "=", "400.webp")
      .executeTakeFirstOrThrow();
    expect([v.width, v.height]).toEqual([400, 400]);
  });

  it("gives an upload's share JPEG with the size stored for it: 3:2 for a cover, its own for inline", async () => {
    const cover = await storeUpload(
      services,
      actor,
      uploadRequest(await png(), "cover.png", "image/png"),
      "file",
    );
    const square = await storeUpload(
      services,
      actor,
      uploadRequest(await webp(), "sq.webp", "image/webp", { shape: "inline" }),
      "file",
    );
    if ("error" in cover || "error" in square) throw new Error("upload refused");
    expect(await uploadedShareImage(services.db, cover.base)).toEqual({
      src: `${cover.base}-1200.jpg`,
      width: 1200,
      height: 800,
    });
    expect(await uploadedShareImage(services.db, square.base)).toEqual({
      src: `${square.base}-1200.jpg`,
      width: 1200,
      height: 1200,
    });
    // The JPEG served is the size stated.
    const jpg = await getMediaVariant(services.db, cover.mediaId, "1200.jpg");
    const meta = await sharp(Buffer.from(jpg!.data)).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 800]);
    // Not an upload, or an upload that is not stored: no share image of its own.
    expect(await uploadedShareImage(services.db, "/images/courses/primary-computing")).toBeNull();
    expect(await uploadedShareImage(services.db, `/media/u/${"0".repeat(32)}`)).toBeNull();
  });

  it("refuses a renamed executable, an oversized file and a corrupt image, storing nothing", async () => {
    const before = await count();
    const audits = async () =>
      Number(
        (
          await services.db
            .selectFrom("auditLog")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const auditsBefore = await audits();

    expect(
      await storeUpload(services, actor, uploadRequest(exe, "photo.jpg"), "file"),
    ).toMatchObject({
      error: UPLOAD_MESSAGES.notImage,
      status: 415,
    });

    // A real PNG header, then more than 5 MB.
    const big = Buffer.concat([await png(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect(
      await storeUpload(services, actor, uploadRequest(big, "big.png", "image/png"), "file"),
    ).toMatchObject({
      error: UPLOAD_MESSAGES.tooLarge,
      status: 413,
    });

    const whole = await jpeg();
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    expect(await storeUpload(services, actor, uploadRequest(cut), "file")).toMatchObject({
      error: UPLOAD_MESSAGES.corrupt,
      status: 422,
    });
    const garbled = Buffer.from(whole);
    garbled.fill(0x00, 200, 2000); // header intact, tables and scan destroyed
    expect(await storeUpload(services, actor, uploadRequest(garbled), "file")).toMatchObject({
      status: 422,
    });

    expect(await storeUpload(services, actor, uploadRequest(null), "file")).toMatchObject({
      error: UPLOAD_MESSAGES.missing,
    });

    expect(await count()).toBe(before);
    expect(await audits()).toBe(auditsBefore);
  });
});
