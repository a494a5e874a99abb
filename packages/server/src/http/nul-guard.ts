import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from './app-error.ts'

const NUL = '\u0000'

/** The dotted path of the first string (or object key) holding a NUL character, or null. */
function findNulIn(value: unknown, root: string): string | null {
  // An explicit stack rather than recursion: a hostile body may nest thousands of levels deep.
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: root }]
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path
      continue
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key
      if (key.includes(NUL)) return childPath
      stack.push({ value: child, path: childPath })
    }
  }
  return null
}

function nulFieldOf(request: FastifyRequest): string | null {
  return (
    findNulIn(request.params, '') ?? findNulIn(request.query, '') ?? findNulIn(request.body, '')
  )
}

/**
 * PostgreSQL cannot store a NUL character in text or jsonb: a `%00` in a path parameter, a
 * query string or a JSON body used to reach the database and fail there as a 500 (issue 12).
 * No field of ours may hold one, so every request carrying one is refused here, in one place,
 * before any route's validation (decision 930).
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = nulFieldOf(request)
    if (field === null) return
    throw new AppError('MALFORMED_INPUT', 'Text may not contain NUL characters.', {
      fields: [{ field, code: 'invalid_format' }],
    })
  })
}
