/** A photo as the advice screens keep it: its name and the scaled photo's data URL. */
export interface HandedPhoto {
  filename: string;
  preview: string;
}

/**
 * Photos carried from one advice screen to the next (Shop shown a printed list hands it to Compare). Kept
 * in memory until the next screen takes them, once: a reload or a later visit does not send them again.
 */
let handed: HandedPhoto[] = [];

export function handPhotosOver(photos: readonly HandedPhoto[]): void {
  handed = photos.map(({ filename, preview }) => ({ filename, preview }));
}

export function takeHandedPhotos(): HandedPhoto[] {
  const taken = handed;
  handed = [];
  return taken;
}
