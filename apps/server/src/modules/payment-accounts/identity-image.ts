import { ID_IMAGE_MAX_BYTES, ID_IMAGE_MAX_PX, ID_IMAGE_TEXT } from '@jaunt/contract';

export interface JudgedImage {
  type: 'image/png' | 'image/jpeg';
  ext: 'png' | 'jpg';
  width: number;
  height: number;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG size from the IHDR chunk. */
function pngSize(b: Buffer): { width: number; height: number } | null {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** JPEG size from the first start-of-frame marker (SOF0..SOF15 except DHT, JPG, DAC). */
function jpegSize(b: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/**
 * Judges an identity document by its bytes, never its name (section 5): JPG or PNG, at most
 * 5 MB and 8000 x 8000 px. Returns the problem as a sentence, or the image's type and size.
 */
export function judgeIdentityImage(bytes: Buffer): JudgedImage | string {
  if (bytes.length === 0) return ID_IMAGE_TEXT.empty;
  if (bytes.length > ID_IMAGE_MAX_BYTES) return ID_IMAGE_TEXT.tooLarge;
  let found: JudgedImage | null = null;
  if (PNG.every((v, i) => bytes[i] === v)) {
    const s = pngSize(bytes);
    if (s) found = { type: 'image/png', ext: 'png', ...s };
  } else if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const s = jpegSize(bytes);
    if (s) found = { type: 'image/jpeg', ext: 'jpg', ...s };
  }
  if (!found) return ID_IMAGE_TEXT.notJpgOrPng;
  if (found.width > ID_IMAGE_MAX_PX || found.height > ID_IMAGE_MAX_PX) {
    return ID_IMAGE_TEXT.tooManyPixels;
  }
  if (found.width === 0 || found.height === 0) return ID_IMAGE_TEXT.notJpgOrPng;
  return found;
}
