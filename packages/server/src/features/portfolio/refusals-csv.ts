import { Readable } from 'node:stream'
import { refusalInWords } from '@namefolio/core/portfolio/bulk-reprice-reasons'
import type { Db } from '../../db/client.ts'
import { refusalsPage } from './bulk-edits.repository.ts'

const PAGE = 1000

/** One CSV line (RFC 4180 quoting; names and rule keys never start with = + - @). */
const csvLine = (values: string[]) =>
  `${values.map((v) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',')}\r\n`

/**
 * The refused names of one bulk edit as CSV (domain, reason key, reason in words), streamed in
 * keyset pages by name so a refusal list of any size never sits in memory (decision 278).
 * The caller checks that the edit is the seller's.
 */
export function refusalsCsv(db: Db, bulkEditId: string): Readable {
  let after: string | null = null
  let started = false
  return new Readable({
    async read() {
      try {
        if (!started) {
          started = true
          this.push(`\uFEFF${csvLine(['domain', 'reason_key', 'reason'])}`)
          return
        }
        const rows = await refusalsPage(db, bulkEditId, after, PAGE)
        if (rows.length > 0) {
          after = rows.at(-1)!.domainName
          this.push(
            rows.map((r) => csvLine([r.domainName, r.code, refusalInWords(r.code)])).join(''),
          )
        }
        if (rows.length < PAGE) this.push(null)
      } catch (error) {
        this.destroy(error as Error)
      }
    },
  })
}
