import { uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'

/** POSTs an export as a browser's form does: the purpose field, then the file. */
export async function postExport(
  t: TestApp,
  headers: Record<string, string>,
  file: string | Buffer,
  options: { purpose: string; fileName?: string },
) {
  const boundary = `----nf${uniqueSuffix()}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${options.purpose}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName ?? 'export.csv'}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(file) ? file : Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/marketplace-imports',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  })
}

/** Polls an import (every 50 ms, 30 s at most) until it has ended. */
export async function waitForImport(t: TestApp, headers: Record<string, string>, importId: string) {
  for (let i = 0; i < 600; i++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/marketplace-imports/${importId}`,
      headers,
    })
    const job = res.json()
    if (!['queued', 'running'].includes(job.state)) return job
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`import ${importId} did not end`)
}
