import { describe, expect, it } from 'vitest'
import { cleanAttachmentName, sniffAttachmentType } from './support-attachment.ts'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new Uint8Array([...value].map((c) => c.charCodeAt(0)))

// Issue 18 "attachment": images, PDF, text and CSV, the type read from the bytes (decision 1041).
describe('sniffAttachmentType', () => {
  it.each([
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'x.txt', 'image/png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'x.jpg', 'image/jpeg'],
    ['a GIF', text('GIF89a'), 'x.gif', 'image/gif'],
    ['a WebP', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'x.webp', 'image/webp'],
    ['a PDF', text('%PDF-1.7\n'), 'x.pdf', 'application/pdf'],
    ['text named .csv', text('a,b\r\n1,2\n'), 'report.CSV', 'text/csv'],
    ['text with any other name', text('log line\tok\n'), 'app.log', 'text/plain'],
  ])('%s is %s', (_label, content, name, type) => {
    expect(sniffAttachmentType(content, name)).toBe(type)
  })

  it.each([
    ['an executable named .pdf', bytes(0x4d, 0x5a, 0x90, 0x00), 'invoice.pdf'],
    ['a zip named .csv', bytes(0x50, 0x4b, 0x03, 0x04), 'data.csv'],
    ['an empty file', bytes(), 'empty.txt'],
    ['text with a NUL byte', text('abc\u0000def'), 'x.txt'],
    ['an SVG (script-capable) named .png', text('<svg onload="x"/>\u0001'), 'x.png'],
  ])('refuses %s', (_label, content, name) => {
    expect(sniffAttachmentType(content, name)).toBeNull()
  })
})

describe('cleanAttachmentName keeps a name safe for a header', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\shot.png', 'shot.png'],
    ['a"b;c.txt', 'a_b_c.txt'],
    ['..', 'attachment'],
    ['', 'attachment'],
  ])('%s → %s', (input, output) => {
    expect(cleanAttachmentName(input)).toBe(output)
  })
})
