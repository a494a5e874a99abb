import type {
  AccountProfile,
  AccountProfileUpdateSchema,
  ProfilePrefsPatch,
} from '@namefolio/core/account/profile.contract'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import {
  findProfileRow,
  isUsernameTakenByOther,
  updateProfileColumns,
  type ProfileChanges,
} from './account-profile.repository.ts'
import { toAccountProfile } from './account-profile.view.ts'

type ProfileUpdate = z.output<typeof AccountProfileUpdateSchema>

function usernameTaken(): AppError {
  return new AppError('CONFLICT', 'That username is taken.', {
    fields: [{ field: 'username', code: 'profile.error.usernameTaken' }],
  })
}

export async function readAccountProfile(db: Db, userId: string): Promise<AccountProfile> {
  const row = await findProfileRow(db, userId)
  if (!row) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.')
  return toAccountProfile(row)
}

/** `POST v1/account/profile`: sets what the body names; an empty bio, country or phone clears it. */
export async function updateAccountProfile(
  db: Db,
  userId: string,
  body: ProfileUpdate,
): Promise<AccountProfile> {
  if (body.username !== undefined && (await isUsernameTakenByOther(db, userId, body.username))) {
    throw usernameTaken()
  }
  const changes: ProfileChanges = {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.username === undefined ? {} : { username: body.username }),
    ...(body.bio === undefined ? {} : { bio: body.bio === '' ? null : body.bio }),
    ...(body.country === undefined ? {} : { country: body.country === '' ? null : body.country }),
    ...(body.phone === undefined ? {} : { phone: body.phone === '' ? null : body.phone }),
    ...(body.showSalesCount === undefined ? {} : { showSalesCount: body.showSalesCount }),
    ...(body.showResponseTime === undefined ? {} : { showResponseTime: body.showResponseTime }),
  }
  // Two sellers racing for one username: the unique key decides.
  if (!(await updateProfileColumns(db, userId, changes))) throw usernameTaken()
  return readAccountProfile(db, userId)
}

/** `PATCH v1/account/prefs`: only the prefs the body names change (spec §7). */
export async function updateAccountPrefs(
  db: Db,
  userId: string,
  body: ProfilePrefsPatch,
): Promise<AccountProfile> {
  const changes: ProfileChanges = {}
  for (const name of body.changed) {
    const value = body[name]
    if (value !== undefined) changes[name] = value
  }
  await updateProfileColumns(db, userId, changes)
  return readAccountProfile(db, userId)
}
