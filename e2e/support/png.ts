import { deflateSync } from 'node:zlib';

/** A solid-colour RGB PNG of any size, made in memory (a large photo stand-in for upload tests). */
export function solidPng(width: number, height: number, rgb: [number, number, number] = [200, 90, 40]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  return encodePng(width, height, Buffer.concat(Array.from({ length: height }, () => row)));
}

/**
 * A stand-in photo: a PNG at a photo's size (Chromium counts an enlarged
 * image at its own pixel size for the largest paint, so the suite's 64 × 48
 * stand-in loses to text) and of about a photo's weight, one bit a pixel (a
 * JPEG's 180 kB at 1600 × 900): a margin for Chromium versions that leave
 * out low-entropy images (156 counted even an all-black one). Random bytes
 * fill the first rows, the rest is black. Every pixel random made a 4.3 MB
 * file, which the suite's request routing sent for each photo request.
 */
export function noisePng(width: number, height: number): Buffer {
  const stride = 1 + width * 3;
  const raw = Buffer.alloc(stride * height);
  const noise = Math.min(raw.length, Math.ceil((width * height) / 8));
  for (let i = 0; i < noise; i++) raw[i] = i % stride === 0 ? 0 : Math.floor(Math.random() * 256); // filter byte 0, then pixels
  return encodePng(width, height, raw);
}

/** A PNG of 8-bit RGB rows, each led by its filter byte. */
function encodePng(width: number, height: number, raw: Buffer): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
