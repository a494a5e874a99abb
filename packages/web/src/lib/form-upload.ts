import type { ErrorBody } from '@namefolio/core/http/error.contract'
import { ApiError } from './api-client'

/**
 * Posts a file upload as multipart/form-data with the product's cookies and answers the JSON
 * the server sends back, or throws a coded `ApiError`. No timeout, unlike `apiRequest`: the
 * server streams a large file to disk while it arrives, which may take minutes.
 */
export async function postFormData<T>(path: string, form: FormData): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach Namefolio')
  }
  const body: unknown = await response.json().catch(() => null)
  if (response.ok) return body as T
  const error = (body as { error?: unknown } | null)?.error
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const envelope = body as ErrorBody
    throw new ApiError(response.status, envelope.error.code, envelope.error.message, envelope)
  }
  throw new ApiError(response.status, 'UNEXPECTED_RESPONSE', `${path} answered ${response.status}`)
}
