import { uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'

/** A multipart body as a browser sends it: optional settings field, then the file. */
export function multipart(
  file: string | Buffer,
  options: { fileName?: string; settings?: object; fields?: Record<string, string> } = {},
) {
  const boundary = `----nf${uniqueSuffix()}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(options.fields ?? {})) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    )
  }
  if (options.settings) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="settings"\r\n\r\n${JSON.stringify(options.settings)}\r\n`,
      ),
    )
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName ?? 'names.csv'}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(file) ? file : Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** POSTs a CSV to the uploads endpoint as `multipart` builds it. */
export async function postUpload(
  t: TestApp,
  headers: Record<string, string>,
  file: string | Buffer,
  options: Parameters<typeof multipart>[1] = {},
) {
  const body = multipart(file, options)
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/domains/uploads',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  })
}

/** Polls an upload job (every 50 ms, 30 s at most) until it is neither queued nor running. */
export async function waitForUploadEnd(t: TestApp, headers: Record<string, string>, jobId: string) {
  for (let i = 0; i < 600; i++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/domains/uploads/${jobId}`,
      headers,
    })
    const job = res.json()
    if (!['queued', 'running'].includes(job.state)) return job
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`upload job ${jobId} did not end`)
}
