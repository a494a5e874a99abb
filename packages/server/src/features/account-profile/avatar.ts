import { AVATAR_MAX_BYTES, sniffAvatarType } from '@namefolio/core/account/profile'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { findAvatar, saveAvatar } from './account-profile.repository.ts'
import { avatarUrlOf } from './account-profile.view.ts'

/**
 * `PUT v1/account/avatar` (decision 1005): the bytes decide the type (PNG, JPEG or WebP), at
 * most 1 MiB; what the client calls the file is never asked.
 */
export async function uploadAvatar(
  db: Db,
  userId: string,
  base64: string,
): Promise<{ avatarUrl: string | null }> {
  const bytes = Buffer.from(base64, 'base64')
  if (bytes.length === 0 || bytes.length > AVATAR_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The image must be at most 1 MB.', {
      fields: [{ field: 'image', code: 'profile.error.avatarSize' }],
    })
  }
  const contentType = sniffAvatarType(bytes)
  if (contentType === null) {
    throw new AppError('VALIDATION', 'The image must be a PNG, JPEG or WebP picture.', {
      fields: [{ field: 'image', code: 'profile.error.avatarType' }],
    })
  }
  return { avatarUrl: avatarUrlOf(await saveAvatar(db, userId, { contentType, bytes })) }
}

const AvatarParamsSchema = z.object({ avatarId: z.uuid() })

/**
 * `GET /avatars/{id}`: the image, to anyone while its owner's profile is public (decision 1007),
 * and always to its owner. A new upload has a new id, so an image is cached for good.
 */
export function registerAvatarImageRoute(app: ZodApp, deps: { db: Db }): void {
  app.get(
    '/avatars/:avatarId',
    { schema: { hide: true, params: AvatarParamsSchema } },
    async (request: FastifyRequest<{ Params: { avatarId: string } }>, reply: FastifyReply) => {
      const avatar = await findAvatar(deps.db, request.params.avatarId)
      const isOwner = avatar !== null && request.auth?.user.id === avatar.userId
      if (!avatar || (!isOwner && avatar.profileVisibility !== 'PUBLIC')) {
        throw new AppError('NOT_FOUND', 'No such image.')
      }
      return reply
        .header('content-type', avatar.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header(
          'cache-control',
          avatar.profileVisibility === 'PUBLIC'
            ? 'public, max-age=31536000, immutable'
            : 'private, no-store',
        )
        .send(avatar.bytes)
    },
  )
}
