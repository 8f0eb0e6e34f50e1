import { readAsDataUrl } from './read-as-data-url';
import { scalePhoto } from './photo-scaling';

// Issue 21 §13, §14: every screen that takes a photo checks it, scales it and reads it the same way; only
// the words and the limit are the screen's own (spec taste-and-account §5, social-and-discovery §5).

/** A photo error as every screen shows it (PhotoProblemNotice). */
export interface PhotoProblem {
  title: string;
  text: string;
}

export interface PhotoRules {
  /** The most the photo may weigh as sent, i.e. after scaling. */
  maxBytes: number;
  notAnImage: PhotoProblem;
  tooLarge: (file: File) => PhotoProblem;
}

export interface PreparedPhoto {
  /** The scaled photo as a data URL: the preview, and what the API takes. */
  dataUrl: string;
  filename: string;
  /** Its size as sent. */
  bytes: number;
}

export type PhotoChoice = { photo: PreparedPhoto; problem?: undefined } | { problem: PhotoProblem };

/** A chosen file, checked and scaled to what the server keeps, or why it cannot be sent. */
export async function preparePhoto(file: File, rules: PhotoRules): Promise<PhotoChoice> {
  if (!file.type.startsWith('image/')) return { problem: rules.notAnImage };
  const scaled = await scalePhoto(file);
  if (scaled.size > rules.maxBytes) return { problem: rules.tooLarge(file) };
  try {
    return { photo: { dataUrl: await readAsDataUrl(scaled), filename: file.name, bytes: scaled.size } };
  } catch {
    return { problem: rules.notAnImage };
  }
}

/** The base64 text of a data URL (how Compare and Shop send a photo). */
export const base64Of = (dataUrl: string): string => dataUrl.slice(dataUrl.indexOf(',') + 1);
