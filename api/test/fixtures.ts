import zlib from 'node:zlib';
import sharp from 'sharp';

/** Real images made on the fly, so the repository ships no binaries for tests. */
export function pngImage(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 90 } } })
    .png()
    .toBuffer();
}

export function jpegImage(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
}

export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Over the 3,000,000-byte image limit, and still a PNG by its first bytes. */
export function oversizedPng(bytes = 4_000_000): Buffer {
  const buf = Buffer.alloc(bytes, 0);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buf);
  return buf;
}

/**
 * A real PNG signature and header chunk, then a well-formed data chunk full of
 * garbage: every header reader accepts it; only decoding the pixels finds it broken.
 */
export async function brokenPng(): Promise<Buffer> {
  const real = await pngImage(64, 64);
  // Signature (8 bytes) + IHDR chunk (25 bytes).
  const header = real.subarray(0, 33);
  const garbage = Buffer.alloc(4000);
  for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 131 + 7) % 251;
  return Buffer.concat([header, pngChunk('IDAT', garbage), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A real JPEG cut off halfway through its pixel data. */
export async function truncatedJpeg(): Promise<Buffer> {
  const real = await sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  return real.subarray(0, Math.floor(real.length * 0.6));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A valid PNG a few kilobytes long that decodes to `side` x `side` pixels (one bit
 * each, all black): a decompression bomb far below the 3 MB upload limit.
 */
export function pngBomb(side = 12_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = 1 + Math.ceil(side / 8); // filter byte + packed pixels
  const pixels = zlib.deflateSync(Buffer.alloc(row * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PDF header with no end: cut off before its %%EOF trailer. */
export const truncatedPdf = pdfBytes.subarray(0, 40);
