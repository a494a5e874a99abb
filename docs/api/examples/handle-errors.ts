// Every error answers { error: { code, message, fields? } }: branch on `code` and on each
// field's `code` (a message key), never on the message text, which may change.

type FieldError = { field: string; code: string; values?: Record<string, string | number> }
type ErrorBody = { error: { code: string; message: string; fields?: FieldError[] } }

export class NamefolioError extends Error {
  readonly status: number
  readonly code: string
  readonly fields: FieldError[]
  readonly retryAfterSeconds: number | null

  constructor(status: number, body: ErrorBody, retryAfter: string | null) {
    super(body.error.message)
    this.status = status
    this.code = body.error.code
    this.fields = body.error.fields ?? []
    this.retryAfterSeconds = retryAfter === null ? null : Number(retryAfter)
  }
}

/** Sends a request; waits and tries again once when the answer is 429 RATE_LIMITED. */
export async function callNamefolio(url: string, init: RequestInit): Promise<unknown> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, init)
    if (response.ok) return response.status === 204 ? null : response.json()
    const error = new NamefolioError(
      response.status,
      (await response.json()) as ErrorBody,
      response.headers.get('retry-after'),
    )
    if (error.code !== 'RATE_LIMITED' || attempt > 1) throw error
    const waitSeconds = error.retryAfterSeconds ?? 60
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000))
  }
}
