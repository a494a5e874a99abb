import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import fastifyMultipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  ListingSettingsSchema,
  UPLOAD_FILE_ERRORS,
  UploadJobParamsSchema,
  UploadJobSchema,
  UPLOAD_MODES,
  type ListingSettings,
  type UploadMode,
} from '@namefolio/core/domains/domain-intake.contract'
import { CSV_UPDATE_ERRORS, refusalInWords } from '@namefolio/core/domains/csv-update.contract'
import type { TldPolicy } from '@namefolio/core/domains/domain-list'
import { domainIntakeEndpoints as E } from '@namefolio/core/domains/domain-intake.endpoints'
import { domainIntakeSchemas } from '@namefolio/core/domains/domain-intake.schemas'
import { UPLOAD_FILE_SIZE_LIMIT_BYTES } from '@namefolio/core/constants/domain-entry'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import {
  findSellerUpload,
  insertUpload,
  listRefusalsAfter,
  listSellerUploads,
  requestUploadCancel,
  type UploadRow,
} from './domain-uploads.repository.ts'
import { assertValidSettings, getAccountLander } from './listing-settings.ts'
import { toUploadJob } from './upload-job.ts'
import { detectLayout } from './upload-layout.ts'
import type { UploadRunner } from './upload-runner.ts'
import { finishUpdateEdit } from './upload-update.repository.ts'
import { registerUploadUpdateRoutes } from './upload-update.routes.ts'
import { updateColumns, type EditListing } from './upload-update-rows.ts'

const SNIFF_BYTES = 65_536

/** A quoted CSV cell; a leading = + - @ is escaped so a spreadsheet never runs it. */
const csvCell = (text: string) => `"${text.replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"`

function fileError(
  code: string,
  message: string,
  status: 'VALIDATION' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION',
) {
  return new AppError(status, message, { fields: [{ field: 'file', code }] })
}

/**
 * The multipart parser (busboy) fails a cut-short or garbled body ("Unexpected end of
 * multipart data", "Boundary not found") with plain errors: no status, no system call. Those
 * are the client's fault (issue 12); disk errors (with a `syscall`) and our own stay as they are.
 */
function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof AppError) return false
  return !('syscall' in error) && !('statusCode' in error)
}

/** Keeps the first bytes of the stream for layout detection and refuses a bad file early. */
function sniffer(onHead: (head: Buffer) => void) {
  const chunks: Buffer[] = []
  let size = 0
  let done = false
  const finish = () => {
    if (done) return
    done = true
    onHead(Buffer.concat(chunks).subarray(0, SNIFF_BYTES))
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!done) {
        chunks.push(chunk)
        size += chunk.length
        if (size >= SNIFF_BYTES) {
          try {
            finish()
          } catch (error) {
            callback(error as Error)
            return
          }
        }
      }
      callback(null, chunk)
    },
    flush(callback) {
      try {
        finish()
        callback()
      } catch (error) {
        callback(error as Error)
      }
    },
  })
}

type ReceivedUpload = {
  mode: UploadMode
  settings: ListingSettings | null
  stored: { fileName: string; size: number; head: Buffer } | null
}

function parseSettingsField(value: unknown): ListingSettings {
  let json: unknown = null
  try {
    json = JSON.parse(String(value))
  } catch {
    // Not JSON: refused below like any other invalid settings.
  }
  const parsed = ListingSettingsSchema.safeParse(json)
  if (!parsed.success) {
    throw fileError(UPLOAD_FILE_ERRORS.badSettings, 'The listing settings are not valid.')
  }
  return assertValidSettings(parsed.data)
}

function parseModeField(value: unknown): UploadMode {
  const parsed = z.enum(UPLOAD_MODES).safeParse(value)
  if (!parsed.success) throw fileError(CSV_UPDATE_ERRORS.mode, 'The mode must be add or update.')
  return parsed.data
}

async function readParts(request: FastifyRequest, filePath: string): Promise<ReceivedUpload> {
  const received: ReceivedUpload = { mode: 'add', settings: null, stored: null }
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'settings') received.settings = parseSettingsField(part.value)
      if (part.fieldname === 'mode') received.mode = parseModeField(part.value)
      continue
    }
    let head: Buffer = Buffer.alloc(0)
    let size = 0
    const counter = new Transform({
      transform(chunk: Buffer, _e, cb) {
        size += chunk.length
        cb(null, chunk)
      },
    })
    await pipeline(
      part.file,
      sniffer((h) => {
        head = h
        const layout = detectLayout(h)
        if (!layout.ok) throw fileError(layout.code, layout.message)
      }),
      counter,
      fs.createWriteStream(filePath),
    )
    if (part.file.truncated) {
      throw fileError(
        UPLOAD_FILE_ERRORS.tooLarge,
        'The file is larger than 1 GiB. Split it into smaller files.',
        'PAYLOAD_TOO_LARGE',
      )
    }
    received.stored = { fileName: part.filename || 'upload.csv', size, head }
  }
  return received
}

/** The settings field and the file (streamed to `filePath`) of a multipart upload. */
async function receiveUpload(request: FastifyRequest, filePath: string): Promise<ReceivedUpload> {
  try {
    return await readParts(request, filePath)
  } catch (error) {
    if (!isMalformedMultipart(error)) throw error
    throw fileError(
      UPLOAD_FILE_ERRORS.malformed,
      'The upload was cut short or garbled. Send the file again.',
    )
  }
}

