import type { IncomingMessage } from 'node:http'

/**
 * The body of a response to one of our outgoing requests, read up to `capBytes`: once that
 * much has come the response is destroyed and the rest never read, so a receiver cannot make
 * us hold more (a site the in-use guard probes, a webhook receiver).
 */
export function readCappedBody(response: IncomingMessage, capBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = () => resolve(Buffer.concat(chunks))
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      size += chunk.length
      if (size >= capBytes) {
        response.destroy()
        done()
      }
    })
    response.on('end', done)
    response.on('error', reject)
  })
}
