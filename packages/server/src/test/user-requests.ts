import type { UserRow } from '../db/schema/users.ts'
import type { TestApp } from './build-test-app.ts'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Requests to the test app as a signed-in user (or anonymously, for `null`), with any extra
 * headers. `app` is read at call time, as test files build their app in `beforeAll`.
 */
export function userRequests(app: () => TestApp) {
  async function inject(
    user: UserRow | null,
    method: Method,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    const t = app()
    return t.app.inject({
      method,
      url,
      headers: { ...(user ? await t.signedIn(user) : {}), ...headers },
      ...(payload ? { payload } : {}),
    })
  }

  /** The same request, answered as its status and JSON body. */
  async function json(
    user: UserRow | null,
    method: Method,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    const res = await inject(user, method, url, payload, headers)
    return { status: res.statusCode, body: res.json() }
  }

  return { inject, json }
}
