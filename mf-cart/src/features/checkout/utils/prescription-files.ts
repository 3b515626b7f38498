/** The spec's limits on prescription uploads (shopping-core §5). */
export const MAX_PRESCRIPTION_IMAGES = 3;
export const PRESCRIPTION_LIMIT_MESSAGE = 'Maximum 3 images can be send at a time.';
export const PRESCRIPTION_REQUIRED_MESSAGE = 'Please upload your prescription image';
export const PRESCRIPTION_TYPE_MESSAGE = 'Only images can be uploaded (PNG, JPEG, WebP or GIF).';
export const PRESCRIPTION_SIZE_MESSAGE = 'Each image must be 5 MB or smaller.';
export const MAX_PRESCRIPTION_BYTES = 5 * 1024 * 1024;

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

export interface PrescriptionSelection {
  files: File[];
  /** The first refusal (an English key), or null when every picked file was taken. */
  issue: string | null;
}

/**
 * Adds the picked files to those already chosen: images only (the accept
 * attribute is a hint a user can bypass, so the type is checked again), each
 * ≤ 5 MB, at most 3 in all. The server checks the bytes once more.
 */
export function addPrescriptionFiles(current: readonly File[], picked: readonly File[]): PrescriptionSelection {
  const files = [...current];
  let issue: string | null = null;
  for (const file of picked) {
    if (!IMAGE_TYPES.has(file.type)) issue ??= PRESCRIPTION_TYPE_MESSAGE;
    else if (file.size > MAX_PRESCRIPTION_BYTES) issue ??= PRESCRIPTION_SIZE_MESSAGE;
    else if (files.length >= MAX_PRESCRIPTION_IMAGES) issue ??= PRESCRIPTION_LIMIT_MESSAGE;
    else files.push(file);
  }
  return { files, issue };
}
