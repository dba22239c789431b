/** Uploaded photos are downscaled in the browser so the ~5 MB storage holds many of them. */
export const MAX_IMAGE_SIDE = 1600;
const QUALITY = 0.82;

export class NotAnImageError extends Error {
  constructor(name: string) {
    super(`“${name}” is not an image. Choose a JPEG, PNG, WebP or GIF file.`);
  }
}

/**
 * A file that says it is an image but does not decode here: an iPhone's HEIC
 * photo in a browser without HEIC support, or a damaged file. It is an image,
 * so "not an image" would be the wrong thing to tell the owner.
 */
export class UnreadableImageError extends Error {
  constructor(name: string) {
    super(`“${name}” could not be opened in this browser: its format is not supported here (an iPhone’s HEIC photo, for one), or the file is damaged. Choose a JPEG, PNG, WebP or GIF file.`);
  }
}

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/**
 * Reads an image file as a data URL, scaled so its longest side is at most
 * 1600 px and re-encoded as WebP (JPEG where WebP encoding is missing). Small
 * files that need no scaling keep their bytes when that is smaller.
 */
export async function imageToDataUrl(file: File): Promise<string> {
  if (!isImageFile(file)) throw new NotAnImageError(file.name);
  const original = await readAsDataUrl(file);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new UnreadableImageError(file.name);
  }
  const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  let encoded = canvas.toDataURL('image/webp', QUALITY);
  if (!encoded.startsWith('data:image/webp')) encoded = canvas.toDataURL('image/jpeg', QUALITY);
  return scale === 1 && original.length <= encoded.length ? original : encoded;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
