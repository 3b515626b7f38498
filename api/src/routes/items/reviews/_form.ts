import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { HttpError, unprocessable } from '../../../errors.js'
import type { ReviewImage } from '../../../repositories/review-repository.js'

/** Review limits (spec: shopping-core §5 uploads: images only, at most 3 at a time). */
export const REVIEW_MAX_IMAGES = 3
export const REVIEW_MAX_IMAGE_BYTES = 2 * 1024 * 1024
export const REVIEW_MAX_COMMENT = 1000
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])

/** The API's review messages, in English; the storefront and api/src/i18n translate them by this text. */
export const REVIEW_MESSAGES = {
  submitted: 'Review submitted successfully',
  orderNotFound: 'Order not found',
  notDelivered: 'You can review an order only after it is delivered.',
  itemNotInOrder: 'This item is not part of the order.',
  alreadyReviewed: 'You have already reviewed this item.',
  deliveryManAlreadyReviewed: 'You have already reviewed the delivery man of this order.',
  noDeliveryMan: 'This order has no delivery man to review.',
  rating: 'The rating must be a whole number from 1 to 5.',
  comment: 'The review may not be greater than 1000 characters.',
  tooManyImages: 'Maximum 3 images can be send at a time.',
  imageTooLarge: 'Each image must be 2 MB or smaller.',
  imageType: 'Only images can be uploaded (PNG, JPEG, WebP or GIF).',
  id: 'The id is not valid.',
  reminderCanceled: 'Review reminder canceled',
  interestUpdated: 'Interest updated successfully',
  interestRequired: 'Choose at least one category.',
  interestUnknown: 'Some of the chosen categories do not exist.',
  itemNotFound: 'Product not found!',
  storeNotFound: 'Store not found!',
} as const

export interface ReviewForm {
  fields: Record<string, string>
  images: ReviewImage[]
}

/** A review body, as JSON or as multipart with pictures (`attachment[]`, `attachment` or `image[]`) typed by their bytes. */
export async function readReviewForm(request: FastifyRequest): Promise<ReviewForm> {
  const fields: Record<string, string> = {}
  const images: ReviewImage[] = []
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer()
        if (!['attachment[]', 'attachment', 'image[]', 'image'].includes(part.fieldname))
          throw unprocessable(part.fieldname, 'Unexpected file field.')
        if (bytes.length === 0) continue
        if (images.length >= REVIEW_MAX_IMAGES) throw unprocessable('attachment', REVIEW_MESSAGES.tooManyImages)
        if (part.file.truncated) throw new HttpError(413, 'attachment', REVIEW_MESSAGES.imageTooLarge)
        // the type by the bytes, not by the file's name or the header the client chose
        const type = await fileTypeFromBuffer(bytes)
        if (!type || !IMAGE_TYPES.has(type.mime)) throw unprocessable('attachment', REVIEW_MESSAGES.imageType)
        images.push({ token: randomBytes(24).toString('base64url'), contentType: type.mime, bytes })
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value
      }
    }
  } else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
      if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value)
    }
  }
  return { fields, images }
}

/** A positive id field, else 422. */
export function idField(fields: Record<string, string>, name: string): number {
  const raw = fields[name]?.trim() ?? ''
  if (!raw) throw unprocessable(name, `The ${name} field is required.`)
  if (!/^[0-9]{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2147483647) throw unprocessable(name, REVIEW_MESSAGES.id)
  return Number(raw)
}

/** Rating 1 to 5 and a comment of at most 1000 characters. */
export function ratingAndComment(fields: Record<string, string>): { rating: number; comment: string } {
  const raw = fields.rating?.trim() ?? ''
  if (!/^[1-5]$/.test(raw)) throw unprocessable('rating', REVIEW_MESSAGES.rating)
  const comment = (fields.comment ?? '').trim()
  if (comment.length > REVIEW_MAX_COMMENT) throw unprocessable('comment', REVIEW_MESSAGES.comment)
  return { rating: Number(raw), comment }
}
