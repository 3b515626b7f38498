/**
 * An ajv plugin (Fastify `ajv.plugins`) that makes every compiled validator refuse
 * NaN and ±Infinity anywhere in the validated data.
 *
 * Why: ajv's type coercion turns the query string `offset=-Infinity` (or `1e309`)
 * into the number -Infinity and accepts it as an integer, and its `minimum` and
 * `maximum` checks skip non-finite numbers, so the value reached SQL or the
 * serializer as a 500. Wrapping `compile` fixes this once for every route's
 * params, querystring, headers and body, whatever schema helper declared them.
 */

interface ValidationError {
  instancePath: string
  schemaPath: string
  keyword: string
  params: Record<string, unknown>
  message: string
}

type Validate = ((this: unknown, data: unknown, ...rest: unknown[]) => boolean) & { errors?: ValidationError[] | null }

interface AjvLike {
  compile(schema: unknown, meta?: boolean): Validate
}

/** The JSON-pointer path of the first non-finite number in `value`, or null. */
export function nonFinitePath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path
  if (depth > 32 || value === null || typeof value !== 'object') return null
  for (const [key, inner] of Object.entries(value)) {
    const found = nonFinitePath(inner, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, depth + 1)
    if (found !== null) return found
  }
  return null
}

export function finiteNumbers<A extends object>(instance: A): A {
  const ajv = instance as unknown as AjvLike
  const compile = ajv.compile.bind(ajv)
  ajv.compile = (schema, meta) => {
    const validate = compile(schema, meta)
    const wrapped: Validate = function (this: unknown, data: unknown, ...rest: unknown[]) {
      const ok = validate.call(this, data, ...rest)
      wrapped.errors = validate.errors
      if (!ok) return false
      const path = nonFinitePath(data)
      if (path === null) return true
      wrapped.errors = [{ instancePath: path, schemaPath: '#', keyword: 'finite', params: {}, message: 'must be a finite number' }]
      return false
    }
    return Object.assign(wrapped, { schema: (validate as { schema?: unknown }).schema })
  }
  return instance
}
