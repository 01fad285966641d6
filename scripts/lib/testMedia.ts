import { randomBytes } from 'node:crypto';

/**
 * `size` bytes that read as a PNG image: the signature, an IHDR chunk (`width`×`height` pixels, 8-bit
 * RGB) and an IDAT chunk holding random bytes, enough for a reader of magic bytes (the server's upload
 * check) or of an image's size to recognise a PNG. For tests: no image viewer will draw it.
 * @throws RangeError when `size` is under 41 bytes (the chunk headers).
 */
export function pngBytes(size: number, width = 1, height = 1): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const header = Buffer.alloc(25);
  header.writeUInt32BE(13, 0);
  header.write('IHDR', 4, 'latin1');
  header.writeUInt32BE(width, 8);
  header.writeUInt32BE(height, 12);
  header[16] = 8; // bit depth
  header[17] = 2; // colour type: RGB
  const data = Buffer.alloc(8);
  const rest = size - signature.length - header.length - data.length;
  if (rest < 0) throw new RangeError(`A PNG needs at least 41 bytes, not ${size}`);
  data.writeUInt32BE(rest, 0);
  data.write('IDAT', 4, 'latin1');
  return Buffer.concat([signature, header, data, randomBytes(rest)]);
}

/** An HTML page with a script: what an attacker uploads with an image's content type. */
export const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
