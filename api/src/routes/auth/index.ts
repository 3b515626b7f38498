import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { HttpError, conflict, unprocessable } from '../../errors.js'
import { looksLikeSecret } from '../../domain/secrets.js'
import { MessageBody, errorResponses } from '../../schemas/common.js'
import { assertPasswordAllowed } from '../../services/password-policy.js'
import { createPhoneService } from '../../services/phone-service.js'

const Phone = Type.String({ pattern: '^\\+?[0-9 ()-]{6,20}$', maxLength: 20 })
const Password = Type.String({ minLength: 8, maxLength: 128 })
const Name = Type.String({ minLength: 1, maxLength: 100 })
const Email = Type.String({ format: 'email', maxLength: 255 })
const GuestId = Type.String({ maxLength: 128 })

const TokenBody = Type.Object({
  token: Type.String(),
  is_phone_verified: Type.Integer(),
  is_email_verified: Type.Integer(),
  is_personal_info: Type.Integer(),
  is_exist_user: Type.Union([Type.Null(), Type.Object({ id: Type.Integer(), name: Type.String() })]),
  login_type: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
})

const invalidCredentials = () => new HttpError(401, 'auth-001', 'Invalid credentials')

const auth: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' }
  // every fresh browser asks for a guest id once: looser than password guessing, still bounded
  const guestRateLimit = { max: app.config.authRateLimitPerMinute * 4, timeWindow: '1 minute' }
  const { identity, carts } = app.repos
  const phones = createPhoneService(app)

  /** A guest id sent with sign-in or sign-up: its cart becomes the customer's (see carts.mergeGuestCart). */
  async function adoptGuestCart(guestId: string | undefined, customerId: number) {
    if (!guestId || !looksLikeSecret(guestId)) return
    const guestRef = await identity.guestRefFor(guestId)
    if (guestRef !== null) await carts.mergeGuestCart(guestRef, customerId)
  }

  const tokenBody = (token: string, customer: { email: string | null; is_email_verified: boolean }) => ({
    token,
    is_phone_verified: 1,
    is_email_verified: customer.is_email_verified ? 1 : 0,
    is_personal_info: 1,
    is_exist_user: null,
    login_type: 'manual',
    email: customer.email,
  })

  app.post(
    '/guest/request',
    {
      config: { rateLimit: guestRateLimit },
      // no body: anything sent is ignored
      schema: { response: { 200: Type.Object({ message: Type.String(), guest_id: Type.String() }), ...errorResponses } },
    },
    async () => ({ message: 'Guest id created successfully', guest_id: await identity.createGuest() }),
  )

  app.post(
    '/sign-up',
    {
      config: { rateLimit },
      schema: {
        body: Type.Object(
          {
            f_name: Type.Optional(Name),
            l_name: Type.Optional(Type.String({ maxLength: 100 })),
            name: Type.Optional(Name),
            email: Type.Optional(Email),
            phone: Phone,
            password: Password,
            ref_code: Type.Optional(Type.String({ maxLength: 50 })),
            guest_id: Type.Optional(GuestId),
          },
          { additionalProperties: false },
        ),
        response: { 200: TokenBody, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body
      // 2.x sends f_name/l_name, 3.x one `name`
      const [first, ...rest] = (body.name ?? '').trim().split(/\s+/)
      const f_name = body.f_name?.trim() || first
      const l_name = body.l_name?.trim() ?? rest.join(' ')
      if (!f_name) throw unprocessable('f_name', 'The first name field is required.')
      const phone = await phones.require(body.phone)
      const email = body.email?.trim().toLowerCase() ?? null
      assertPasswordAllowed(body.password, [f_name, l_name, email, phone, body.phone])
      const taken = await identity.customerExists(phone, email)
      if (taken) throw conflict(taken, `The ${taken} has already been taken.`)
      const customerId = await identity.createCustomer({ f_name, l_name, email, phone, password: body.password })
      await adoptGuestCart(body.guest_id, customerId)
      const token = await identity.issueToken(customerId, app.config.tokenTtlDays)
      return tokenBody(token, { email, is_email_verified: false })
    },
  )

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        body: Type.Object(
          {
            phone: Type.Optional(Type.String({ maxLength: 255 })),
            email: Type.Optional(Type.String({ maxLength: 255 })),
            email_or_phone: Type.Optional(Type.String({ maxLength: 255 })),
            password: Type.String({ minLength: 1, maxLength: 128 }),
            field_type: Type.Optional(Type.Union([Type.Literal('phone'), Type.Literal('email')])),
            login_type: Type.Optional(Type.String({ maxLength: 20 })),
            guest_id: Type.Optional(GuestId),
          },
          { additionalProperties: false },
        ),
        response: { 200: TokenBody, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body
      if (body.login_type && body.login_type !== 'manual') {
        throw unprocessable('login_type', 'Only manual login (phone or email and password) is available on this server.')
      }
      const given = (body.email_or_phone ?? body.phone ?? body.email ?? '').trim()
      if (!given) throw unprocessable('email_or_phone', 'The phone or email field is required.')
      // phones are stored in E.164: any way of writing the number finds the one account
      const login = given.includes('@') ? given : ((await phones.normalise(given)) ?? given)
      const customer = await identity.findCustomerByLogin(login)
      // verify a password even for unknown users, so response time does not reveal which accounts exist
      const passwordOk = await identity.verifyPassword(
        body.password,
        customer?.password_hash ?? 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      )
      if (!customer || !passwordOk) throw invalidCredentials()
      if (!customer.status) throw new HttpError(403, 'auth-003', 'Your account is blocked. Please contact support.')
      await adoptGuestCart(body.guest_id, customer.id)
      const token = await identity.issueToken(customer.id, app.config.tokenTtlDays)
      return tokenBody(token, customer)
    },
  )

  app.post('/logout', { schema: { response: { 200: MessageBody, ...errorResponses } } }, async (request) => {
    await request.requireCustomer()
    await identity.revokeToken(request.context.bearerToken!)
    return { message: 'Logout successful.' }
  })
}

export default auth
