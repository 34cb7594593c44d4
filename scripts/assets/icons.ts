// Favicons, app icons and the web app manifest.
import sharp from "sharp";
import { brand } from "./color";
import { markBody, markDefs } from "./brand";
import type { Output } from "./output";

function markSvg(px: number | null, radius: number): string {
  const size = px === null ? "" : ` width="${px}" height="${px}"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${size} viewBox="0 0 100 100">` +
    `<defs>${markDefs()}</defs>${markBody("lnmark", radius)}</svg>`
  );
}

async function png(px: number, radius: number): Promise<Buffer> {
  return sharp(Buffer.from(markSvg(px, radius)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file holding a single PNG image (supported by every current browser). */
function icoFromPng(image: Buffer, px: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(px >= 256 ? 0 : px, 6); // width
  header.writeUInt8(px >= 256 ? 0 : px, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, image]);
}

export async function writeIcons(out: Output): Promise<void> {
  await out.write("favicon.svg", `${markSvg(null, 24)}\n`, { width: 100, height: 100 });
  await out.write("icons/icon-192.png", await png(192, 22), { width: 192, height: 192 });
  await out.write("icons/icon-512.png", await png(512, 22), { width: 512, height: 512 });
  // iOS rounds touch icons itself and shows transparency as black, so this one is full-bleed.
  await out.write("icons/apple-touch-icon.png", await png(180, 0), { width: 180, height: 180 });
  await out.write("favicon.ico", icoFromPng(await png(32, 22), 32), { width: 32, height: 32 });
  const manifest = {
    name: "Learnova",
    short_name: "Learnova",
    description: "Quality education accessible to everyone, everywhere.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: brand.indigo700,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
  await out.write("site.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`);
}
