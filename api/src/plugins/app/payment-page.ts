import { randomBytes } from 'node:crypto'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { encodePaymentToken, walletBonus } from '@storefront/domain'
import { Type } from 'typebox'
import { sha256 } from '../../domain/secrets.js'
import { HttpError, badRequest, notFound } from '../../errors.js'
import type { PaymentOutcome } from '../../repositories/order-follow-up-repository.js'
import { ErrorBody, IdParam } from '../../schemas/common.js'

/** The page's words, in the storefront's three languages (picked from Accept-Language). */
const texts = {
  en: {
    title: 'Pay for order #{id}',
    heading: 'Simulated payment',
    explain: 'This is the test payment provider of the demo storefront: no money moves. Choose how the payment ends.',
    amount: 'Amount to pay',
    success: 'Pay now',
    fail: 'Make the payment fail',
    cancel: 'Cancel the payment',
    notPayable: 'This payment link is not valid or has already been used.',
    badReturn: 'The return address of this payment is not one of the storefront’s pages.',
    error: 'The payment could not be processed.',
    fundTitle: 'Add money to your wallet',
  },
  ar: {
    title: 'ادفع ثمن الطلب رقم {id}',
    heading: 'دفع تجريبي',
    explain: 'هذا مزوّد الدفع التجريبي للمتجر التجريبي: لا تُحوَّل أي أموال. اختر كيف ينتهي الدفع.',
    amount: 'المبلغ المطلوب',
    success: 'ادفع الآن',
    fail: 'اجعل الدفع يفشل',
    cancel: 'ألغِ الدفع',
    notPayable: 'رابط الدفع هذا غير صالح أو تم استخدامه من قبل.',
    badReturn: 'عنوان العودة لهذا الدفع ليس من صفحات المتجر.',
    error: 'تعذّرت معالجة الدفع.',
    fundTitle: 'أضف رصيدًا إلى محفظتك',
  },
  tr: {
    title: '#{id} numaralı siparişi öde',
    heading: 'Deneme ödemesi',
    explain: 'Bu, demo mağazanın deneme ödeme sağlayıcısıdır: para aktarılmaz. Ödemenin nasıl biteceğini seçin.',
    amount: 'Ödenecek tutar',
    success: 'Şimdi öde',
    fail: 'Ödemeyi başarısız yap',
    cancel: 'Ödemeyi iptal et',
    notPayable: 'Bu ödeme bağlantısı geçerli değil ya da zaten kullanıldı.',
    badReturn: 'Bu ödemenin dönüş adresi mağazanın sayfalarından biri değil.',
    error: 'Ödeme işlenemedi.',
    fundTitle: 'Cüzdanınıza para ekleyin',
  },
} as const
type Language = keyof typeof texts
type Texts = (typeof texts)[Language]

function languageOf(request: FastifyRequest): Language {
  const header = String(request.headers['accept-language'] ?? '').toLowerCase()
  const preferred = header.split(',').map((part) => part.trim().slice(0, 2))
  return (preferred.find((code) => code in texts) as Language | undefined) ?? 'en'
}

const escapeHtml = (value: string | number) =>
  String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** A browser asked (a page or a form): errors are pages too. Any other client gets the API's error shape. */
const wantsHtml = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('text/html')

function page(reply: FastifyReply, language: Language, title: string, body: string, returnOrigins: readonly string[] = []) {
  const nonce = randomBytes(16).toString('base64')
  const style = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.4rem}.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1.5rem}
form{margin:.5rem 0}button{width:100%;padding:.8rem;font-size:1rem;border-radius:.5rem;border:1px solid #9ca3af;cursor:pointer;background:#fff}
button.pay{background:#047857;border-color:#047857;color:#fff}button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      // form-action also governs where the form's answer redirects: the storefront's origins, where the payment returns
      `default-src 'none'; style-src 'self' 'nonce-${nonce}'; form-action ${["'self'", ...returnOrigins].join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('x-frame-options', 'DENY')
    .send(
      `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
        `<style nonce="${nonce}">${style}</style></head><body><main>${body}</main></body></html>`,
    )
}

