import { BulkEditIdParamsSchema } from '@namefolio/core/portfolio/bulk-reprice.contract'
import { bulkRepriceEndpoints } from '@namefolio/core/portfolio/bulk-reprice.endpoints'
import { bulkRepriceSchemas as S } from '@namefolio/core/portfolio/bulk-reprice.schemas'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import { AppError } from '../../http/app-error.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import { createApplyReprice } from './apply-reprice.ts'
import { findBulkEdit } from './bulk-edits.repository.ts'
import { listBulkEdits } from './list-bulk-edits.ts'
import { previewRepriceFor } from './preview-reprice.ts'
import { refusalsCsv } from './refusals-csv.ts'
import { getBulkEditJob } from './bulk-edit-jobs.ts'
import { createUndoLastEdit } from './undo-last-edit.ts'

const tags = ['portfolio']
const seller = (request: FastifyRequest) => requireRole(request, 'seller')

/** Bulk repricing, the listing history, its undo and refusal lists (issue 15). */
export function registerBulkEditRoutes(
  app: ZodApp,
  deps: {
    db: Db
    jobs: Jobs
    listingChanges?: ListingChanges | undefined
    bulkJobStreams?: number
  },
): void {
  const { db } = deps
  const E = bulkRepriceEndpoints
  const reprice = createApplyReprice(deps)
  const undoLastEdit = createUndoLastEdit(deps)

  serveEndpoint(app, E.preview, { tags, schemas: S.preview }, async (request) =>
    previewRepriceFor(db, seller(request), request.body),
  )
  serveEndpoint(app, E.apply, { tags, schemas: S.apply }, async (request) =>
    reprice.apply(seller(request), request.body),
  )
  serveEndpoint(app, E.getJob, { tags, schemas: S.getJob }, async (request) =>
    getBulkEditJob(deps.jobs, seller(request), request.params.jobId),
  )
  serveEndpoint(app, E.listEdits, { tags, schemas: S.listEdits }, async (request) =>
    listBulkEdits(db, seller(request)),
  )
  serveEndpoint(app, E.undoLast, { tags, schemas: S.undoLast }, async (request) =>
    undoLastEdit(seller(request), request.body.bulkEditId),
  )
  serveEndpoint(app, E.getEditJob, { tags, schemas: S.getEditJob }, async (request) =>
    getBulkEditJob(deps.jobs, seller(request), request.params.jobId),
  )
  app.get(
    '/api/v2/domains/bulkEdits/:bulkEditId/refusals.csv',
    { schema: { tags, params: BulkEditIdParamsSchema } },
    async (request, reply) => {
      const user = seller(request)
      const edit = await findBulkEdit(db, user.id, request.params.bulkEditId)
      if (!edit) throw new AppError('NOT_FOUND', 'No such bulk edit.')
      const fileName = `refused-${edit.kind}-${edit.id.slice(0, 8)}.csv`
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(refusalsCsv(db, edit.id))
    },
  )
}
