// Sends a money request under an Idempotency-Key. After a timeout or a lost connection, send
// the same request again with the same key and the same body: Namefolio answers with the first
// result instead of charging or paying twice.
import { randomUUID } from 'node:crypto'

export async function postOnce(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<unknown> {
  // One key per intended action, kept until the action has an answer (8 to 200 characters).
  const idempotencyKey = randomUUID()
  const send = () =>
    fetch(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify(body),
    })
  let response: Response
  try {
    response = await send()
  } catch {
    // The first request may or may not have arrived: the same key makes this retry safe.
    response = await send()
  }
  if (!response.ok) throw new Error(`Refused: ${response.status}`)
  return response.json()
}
