import { csvUpdateEndpoints as E } from '@namefolio/core/domains/csv-update.endpoints'
import { csvUpdateSchemas } from '@namefolio/core/domains/csv-update.schemas'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { UploadRow } from './domain-uploads.repository.ts'
import { toUploadJob } from './upload-job.ts'
import { previewUpdateUpload } from './upload-preview.ts'
import type { UploadRunner } from './upload-runner.ts'
import { queueUpdateUpload } from './upload-update.repository.ts'
import type { EditListing } from './upload-update-rows.ts'
import type { TldPolicy } from '@namefolio/core/domains/domain-list'

/**
 * The preview and Apply of an update upload (issue 15, decision 273). Both answer only for
 * the signed-in seller's own upload, and only while it waits for Apply.
 */
export function registerUploadUpdateRoutes(
  app: ZodApp,
  deps: {
    db: Db
    runner: UploadRunner | null
    tldPolicy: TldPolicy
    editListing: EditListing
    getUpload: (sellerId: string, jobId: string) => Promise<UploadRow>
  },
) {
  const tags = ['domains']

  function assertWaitingForApply(upload: UploadRow) {
    if (upload.mode !== 'update') {
      throw new AppError('CONFLICT', 'This upload adds names: it has no preview.')
    }
    if (upload.state !== 'preview') {
      throw new AppError('CONFLICT', `This update is already ${upload.state}.`)
    }
  }

  serveEndpoint(
    app,
    E.previewUpdate,
    { tags, schemas: csvUpdateSchemas.previewUpdate },
    async (request) => {
      const upload = await deps.getUpload(requireRole(request, 'seller').id, request.params.jobId)
      assertWaitingForApply(upload)
      return previewUpdateUpload(deps, upload)
    },
  )

  serveEndpoint(
    app,
    E.applyUpdate,
    { tags, schemas: csvUpdateSchemas.applyUpdate },
    async (request) => {
      const seller = requireRole(request, 'seller')
      const upload = await deps.getUpload(seller.id, request.params.jobId)
      assertWaitingForApply(upload)
      const queued = await queueUpdateUpload(deps.db, {
        uploadId: upload.id,
        sellerId: seller.id,
        actorId: seller.id,
      })
      // Applied (or discarded) by another request in between.
      if (!queued) throw new AppError('CONFLICT', 'This update is no longer waiting to be applied.')
      deps.runner?.kick()
      return toUploadJob(await deps.getUpload(seller.id, upload.id))
    },
  )
}
