import { createHash } from 'node:crypto'
import { expect } from 'vitest'
import type { TestApp } from '../../test/build-test-app.ts'

/** Registers a third-party app for the signed-in `cookie`; answers its client id. */
export async function registerApp(
  t: TestApp,
  cookie: string,
  redirectUris: string[],
  name = 'Test app',
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/oauth/clients',
    headers: { cookie },
    payload: { name, redirectUris },
  })
  expect(res.statusCode).toBe(201)
  return res.json().clientId as string
}

/** The query of GET /api/v1/account/oauth/code, with the S256 challenge of `verifier`. */
export function codeQuery(params: {
  clientId: string
  redirectUri: string
  scope: string
  verifier: string
  state?: string
}) {
  return new URLSearchParams({
    response_type: 'code',
    client_id: params.clientId,
    redirect_uri: params.redirectUri,
    scope: params.scope,
    ...(params.state === undefined ? {} : { state: params.state }),
    code_challenge: createHash('sha256').update(params.verifier).digest('base64url'),
    code_challenge_method: 'S256',
  })
}

/** POST /api/v1/account/oauth/token with an authorization code, as JSON. */
export function redeemCode(
  t: TestApp,
  grant: { clientId?: string; code: string; redirectUri: string; verifier: string },
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/account/oauth/token',
    payload: {
      grant_type: 'authorization_code',
      ...(grant.clientId === undefined ? {} : { client_id: grant.clientId }),
      code: grant.code,
      redirect_uri: grant.redirectUri,
      code_verifier: grant.verifier,
    },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  })
}
