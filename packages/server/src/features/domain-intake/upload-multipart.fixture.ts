import { uniqueSuffix } from '../../test/build-test-app.ts'

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
