import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '@gatehouse/contracts';

/** Largest file the browser is asked to open before scaling it down. */
export const PICTURE_SOURCE_MAX_BYTES = 10 * 1024 * 1024;
/** Width and height a picture is scaled down to fit. */
const PICTURE_SIDE = 256;
const DECODE_TIMEOUT_MS = 5000;

/** Why a chosen file cannot be the picture: not an accepted image type, too large, or unreadable. */
export class PictureError extends Error {
  constructor(
    readonly reason: 'type' | 'size' | 'unreadable',
    /** For `size`: the most bytes accepted. */
    readonly limit = 0,
  ) {
    super(reason);
    this.name = 'PictureError';
  }
}

const readDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new PictureError('unreadable'));
    reader.readAsDataURL(file);
  });

/** Decoded bytes of a base64 data URL. */
const bytesOf = (dataUrl: string) => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
};

/** The image decoded, or null where the browser cannot (no canvas, a broken file, or it takes too long). */
function decoded(dataUrl: string): Promise<HTMLImageElement | null> {
  const image = new Image();
  if (typeof image.decode !== 'function') return Promise.resolve(null);
  image.src = dataUrl;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), DECODE_TIMEOUT_MS)));
  const loaded = image.decode().then(
    () => image,
    () => null,
  );
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The picture drawn at most 256 px on its longer side, as WebP where the browser writes it (it keeps transparency),
 * else as JPEG on white; null when the image is already that small or the browser cannot draw it.
 */
async function scaledDown(dataUrl: string): Promise<string | null> {
  const canvas = document.createElement('canvas');
  const context = typeof canvas.getContext === 'function' ? canvas.getContext('2d') : null;
  if (!context) return null;
  const image = await decoded(dataUrl);
  if (!image || !image.naturalWidth || !image.naturalHeight) return null;
  const scale = Math.min(1, PICTURE_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
  if (scale === 1 && bytesOf(dataUrl) <= PROFILE_PICTURE_MAX_BYTES) return null;
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const webp = canvas.toDataURL('image/webp', 0.85);
  if (webp.startsWith('data:image/webp') && bytesOf(webp) <= PROFILE_PICTURE_MAX_BYTES) return webp;
  context.globalCompositeOperation = 'destination-over';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.85);
}

/**
 * A chosen file as the picture to send: a base64 data URL of a PNG, JPEG or WebP image of at most
 * PROFILE_PICTURE_MAX_BYTES, scaled down to an avatar's size when the browser can draw it. Rejects with a
 * PictureError the card puts in words.
 */
export async function readPicture(file: File): Promise<string> {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) throw new PictureError('type');
  if (file.size > PICTURE_SOURCE_MAX_BYTES) throw new PictureError('size', PICTURE_SOURCE_MAX_BYTES);
  const original = await readDataUrl(file);
  const picture = (await scaledDown(original)) ?? original;
  if (bytesOf(picture) > PROFILE_PICTURE_MAX_BYTES) throw new PictureError('size', PROFILE_PICTURE_MAX_BYTES);
  return picture;
}
