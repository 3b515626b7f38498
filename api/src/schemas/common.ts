import { Type } from 'typebox'

export const ErrorBody = Type.Object({
  errors: Type.Array(Type.Object({ code: Type.String(), message: Type.String() })),
})

export const MessageBody = Type.Object({ message: Type.String() })

/** The error answers every route can give, so documentation and serialisation agree. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
}

/** An object whose listed fields are documented; the rest of the wire shape passes through unchanged. */
export const OpenObject = <T extends Parameters<typeof Type.Object>[0]>(properties: T) =>
  Type.Object(properties, { additionalProperties: true })

/** Query-string ids: digits only, bounded, so huge numbers are a 422 and never reach SQL. */
export const IdParam = Type.Integer({ minimum: 1, maximum: 2147483647 })
