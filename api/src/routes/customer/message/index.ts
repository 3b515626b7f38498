import { randomBytes } from 'node:crypto'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { Type } from 'typebox'
import { HttpError, forbidden, notFound, unprocessable } from '../../../errors.js'
import type { ConversationRow, MessageRow, ReceiverType } from '../../../repositories/message-repository.js'
import { IdParam, OpenObject, errorResponses } from '../../../schemas/common.js'
import { simulatedReplies } from './_simulated-replies.js'

const MAX_IMAGES = 3
const MAX_IMAGE_BYTES = 2 * 1024 * 1024
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
export const MESSAGE_REQUIRED = 'Write a message or attach an image.'
export const CHAT_NOT_ALLOWED = 'You can chat with the delivery man of your order or with a store.'

const Page = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
}
const ReceiverTypeSchema = Type.Union([Type.Literal('delivery_man'), Type.Literal('vendor')])
const ListQuery = Type.Object(Page, { additionalProperties: false })
const SearchQuery = Type.Object({ ...Page, name: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false })
const DetailsQuery = Type.Object(
  {
    ...Page,
    conversation_id: Type.Optional(IdParam),
    receiver_type: Type.Optional(ReceiverTypeSchema),
    receiver_id: Type.Optional(IdParam),
  },
  { additionalProperties: false },
)

const Person = OpenObject({ id: Type.Union([Type.Integer(), Type.Null()]), f_name: Type.String(), image_full_url: Type.String() })
const MessageBody = OpenObject({
  id: Type.Integer(),
  conversation_id: Type.Integer(),
  sender_type: Type.String(),
  message: Type.String(),
  file_full_url: Type.Array(Type.String()),
  is_seen: Type.Integer(),
  created_at: Type.String(),
})
const ConversationBody = OpenObject({
  id: Type.Integer(),
  receiver_type: Type.String(),
  receiver_id: Type.Union([Type.Integer(), Type.Null()]),
  unread_message_count: Type.Integer(),
  last_message_time: Type.String(),
  receiver: Person,
  last_message: Type.Union([MessageBody, Type.Null()]),
})
const ConversationPage = OpenObject({
  total_size: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  conversations: Type.Array(ConversationBody),
})
const MessagesPage = OpenObject({
  total_size: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  messages: Type.Array(MessageBody),
  conversation: Type.Union([ConversationBody, Type.Null()]),
})
const FileParams = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$' }) })

function pageOf(query: { limit?: number; offset?: number }) {
  return { limit: query.limit ?? 25, offset: Math.max(1, query.offset ?? 1) }
}

/** Wire shapes of the platform's chat (6ammart-api: customer/message/*). */
function wire(app: FastifyInstance) {
  const fileUrl = (token: string) => `${app.config.publicUrl}/api/v1/customer/message/file/${token}`
  const message = (row: MessageRow) => ({
    id: row.id,
    conversation_id: row.conversation_id,
    sender_type: row.sender_type,
    message: row.message,
    file_full_url: row.files.map(fileUrl),
    is_seen: row.is_seen ? 1 : 0,
    created_at: new Date(row.created_at).toISOString(),
  })
  const conversation = (row: ConversationRow) => ({
    id: row.id,
    sender_type: 'customer',
    sender_id: row.customer_id,
    receiver_type: row.receiver_type,
    receiver_id: row.receiver_id,
    order_id: row.order_id,
    unread_message_count: row.unread_message_count,
    last_message_time: new Date(row.last_message_at).toISOString(),
    receiver: {
      id: row.receiver_id,
      f_name: row.receiver_name ?? '',
      phone: row.receiver_phone ?? null,
      image_full_url:
        row.receiver_type === 'delivery_man'
          ? `${app.config.publicUrl}/storage/delivery-man/${row.receiver_id}.svg`
          : `${app.config.publicUrl}/storage/store/${row.receiver_id}.svg`,
    },
    last_message:
      row.last_message_id === null
        ? null
        : {
            id: row.last_message_id,
            conversation_id: row.id,
            sender_type: row.last_sender_type!,
            message: row.last_message ?? '',
            file_full_url: Array.from({ length: row.last_message_files ?? 0 }, () => ''),
            is_seen: 1,
            created_at: new Date(row.last_message_at).toISOString(),
          },
  })
  return { message, conversation }
}

interface SendInput {
  message: string
  receiverType: ReceiverType | null
  receiverId: number | null
  conversationId: number | null
  files: { token: string; contentType: string; bytes: Buffer }[]
}

