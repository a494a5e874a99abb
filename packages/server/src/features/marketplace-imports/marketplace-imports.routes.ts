import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import fastifyMultipart from '@fastify/multipart'
import { UPLOAD_FILE_SIZE_LIMIT_BYTES } from '@namefolio/core/constants/domain-entry'
import { refusalInWords } from '@namefolio/core/domains/csv-update.contract'
import {
  IMPORT_FILE_ERRORS,
  MarketplaceImportParamsSchema,
  MarketplaceImportSchema,
  type MarketplaceImport,
} from '@namefolio/core/marketplace-imports/marketplace-imports.contract'
import { ROW_ERROR_WORDS } from '@namefolio/core/marketplace-imports/marketplace-rows'
import { marketplaceImportsEndpoints as E } from '@namefolio/core/marketplace-imports/marketplace-imports.endpoints'
import { marketplaceImportsSchemas } from '@namefolio/core/marketplace-imports/marketplace-imports.schemas'
import type { Db } from '../../db/client.ts'
import type { MarketplaceImportRow } from '../../db/schema/marketplace-imports.ts'
import { AppError } from '../../http/app-error.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import { alignDrift, type ListingAligner } from './align-drift.ts'
import { toDriftedDomain } from './drift-fields.ts'
import { countDrift, listDrift } from './drift.repository.ts'
import {
  countUnmappedByReason,
  findSellerImport,
  insertImport,
  listSellerImports,
  listUnmappedAfter,
} from './marketplace-imports.repository.ts'
import { receiveExport, fileError } from './receive-export.ts'
import { comparedPrices, IMPORT_QUEUE, type ImportJobData } from './run-import.ts'

/** A quoted CSV cell; a leading = + - @ is escaped so a spreadsheet never runs it. */
const csvCell = (text: string) => `"${text.replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"`

async function toImport(db: Db, row: MarketplaceImportRow): Promise<MarketplaceImport> {
  return {
    importId: row.id,
    purpose: row.purpose,
    marketplace: row.marketplace,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    bytesRead: row.bytesRead,
    state: row.state,
    rowsRead: row.rowsRead,
    rowsMapped: row.rowsMapped,
    rowsUnmapped: row.rowsUnmapped,
    rowsAdded: row.rowsAdded,
    rowsInPortfolio: row.rowsInPortfolio,
    rowsUnverified: row.rowsUnverified,
    rowsDrifted: row.rowsDrifted,
    unmappedByReason: row.state === 'completed' ? await countUnmappedByReason(db, row.id) : [],
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}

/**
 * Marketplace exports (issue 24): upload for a drift check or a migration, the import's
 * progress and report, the drift list, "Align ours" and the CSV of rows not mapped. Every
 * route answers only for the signed-in seller's own imports.
 */
export function registerMarketplaceImportRoutes(
  app: ZodApp,
  deps: {
    db: Db
    jobs: Jobs
    dataDir: string
    aligner: ListingAligner
    platformNameservers: readonly string[]
  },
) {
  const { db } = deps
  const tags = ['marketplace-imports']
  const importDir = path.resolve(deps.dataDir, 'marketplace-imports')

  async function getImport(sellerId: string, importId: string) {
    const row = await findSellerImport(db, sellerId, importId)
    if (!row) throw new AppError('NOT_FOUND', 'There is no such import.')
    return row
  }

  function assertDriftReady(row: MarketplaceImportRow) {
    if (row.purpose !== 'drift') {
      throw fileError(IMPORT_FILE_ERRORS.notDrift, 'This upload moved names: it has no drift.')
    }
    if (row.state !== 'completed') {
      throw new AppError('CONFLICT', 'The file is still being read.', {
        fields: [{ field: 'importId', code: IMPORT_FILE_ERRORS.notReady }],
      })
    }
  }

  // Multipart only in this scope: the file is streamed to DATA_DIR/marketplace-imports.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_FILE_SIZE_LIMIT_BYTES, files: 1, fields: 2, fieldSize: 100 },
    })
    scope.post(
      '/api/v2/marketplace-imports',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 202: MarketplaceImportSchema },
        },
      },
      async (request, reply) => {
        const seller = requireRole(request, 'seller')
        if (!request.isMultipart()) {
          throw fileError(IMPORT_FILE_ERRORS.missingFile, 'Send the file as multipart/form-data.')
        }
        const id = randomUUID()
        const filePath = path.join(importDir, `${id}.csv`)
        await fs.promises.mkdir(importDir, { recursive: true })
        try {
          const received = await receiveExport(request, filePath)
          const row = await insertImport(db, {
            id,
            sellerId: seller.id,
            purpose: received.purpose,
            marketplace: received.marketplace,
            fileName: received.fileName,
            filePath,
            sizeBytes: received.size,
            delimiter: received.delimiter,
            columns: received.columns,
          })
          await deps.jobs.send<ImportJobData>(
            IMPORT_QUEUE,
            { importId: id },
            {
              ownerId: seller.id,
              total: received.size,
              expireInSeconds: 1800,
            },
          )
          return reply.code(202).send(await toImport(db, row))
        } catch (error) {
          await fs.promises.rm(filePath, { force: true })
          throw error
        }
      },
    )
  })

  serveEndpoint(app, E.list, { tags, schemas: marketplaceImportsSchemas.list }, async (request) => {
    const seller = requireRole(request, 'seller')
    const { rows, total } = await listSellerImports(db, seller.id, request.query)
    return { items: await Promise.all(rows.map((r) => toImport(db, r))), total }
  })

  serveEndpoint(app, E.get, { tags, schemas: marketplaceImportsSchemas.get }, async (request) =>
    toImport(db, await getImport(requireRole(request, 'seller').id, request.params.importId)),
  )

  serveEndpoint(
    app,
    E.drift,
    { tags, schemas: marketplaceImportsSchemas.drift },
    async (request) => {
      const row = await getImport(requireRole(request, 'seller').id, request.params.importId)
      assertDriftReady(row)
      const prices = comparedPrices(row)
      const scope = {
        importId: row.id,
        sellerId: row.sellerId,
        prices,
        platformNameservers: deps.platformNameservers,
      }
      const [rows, total] = await Promise.all([
        listDrift(db, scope, request.query),
        countDrift(db, scope),
      ])
      return { items: rows.map((r) => toDriftedDomain(r, prices)), total }
    },
  )

  serveEndpoint(
    app,
    E.align,
    { tags, schemas: marketplaceImportsSchemas.align },
    async (request) => {
      const seller = requireRole(request, 'seller')
      const row = await getImport(seller.id, request.params.importId)
      assertDriftReady(row)
      return alignDrift(deps, seller.id, row, request.body)
    },
  )

  app.get(
    '/api/v2/marketplace-imports/:importId/unmapped',
    { schema: { tags, params: MarketplaceImportParamsSchema } },
    async (request, reply) => {
      const row = await getImport(requireRole(request, 'seller').id, request.params.importId)
      async function* report() {
        yield 'line,domain,reason,explanation\n'
        let after = 0
        for (;;) {
          const page = await listUnmappedAfter(db, row.id, after, 5000)
          if (page.length === 0) return
          yield page
            .map(
              (r) =>
                `${r.line},${csvCell(r.name)},${r.reason},${csvCell(ROW_ERROR_WORDS[r.reason] ?? refusalInWords(r.reason))}\n`,
            )
            .join('')
          after = page[page.length - 1]!.line
        }
      }
      const base = row.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'export'
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${base}-not-mapped.csv"`)
        .send(Readable.from(report()))
    },
  )
}
