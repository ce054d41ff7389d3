import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@app/contract/limits';

/** What the file chooser offers for photos and logos; the server still judges files by their bytes. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** Why an image cannot be sent (checked before uploading), or null when it may go: JPEG, PNG, GIF or WebP up to 5 MB. */
export function checkImageFile(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}
