import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { fileTypeFromBuffer } from 'file-type'
import { Type } from 'typebox'
import { newSecret, sha256 } from '../../domain/secrets.js'
import { HttpError, notFound, unauthenticated, unprocessable } from '../../errors.js'
import type { ProfileChanges } from '../../repositories/account-repository.js'
import { OpenObject, errorResponses } from '../../schemas/common.js'
import { assertPasswordAllowed } from '../../services/password-policy.js'

/** The profile form's image rule (spec: discovery-and-modules §5): jpg, png, jpeg or gif, at most 2 MB. */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024
const IMAGE_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' }
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const TEXT_FIELDS = new Set(['f_name', 'l_name', 'last_name', 'email', 'phone', 'password', 'confirm_password', '_method'])

const Message = { 200: OpenObject({ message: Type.String() }), ...errorResponses }

function required(fields: Record<string, string>, name: string, message: string): string {
  const value = fields[name]?.trim() ?? ''
  if (!value) throw unprocessable(name, message)
  if (value.length > 255) throw unprocessable(name, `The ${name} may not be greater than 255 characters.`)
  return value
}

/**
 * The customer's own profile (spec: discovery-and-modules §7 Profile and account):
 * POST customer/update-profile as multipart (f_name, l_name, phone, email, image, password
 * only when set) and DELETE customer/remove-account. The phone number is not changed here.
 */
const profile: FastifyPluginAsyncTypebox = async (app) => {
  const account = app.repos.account
  // multipart only in this plugin: the profile's one image and a few text fields
  await app.register(multipart, { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 11 } })

  app.post('/update-profile', { schema: { response: Message } }, async (request) => {
    const customerId = await request.requireCustomer()
    const customer = await app.repos.identity.findCustomerById(customerId)
    if (!customer) throw unauthenticated()
    if (!request.isMultipart()) throw unprocessable('body', 'Send the profile as multipart/form-data.')

    const fields: Record<string, string> = {}
    let image: ProfileChanges['image']
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer()
        if (part.fieldname !== 'image') throw unprocessable(part.fieldname, 'Unexpected file field.')
        if (part.file.truncated) throw new HttpError(413, 'image', 'The image must be 2 MB or smaller.')
        if (bytes.length === 0) continue
        // the type by the bytes, not by the file's name or the header the client chose
        const type = await fileTypeFromBuffer(bytes)
        const extension = type && IMAGE_EXTENSIONS[type.mime]
        if (!type || !extension) throw unprocessable('image', 'The image must be a jpg, jpeg, png or gif file.')
        image = { file: `${newSecret().slice(0, 24)}.${extension}`, contentType: type.mime, bytes }
      } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value
      }
    }

    const f_name = required(fields, 'f_name', 'The first name is required.')
    const l_name =
      fields.l_name !== undefined
        ? required(fields, 'l_name', 'The last name is required.')
        : required(fields, 'last_name', 'The last name is required.')
    const email = required(fields, 'email', 'The email is required.')
    if (!EMAIL.test(email)) throw unprocessable('email', 'The email must be a valid email address.')
    if (
      fields.phone !== undefined &&
      fields.phone.trim() !== '' &&
      fields.phone.replace(/[^0-9]/g, '') !== customer.phone.replace(/[^0-9]/g, '')
    ) {
      throw unprocessable('phone', 'The phone number can not be changed.')
    }
    if (await account.emailTakenByAnother(customerId, email)) throw unprocessable('email', 'The email has already been taken.')

    const password = fields.password ?? ''
    if (password) {
      if (customer.login_medium !== 'manual') {
        throw unprocessable('password', 'Password can not be updated while you are logged in by using social logins.')
      }
      if (fields.confirm_password !== undefined && fields.confirm_password !== password) {
        throw unprocessable('confirm_password', 'The password confirmation does not match.')
      }
      assertPasswordAllowed(password, [f_name, l_name, email, customer.phone])
    }

    await account.updateProfile(
      customerId,
      { f_name, l_name, email, ...(password ? { password } : {}), ...(image ? { image } : {}) },
      sha256(request.context.bearerToken ?? ''),
    )
    return { message: 'Successfully updated!' }
  })

  app.delete('/remove-account', { schema: { response: Message } }, async (request) => {
    const customerId = await request.requireCustomer()
    if (!(await account.removeCustomer(customerId))) throw notFound('customer', 'Customer not found')
    return { message: 'Account has been deleted' }
  })
}

export default profile
