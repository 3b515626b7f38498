import * as yup from 'yup';

/** Review limits, the API's too (spec: shopping-core §5: images only, at most 3 at a time). */
export const REVIEW_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const REVIEW_MAX_IMAGES = 3;
export const REVIEW_MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const REVIEW_MAX_COMMENT = 1000;

export const TOO_MANY_IMAGES = 'Maximum 3 images can be send at a time.';

export interface ReviewValues {
  rating: number;
  comment: string;
}

export const reviewSchema: yup.ObjectSchema<ReviewValues> = yup.object({
  rating: yup.number().default(0).min(1, 'Please give a rating.').max(5, 'Please give a rating.').required('Please give a rating.'),
  comment: yup.string().default('').max(REVIEW_MAX_COMMENT, 'The review may not be greater than 1000 characters.'),
});

/** A picture's problem as a text key, or null when it may be sent (the server checks its bytes again). */
export function reviewImageProblem(file: File): string | null {
  if (!(REVIEW_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Only images can be uploaded (PNG, JPEG, WebP or GIF).';
  if (file.size > REVIEW_MAX_IMAGE_BYTES) return 'Each image must be 2 MB or smaller.';
  return null;
}

/** Adds the chosen pictures to those already picked: the first problem, and at most three kept. */
export function addReviewImages(current: File[], chosen: File[]): { images: File[]; problem: string | null } {
  const problem = chosen.map(reviewImageProblem).find((found) => found !== null) ?? null;
  const accepted = chosen.filter((file) => reviewImageProblem(file) === null);
  const all = [...current, ...accepted];
  if (all.length > REVIEW_MAX_IMAGES) return { images: all.slice(0, REVIEW_MAX_IMAGES), problem: problem ?? TOO_MANY_IMAGES };
  return { images: all, problem };
}

export function itemReviewForm(orderId: number, itemId: number, values: ReviewValues, images: File[]): FormData {
  const form = new FormData();
  form.append('item_id', String(itemId));
  form.append('order_id', String(orderId));
  form.append('rating', String(values.rating));
  form.append('comment', values.comment.trim());
  for (const image of images) form.append('attachment[]', image);
  return form;
}