/**
 * The simulated digital-payment provider (issue 14 item 4): the page order placement sends the
 * browser to (`payment_url`), and the form it posts back. Only the holder of the order's payment
 * token pays or fails it, and the browser is only ever sent back to one of the storefront's own
 * origins. Outside /api/v1, as the platform serves its payment pages.
 *
 * Not wrapped in fastify-plugin on purpose: the form parser and the HTML error pages stay inside it.
 */
export default async function paymentPage(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const orders = app.repos.orders
  const allowedOrigins = new Set(app.config.corsOrigins)

  // @fastify/formbody is not a dependency; a browser form is one flat list of fields, which
  // URLSearchParams reads. Repeated fields keep the last value, so the body stays a flat object.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    const fields: Record<string, string> = Object.create(null)
    for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value
    done(null, { ...fields })
  })

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error instanceof HttpError ? error.statusCode : error.validation ? 422 : (error.statusCode ?? 500)
    if (status >= 500) request.log.error({ err: error }, 'payment page error')
    const code = error instanceof HttpError ? error.code : 'request'
    const words = texts[languageOf(request)]
    const message =
      code === 'payment' ? words.notPayable : code === 'callback' ? words.badReturn : status >= 500 ? words.error : error.message
    if (wantsHtml(request)) {
      return page(reply.code(status), languageOf(request), words.error, `<h1>${escapeHtml(words.error)}</h1><p>${escapeHtml(message)}</p>`)
    }
    return reply
      .code(status)
      .send({ errors: [{ code, message: status >= 500 ? 'Something went wrong. Please try again.' : error.message }] })
  })

  const notPayable = () => notFound('payment', 'This payment link is not valid or has already been used.')

  /** The storefront page to return to: the one stored at placement, else the one given; only on the storefront's origins. */
  function returnAddress(stored: string | null, given: string | undefined): URL {
    const text = stored ?? given
    let url: URL | null = null
    try {
      url = text ? new URL(text) : null
    } catch {
      url = null
    }
    if (
      !url ||
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      !allowedOrigins.has(url.origin) ||
      url.username ||
      url.password
    ) {
      throw badRequest('callback', 'The return address of this payment is not one of the storefront’s pages.')
    }
    return url
  }

  /** The page itself: the amount and three buttons, each a form posting the outcome to `action`. */
  async function paymentForm(
    reply: FastifyReply,
    language: Language,
    title: string,
    amountToPay: number,
    action: string,
    fields: Record<string, string | number>,
    back: URL,
  ) {
    const words: Texts = texts[language]
    const settings = (await app.repos.settings.setting<Record<string, unknown>>('business')) ?? {}
    const symbol = typeof settings.currency_symbol === 'string' ? settings.currency_symbol : ''
    const amount = amountToPay.toFixed(2)
    const shown = settings.currency_symbol_direction === 'right' ? `${amount}${symbol}` : `${symbol}${amount}`
    const hidden = (name: string, value: string | number) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
    const button = (outcome: PaymentOutcome, label: string) =>
      `<form method="post" action="${action}">${Object.entries(fields)
        .map(([name, value]) => hidden(name, value))
        .join('')}` +
      `${hidden('callback', back.href)}${hidden('outcome', outcome)}` +
      `<button type="submit"${outcome === 'success' ? ' class="pay"' : ''}>${escapeHtml(label)}</button></form>`
    return page(
      reply,
      language,
      title,
      `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(words.explain)}</p>` +
        `<p>${escapeHtml(words.amount)}</p><p class="amount">${escapeHtml(shown)}</p>` +
        button('success', words.success) +
        button('fail', words.fail) +
        button('cancel', words.cancel),
      [back.origin],
    )
  }

  const Token = Type.String({ minLength: 16, maxLength: 200 })
  const Callback = Type.Optional(Type.String({ maxLength: 2000 }))
  const errors = { 400: ErrorBody, 404: ErrorBody, 422: ErrorBody }

  app.get(
    '/payment-mobile',
    {
      config: { htmlErrors: true },
      schema: {
        querystring: Type.Object({ order_id: IdParam, token: Token, callback: Callback }),
        response: { 200: Type.String(), ...errors },
      },
    },
    async (request, reply) => {
      const { order_id, token, callback } = request.query
      const order = await orders.payableOrder(order_id, sha256(token))
      if (!order) throw notPayable()
      const back = returnAddress(order.callback, callback)
      const language = languageOf(request)
      const words: Texts = texts[language]
      const title = words.title.replace('{id}', String(order.id))
      return paymentForm(reply, language, title, order.order_amount, '/payment-mobile/complete', { order_id: order.id, token }, back)
    },
  )

  app.post(
    '/payment-mobile/complete',
    {
      config: { htmlErrors: true },
      schema: {
        body: Type.Object({
          order_id: IdParam,
          token: Token,
          callback: Callback,
          outcome: Type.Union([Type.Literal('success'), Type.Literal('fail'), Type.Literal('cancel')]),
        }),
        response: { 303: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { order_id, token, callback, outcome } = request.body
      const tokenHash = sha256(token)
      const order = await orders.payableOrder(order_id, tokenHash)
      if (!order) throw notPayable()
      // checked before anything changes: a refused return address leaves the order as it was
      const back = returnAddress(order.callback, callback)
      const done = await orders.completePayment(order_id, tokenHash, outcome)
      if (!done) throw notPayable()
      back.searchParams.set('flag', outcome)
      back.searchParams.set('order_id', String(done.id))
      back.searchParams.set('status', done.order_status)
      back.searchParams.set('totalAmount', String(done.order_amount))
      back.searchParams.set(
        'token',
        encodePaymentToken({
          payment_method: 'digital_payment',
          attribute_id: done.id,
          transaction_reference: `SIM-${randomBytes(8).toString('hex')}`,
        }),
      )
      return reply.code(303).header('cache-control', 'no-store').redirect(back.href, 303)
    },
  )

  // A wallet top-up (customer/wallet/add-fund): the same page for a fund request; a paid one is
  // credited once (the request's status is checked in the update), a repeated post is refused.
  const funds = app.repos.account
  const FundFields = { fund_id: IdParam, token: Token, callback: Callback }

  app.get(
    '/payment-mobile/wallet',
    { config: { htmlErrors: true }, schema: { querystring: Type.Object(FundFields), response: { 200: Type.String(), ...errors } } },
    async (request, reply) => {
      const { fund_id, token, callback } = request.query
      const fund = await funds.payableFund(fund_id, sha256(token))
      if (!fund) throw notPayable()
      const back = returnAddress(fund.callback, callback)
      const language = languageOf(request)
      return paymentForm(
        reply,
        language,
        texts[language].fundTitle,
        fund.amount,
        '/payment-mobile/wallet/complete',
        { fund_id, token },
        back,
      )
    },
  )

  app.post(
    '/payment-mobile/wallet/complete',
    {
      config: { htmlErrors: true },
      schema: {
        body: Type.Object({ ...FundFields, outcome: Type.Union([Type.Literal('success'), Type.Literal('fail'), Type.Literal('cancel')]) }),
        response: { 303: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { fund_id, token, callback, outcome } = request.body
      const tokenHash = sha256(token)
      const fund = await funds.payableFund(fund_id, tokenHash)
      if (!fund) throw notPayable()
      const back = returnAddress(fund.callback, callback)
      const today = new Date().toISOString().slice(0, 10)
      const bonuses = await funds.runningBonuses(today)
      const done = await funds.completeFund(fund_id, tokenHash, outcome, async (amount) => walletBonus(amount, bonuses))
      if (!done) throw notPayable()
      back.searchParams.set('flag', outcome)
      return reply.code(303).header('cache-control', 'no-store').redirect(back.href, 303)
    },
  )
}
