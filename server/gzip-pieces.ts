import { crc32 } from "node:zlib";

// A page kept as fixed pieces with per-request values between them, sent as gzip without
// compressing anything per request (docs/decisions/0045-signed-in-pages-from-the-cache.md
// "Compressed once"): each fixed piece is deflated once ending on a byte boundary
// (Z_SYNC_FLUSH, the last piece ending the stream), a request's own bytes go between them as
// stored deflate blocks, and the trailer's CRC-32 is combined from the pieces' stored checksums.

// CRC-32 of joined pieces from the pieces' own checksums (zlib's crc32_combine, as in its
// crc32.c): the fixed pieces' checksums are computed once, so a request checksums only its own
// few bytes instead of the whole page.
const CRC_POLY = 0xedb88320;
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ CRC_POLY : b >>> 1;
  }
  return p >>> 0;
}
const X2N: number[] = [0x40000000];
for (let n = 1; n < 32; n++) X2N.push(multModP(X2N[n - 1]!, X2N[n - 1]!));
/** The operator that moves a checksum past `length` more bytes. */
function crcShift(length: number): number {
  let p = 0x80000000;
  for (let k = 3; length; length = Math.floor(length / 2), k++) {
    if (length & 1) p = multModP(X2N[k & 31]!, p);
  }
  return p;
}
function crcCombine(crc1: number, shift2: number, crc2: number): number {
  return (multModP(shift2, crc1) ^ crc2) >>> 0;
}

/** Per fixed piece, its CRC-32 and the operator that moves a checksum past it. */
export type PieceChecksums = readonly { crc: number; shift: number }[];

export function pieceChecksums(pieces: readonly Buffer[]): PieceChecksums {
  return pieces.map((piece) => ({ crc: crc32(piece), shift: crcShift(piece.length) }));
}

/** A gzip member's fixed ten-byte header (no name, no time). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** Bytes as stored (uncompressed) deflate blocks, not the last: for a few dozen bytes. */
function storedBlocks(bytes: Buffer, out: Buffer[]) {
  for (let at = 0; at < bytes.length || at === 0; at += 0xffff) {
    const part = bytes.subarray(at, at + 0xffff);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(part.length, 1);
    head.writeUInt16LE(~part.length & 0xffff, 3);
    out.push(head, part);
    if (bytes.length === 0) break;
  }
}

/**
 * One gzip member: the deflated fixed pieces with values[i] (after piece i) between them as
 * stored blocks. `pieces` are the fixed pieces' plain bytes (for the length), `deflated` the
 * same pieces deflated as described above.
 */
export function gzipJoin(
  pieces: readonly Buffer[],
  deflated: readonly Buffer[],
  crcs: PieceChecksums,
  values: readonly (Buffer | undefined)[],
): Buffer[] {
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (let i = 0; i < pieces.length; i++) {
    parts.push(deflated[i]!);
    crc = crcCombine(crc, crcs[i]!.shift, crcs[i]!.crc);
    size += pieces[i]!.length;
    const value = values[i];
    if (value === undefined) continue;
    storedBlocks(value, parts);
    crc = crc32(value, crc);
    size += value.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(trailer);
  return parts;
}
