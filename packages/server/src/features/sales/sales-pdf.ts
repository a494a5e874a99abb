import PDFDocument from 'pdfkit'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import type { DocumentLine, InvoiceDocument, StatementDocument } from './sales-documents.ts'

/*
 * Invoices and statements as PDF (decision 808). pdfkit writes the document as a readable
 * stream, so the route hands it to the reply and nothing is buffered whole. The PDF's standard
 * fonts (Helvetica) cover Latin-1; domain names are ASCII (punycode), names outside Latin-1
 * print as the font's replacement glyph.
 */

const MARGIN = 56
const INK = '#14213d'
const MUTED = '#4a5568'
const LINE = '#d5dbe7'

function start(title: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: 'Namefolio', Creator: 'Namefolio' },
  })
  doc.fillColor('#1c64d9').font('Helvetica-Bold').fontSize(18).text('Namefolio')
  doc.moveDown(0.8)
  return doc
}

/** A label on the left and its amount right-aligned on the same line, ruled below. */
function amountRows(doc: PDFKit.PDFDocument, rows: DocumentLine[], boldLast = false): void {
  const width = doc.page.width - MARGIN * 2
  rows.forEach((row, i) => {
    const bold = boldLast && i === rows.length - 1
    const y = doc.y
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(11)
      .fillColor(INK)
    doc.text(row.label, MARGIN, y, { width: width - 140 })
    const after = doc.y
    doc.text(formatUsd(row.amountMicros, 2), MARGIN, y, { width, align: 'right' })
    doc.y = Math.max(after, doc.y) + 4
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor(LINE)
      .lineWidth(0.5)
      .stroke()
    doc.y += 6
  })
}

function footer(doc: PDFKit.PDFDocument): void {
  doc.moveDown(1.5)
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Namefolio, a marketplace for domain names. Amounts in US dollars.', MARGIN)
}

/**
 * The invoice (the buyer's receipt) of a sale or of one lease installment; `end()`ed, ready
 * to stream.
 */
export function writeInvoicePdf(input: InvoiceDocument): PDFKit.PDFDocument {
  const doc = start(`${input.documentName} ${input.invoiceNumber}`)
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(input.title)
  doc.moveDown(0.5)
  if (input.isSandbox) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#5c4400')
      .text('Sandbox payment: not a tax document.')
    doc.moveDown(0.5)
  }
  doc.font('Helvetica').fontSize(11).fillColor(INK)
  doc.text(`${input.documentName} ${input.invoiceNumber}`)
  doc.text(`Date: ${input.date ? formatServerDate(input.date, 'default') : '--'}`)
  doc.text(`Domain: ${input.domainName}`)
  doc.moveDown(0.5)
  doc.text(`Seller: ${input.seller}`)
  doc.text(`Buyer: ${input.buyer}`)
  doc.moveDown(1)
  amountRows(doc, [...input.lines, { label: 'Total paid', amountMicros: input.totalMicros }], true)
  if (input.sellerLines) {
    doc.moveDown(1)
    doc.font('Helvetica-Bold').fontSize(13).fillColor(INK).text('Seller statement', MARGIN)
    doc.moveDown(0.5)
    amountRows(doc, input.sellerLines)
  }
  footer(doc)
  doc.end()
  return doc
}

/** A monthly statement; `end()`ed, ready to stream. */
export function writeStatementPdf(input: StatementDocument): PDFKit.PDFDocument {
  const doc = start(`Statement ${input.month}`)
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(`Statement for ${input.month}`)
  doc.moveDown(0.3)
  doc.font('Helvetica').fontSize(11).text(input.seller)
  doc.moveDown(1)
  amountRows(doc, input.rows)
  footer(doc)
  doc.end()
  return doc
}
