import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_FILE_ERRORS } from '@namefolio/core/domains/domain-intake.contract'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'

let t: TestApp
let headers: { cookie: string }
beforeAll(async () => {
  t = await buildTestApp({
    REGISTRATION_DATA: 'none',
    DATA_DIR: `/tmp/namefolio-upload-test-${uniqueSuffix()}`,
  })
  headers = await t.signedIn(await t.factories.seller())
})
afterAll(() => t.close())

const BOUNDARY = '----nfBoundary'
const FILE_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="names.csv"\r\nContent-Type: text/csv\r\n\r\n`

function post(contentType: string, payload: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/domains/uploads',
    headers: { ...headers, 'content-type': contentType },
    payload,
  })
}

describe('a malformed CSV upload is a 400 with its message key, never a 500 (issue 12)', () => {
  it.each([
    [
      'a truncated closing boundary',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `${FILE_HEAD}a.com\r\n--${BOUNDARY.slice(0, 4)}`,
    ],
    [
      'a body that ends inside the file',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `${FILE_HEAD}a.com\r\nb.c`,
    ],
    [
      'a settings field cut short',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="settings"\r\n\r\n{"a":`,
    ],
    [
      'a boundary that is not the declared one',
      'multipart/form-data; boundary=other',
      `${FILE_HEAD}a.com\r\n--${BOUNDARY}--\r\n`,
    ],
    [
      'no boundary in the content type',
      'multipart/form-data',
      `${FILE_HEAD}a.com\r\n--${BOUNDARY}--\r\n`,
    ],
  ])('refuses %s as domains.upload.error.malformed', async (_what, contentType, payload) => {
    const res = await post(contentType, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual([{ field: 'file', code: UPLOAD_FILE_ERRORS.malformed }])
  })

  it.each([
    ['JSON', 'application/json', '{"file":"a.com"}'],
    ['plain text', 'text/plain', 'a.com'],
  ])('refuses a %s body (the wrong content type) as a missing file', async (_what, type, body) => {
    const res = await post(type, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual([
      { field: 'file', code: UPLOAD_FILE_ERRORS.missingFile },
    ])
  })

  it('refuses a well-formed multipart body without a file as a missing file', async () => {
    const res = await post(`multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}--\r\n`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual([
      { field: 'file', code: UPLOAD_FILE_ERRORS.missingFile },
    ])
  })
})