/** The send body, as JSON or as multipart with `image[]` files typed by their bytes. */
async function readSend(request: FastifyRequest): Promise<SendInput> {
  const fields: Record<string, unknown> = {}
  const files: SendInput['files'] = []
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image[]' && part.fieldname !== 'image') {
          await part.toBuffer()
          throw unprocessable(part.fieldname, 'Unexpected file field.')
        }
        if (files.length >= MAX_IMAGES) throw unprocessable('image', `At most ${MAX_IMAGES} images can be sent at a time.`)
        const bytes = await part.toBuffer()
        if (part.file.truncated) throw new HttpError(413, 'image', 'Each image must be 2 MB or smaller.')
        const type = await fileTypeFromBuffer(bytes)
        if (!type || !IMAGE_TYPES.has(type.mime)) throw unprocessable('image', 'Only images can be sent (PNG, JPEG, WebP or GIF).')
        files.push({ token: randomBytes(24).toString('base64url'), contentType: type.mime, bytes })
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value
      }
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(fields, request.body)
  }
  const id = (value: unknown) => {
    if (value === undefined || value === null || value === '') return null
    const number = Number(value)
    if (!Number.isInteger(number) || number < 1) throw unprocessable('receiver_id', 'The id is not valid.')
    return number
  }
  const receiverType = fields.receiver_type ?? null
  if (receiverType !== null && receiverType !== 'delivery_man' && receiverType !== 'vendor') {
    throw unprocessable('receiver_type', 'You can chat with a delivery man or a store.')
  }
  const message = typeof fields.message === 'string' ? fields.message.trim() : ''
  if (message.length > 1000) throw unprocessable('message', 'The message is too long.')
  if (!message && files.length === 0) throw unprocessable('message', MESSAGE_REQUIRED)
  return {
    message,
    receiverType: receiverType as ReceiverType | null,
    receiverId: id(fields.receiver_id),
    conversationId: id(fields.conversation_id),
    files,
  }
}

/**
 * Chat (spec: discovery-and-modules §2 /chatting, §5, §7 messaging): signed-in customers only; a
 * customer reads and writes only their own conversations (another's is a 404), and starts one only
 * with the delivery man of one of their orders or with a store. The seeded delivery men answer.
 */
const message: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.messages
  const shape = wire(app)
  const replies = simulatedReplies(app)
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES + 1, fields: 10, fieldSize: 2000, parts: 20 } })

  app.get('/list', { schema: { querystring: ListQuery, response: { 200: ConversationPage, ...errorResponses } } }, async (request) => {
    const customerId = await request.requireCustomer()
    const page = pageOf(request.query)
    const { total, rows } = await repo.list(customerId, page)
    return { total_size: total, ...page, conversations: rows.map(shape.conversation) }
  })

  app.get(
    '/search-list',
    { schema: { querystring: SearchQuery, response: { 200: ConversationPage, ...errorResponses } } },
    async (request) => {
      const customerId = await request.requireCustomer()
      const page = pageOf(request.query)
      const { total, rows } = await repo.list(customerId, page, request.query.name?.trim() || undefined)
      return { total_size: total, ...page, conversations: rows.map(shape.conversation) }
    },
  )

  app.get('/details', { schema: { querystring: DetailsQuery, response: { 200: MessagesPage, ...errorResponses } } }, async (request) => {
    const customerId = await request.requireCustomer()
    const page = pageOf(request.query)
    const { conversation_id, receiver_type, receiver_id } = request.query
    let conversation: ConversationRow | undefined
    if (conversation_id !== undefined) {
      conversation = await repo.conversation(customerId, conversation_id)
      if (!conversation) throw notFound('conversation', 'Conversation not found')
    } else if (receiver_type && receiver_id !== undefined) {
      conversation = await repo.conversationWith(customerId, receiver_type, receiver_id)
    } else {
      throw unprocessable('conversation_id', 'The conversation id, or the receiver type and id, are required.')
    }
    if (!conversation) return { total_size: 0, ...page, messages: [], conversation: null }
    const { total, rows } = await repo.messages(conversation.id, page)
    return {
      total_size: total,
      ...page,
      messages: rows.map(shape.message),
      conversation: shape.conversation({ ...conversation, unread_message_count: 0 }),
    }
  })

  app.post('/send', { schema: { response: { 200: MessagesPage, ...errorResponses } } }, async (request) => {
    const customerId = await request.requireCustomer()
    const input = await readSend(request)
    let receiverType = input.receiverType
    let receiverId = input.receiverId
    if (input.conversationId !== null) {
      const conversation = await repo.conversation(customerId, input.conversationId)
      if (!conversation) throw notFound('conversation', 'Conversation not found')
      receiverType = conversation.receiver_type as ReceiverType
      receiverId = conversation.receiver_id
    }
    if (!receiverType || receiverId === null) throw unprocessable('receiver_id', 'The receiver type and id are required.')
    let orderId: number | null = null
    if (receiverType === 'delivery_man') {
      orderId = await repo.orderCarriedBy(customerId, receiverId)
      if (orderId === null) throw forbidden('receiver_id', CHAT_NOT_ALLOWED)
    } else if (!(await repo.storeExists(receiverId))) {
      throw notFound('receiver_id', 'Store not found')
    }
    const added = await repo.add({
      customerId,
      receiverType,
      receiverId,
      orderId,
      senderType: 'customer',
      message: input.message,
      files: input.files,
    })
    if (receiverType === 'delivery_man') replies.schedule({ customerId, receiverType, receiverId, orderId })
    const conversation = await repo.conversation(customerId, added.conversationId)
    return {
      total_size: 1,
      limit: 1,
      offset: 1,
      messages: [shape.message(added.message)],
      conversation: conversation ? shape.conversation(conversation) : null,
    }
  })

  // an <img> sends no bearer token: the image is found by its unguessable token alone
  app.get(
    '/file/:token',
    { schema: { params: FileParams, response: { 200: Type.Unknown(), ...errorResponses } } },
    async (request, reply) => {
      const file = await repo.file(request.params.token)
      if (!file) throw notFound('image', 'Image not found')
      reply
        .header('content-type', file.content_type)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
      return reply.send(Buffer.from(file.bytes))
    },
  )
}

export default message