export function registerDomainUploadRoutes(
  app: ZodApp,
  deps: {
    db: Db
    dataDir: string
    runner: UploadRunner | null
    tldPolicy: TldPolicy
    editListing: EditListing
  },
) {
  const { db } = deps
  const tags = ['domains']
  const uploadDir = path.resolve(deps.dataDir, 'uploads')

  async function getUpload(sellerId: string, jobId: string): Promise<UploadRow> {
    const row = await findSellerUpload(db, sellerId, jobId)
    if (!row) throw new AppError('NOT_FOUND', 'There is no such upload.')
    return row
  }

  // Multipart only in this scope: the file is streamed to DATA_DIR/uploads (decision 701).
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_FILE_SIZE_LIMIT_BYTES, files: 1, fields: 4, fieldSize: 10_000 },
    })
    scope.post(
      '/api/v2/domains/uploads',
      {
        schema: {
          tags: ['domains'],
          consumes: ['multipart/form-data'],
          response: { 202: UploadJobSchema },
        },
      },
      async (request, reply) => {
        const seller = requireRole(request, 'seller')
        if (!request.isMultipart()) {
          throw fileError(UPLOAD_FILE_ERRORS.missingFile, 'Send the file as multipart/form-data.')
        }
        const id = randomUUID()
        const filePath = path.join(uploadDir, `${id}.csv`)
        await fs.promises.mkdir(uploadDir, { recursive: true })
        try {
          const { mode, settings, stored } = await receiveUpload(request, filePath)
          if (stored === null)
            throw fileError(UPLOAD_FILE_ERRORS.missingFile, 'Choose a file to upload.')
          const detected = detectLayout(stored.head)
          if (!detected.ok) throw fileError(detected.code, detected.message)
          if (mode === 'update' && updateColumns(detected.layout).length === 0) {
            throw fileError(
              CSV_UPDATE_ERRORS.nothingToSet,
              'To update names, the file needs a header with a column to set: buy now, floor, min bid, lander, leasing or max lease period.',
            )
          }
          const row = await insertUpload(db, {
            id,
            sellerId: seller.id,
            fileName: stored.fileName.slice(0, 255),
            filePath,
            sizeBytes: stored.size,
            layout: detected.layout.layout,
            columns: detected.layout,
            settings: settings ?? (await getAccountLander(db, seller.id)),
            // An update waits for the seller's Apply after the preview (decision 273).
            mode,
            state: mode === 'update' ? 'preview' : 'queued',
          })
          if (mode === 'add') deps.runner?.kick()
          return reply.code(202).send(toUploadJob(row))
        } catch (error) {
          await fs.promises.rm(filePath, { force: true })
          throw error
        }
      },
    )
  })

  registerUploadUpdateRoutes(app, { ...deps, getUpload })

  serveEndpoint(
    app,
    E.listUploads,
    { tags, schemas: domainIntakeSchemas.listUploads },
    async (request) => {
      const seller = requireRole(request, 'seller')
      const { rows, total } = await listSellerUploads(db, seller.id, request.query)
      return { items: rows.map(toUploadJob), total }
    },
  )

  serveEndpoint(
    app,
    E.getUpload,
    { tags, schemas: domainIntakeSchemas.getUpload },
    async (request) =>
      toUploadJob(await getUpload(requireRole(request, 'seller').id, request.params.jobId)),
  )

  serveEndpoint(
    app,
    E.cancelUpload,
    { tags, schemas: domainIntakeSchemas.cancelUpload },
    async (request) => {
      const seller = requireRole(request, 'seller')
      const upload = await getUpload(seller.id, request.params.jobId)
      if (upload.state !== 'queued' && upload.state !== 'running' && upload.state !== 'preview') {
        throw new AppError('CONFLICT', `This upload is already ${upload.state}.`)
      }
      // A queued upload (or an update not applied) stops here; a running one at its next batch
      // (or at once in this process).
      await requestUploadCancel(db, upload.id)
      if (upload.state !== 'running') {
        await fs.promises.rm(upload.filePath, { force: true })
        if (upload.mode === 'update') await finishUpdateEdit(db, upload, 'cancelled')
      }
      deps.runner?.abort(upload.id)
      return toUploadJob(await getUpload(seller.id, upload.id))
    },
  )

  app.get(
    '/api/v2/domains/uploads/:jobId/refusals',
    { schema: { tags: ['domains'], params: UploadJobParamsSchema } },
    async (request, reply) => {
      const upload = await getUpload(requireRole(request, 'seller').id, request.params.jobId)
      async function* report() {
        yield 'line,domain,reason,explanation\n'
        let after = 0
        for (;;) {
          const page = await listRefusalsAfter(db, upload.id, after, 5000)
          if (page.length === 0) return
          yield page
            .map(
              (r) =>
                `${r.lineNumber},${csvCell(r.name)},${r.code},${csvCell(refusalInWords(r.code))}\n`,
            )
            .join('')
          after = page[page.length - 1]!.lineNumber
        }
      }
      const base = upload.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'upload'
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${base}-refused.csv"`)
        .send(Readable.from(report()))
    },
  )
}
