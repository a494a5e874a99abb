import type { FastifyReply } from 'fastify'

/** Invoices and statements: the printable page by default, or the PDF (decision 808). */
export function sendHtml(reply: FastifyReply, page: string) {
  return reply.type('text/html; charset=utf-8').send(page)
}

/** Streams the PDF; `inline` opens it in the browser's viewer, the link's `download` saves it. */
export function sendPdf(reply: FastifyReply, name: string, doc: PDFKit.PDFDocument) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(doc)
}

/** The same document as PDF: the page links to it. */
export function pdfUrlOf(url: string): string {
  return `${url.split('?')[0]}?format=pdf`
}

/** A CSV download under its file name. */
export function sendCsv(reply: FastifyReply, fileName: string, body: NodeJS.ReadableStream) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body)
}
