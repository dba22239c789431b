import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MEDIA_WIDTHS, mediaPreviewName, mediaVariant, mediaWidths, PREVIEW_IMAGE, type PublishedImage } from '../src/content/images.ts';

/**
 * The files a published photo is served as (content/images.ts names them):
 * each width it is offered at in AVIF and in WebP, and its link preview, a
 * 1200 x 630 crop in JPEG. Made by sharp (libvips, prebuilt in its npm
 * package) from the original, turned upright first as its EXIF says, at the
 * qualities below: AVIF q45 looks like WebP q75 at a slot's size (AVIF's
 * scale is not WebP's) and weighs about three quarters as much on a
 * photograph (make bench-publish).
 */
export const VARIANT_QUALITY = { avif: 45, webp: 75, preview: 80 } as const;

/**
 * AVIF's encoder effort (0-9). On a 1600 px photo's five widths here: 0.5 s
 * at 0, 1.7 s at 2, 11.8 s at sharp's default 4, for files 10 % smaller:
 * 40 photos must publish within a minute on two cores.
 */
const AVIF_EFFORT = 0;

/** The variants of `image` whose names are in `wanted`, made from the original's bytes. Throws when sharp cannot decode them. */
export async function makeVariants(original: Buffer, image: PublishedImage, wanted: ReadonlySet<string>): Promise<Map<string, Buffer>> {
  // Decoded once, upright, and each file made from those pixels.
  const { data, info } = await sharp(original, { failOn: 'error' }).rotate().raw().toBuffer({ resolveWithObject: true });
  const upright = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const jobs: [string, () => Promise<Buffer>][] = [];
  for (const width of mediaWidths(image.width)) {
    const resized = () => upright.clone().resize({ width, withoutEnlargement: true });
    jobs.push([mediaVariant(image.hash, width, 'avif'), () => resized().avif({ quality: VARIANT_QUALITY.avif, effort: AVIF_EFFORT }).toBuffer()]);
    jobs.push([mediaVariant(image.hash, width, 'webp'), () => resized().webp({ quality: VARIANT_QUALITY.webp }).toBuffer()]);
  }
  jobs.push([
    mediaPreviewName(image.hash),
    () => upright.clone().resize(PREVIEW_IMAGE.width, PREVIEW_IMAGE.height, { fit: 'cover', position: 'attention' }).flatten({ background: '#ffffff' }).jpeg({ quality: VARIANT_QUALITY.preview }).toBuffer(),
  ]);
  const made = await Promise.all(jobs.filter(([name]) => wanted.has(name)).map(async ([name, make]) => [name, await make()] as const));
  return new Map(made);
}

/**
 * What a variant's bytes depend on besides the original: the widths, the
 * formats and qualities, the encoder's effort and sharp's own version (a
 * new libvips encodes differently). A variant made by another recipe is
 * made again; one made by this recipe is taken from the cache.
 */
export const RECIPE = createHash('sha256')
  .update(JSON.stringify({ widths: MEDIA_WIDTHS, preview: PREVIEW_IMAGE, quality: VARIANT_QUALITY, avifEffort: AVIF_EFFORT, sharp: sharp.versions }))
  .digest('hex')
  .slice(0, 16);
