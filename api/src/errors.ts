/** An error the client caused or may see; the error handler turns it into `{errors:[{code,message}]}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const notFound = (code: string, message: string) => new HttpError(404, code, message)
export const unauthenticated = () => new HttpError(401, 'auth-001', 'Unauthenticated.')
export const conflict = (code: string, message: string) => new HttpError(409, code, message)
export const unprocessable = (code: string, message: string) => new HttpError(422, code, message)
export const badRequest = (code: string, message: string) => new HttpError(400, code, message)
export const forbidden = (code: string, message: string) => new HttpError(403, code, message)
