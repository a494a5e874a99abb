import { customType, pgTable, uniqueIndex, uuid, text } from 'drizzle-orm/pg-core'
import { createdAt, extensionKey } from './columns.ts'
import { users } from './users.ts'

/** Raw bytes: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array, both to a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) =>
    typeof value === 'string'
      ? Buffer.from(value.replace(/^\\x/, ''), 'hex')
      : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
})

/**
 * A seller's avatar (issue 18, decision 1005): one image a user, its type told by its bytes.
 * `id` changes with each upload, so its URL (`/avatars/{id}`) can be cached for good.
 */
export const userAvatars = pgTable(
  'user_avatars',
  {
    userId: extensionKey(() => users.id),
    id: uuid().notNull().defaultRandom(),
    contentType: text().$type<'image/png' | 'image/jpeg' | 'image/webp'>().notNull(),
    bytes: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_avatars_id_key').on(t.id)],
)
