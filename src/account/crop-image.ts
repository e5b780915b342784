/** Cuts the chosen square out of an image and scales it to the avatar's size, in a canvas. */
export const AVATAR_SIZE = 256;

export interface PixelSquare {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('profile_page.avatar.not_image'));
    image.src = src;
  });
}

/** @example await cropToAvatar(objectUrl, { x: 10, y: 0, width: 480, height: 480 }) // a 256×256 PNG */
export async function cropToAvatar(src: string, area: PixelSquare, size = AVATAR_SIZE): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('errors.default');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('errors.default'))), 'image/png'));
}
