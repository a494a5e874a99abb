// The OAuth 2 authorization code flow with PKCE (S256) for a registered app.
// 1. startSignIn(): keep the verifier and state, send the seller to the returned URL.
// 2. The consent page sends the browser to your redirect URI with ?code=...&state=...
// 3. finishSignIn(): check the state, trade the code for an access token.
import { createHash, randomBytes } from 'node:crypto'

const BASE_URL = 'https://namefolio.example'

type TokenAnswer = {
  access_token: string
  token_type: 'Bearer'
  scope: string
  expires_in: number | null
}

export function startSignIn(clientId: string, redirectUri: string, scope: string) {
  const verifier = randomBytes(32).toString('base64url')
  const state = randomBytes(16).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  const url = new URL('/account/oauth/authorize', BASE_URL)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString()
  return { url: url.toString(), verifier, state }
}

export async function finishSignIn(
  callback: URL,
  saved: { verifier: string; state: string; clientId: string; redirectUri: string },
): Promise<TokenAnswer> {
  const code = callback.searchParams.get('code')
  if (!code || callback.searchParams.get('state') !== saved.state) {
    throw new Error('The answer does not belong to this sign-in.')
  }
  const response = await fetch(`${BASE_URL}/api/v1/account/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: saved.clientId,
      code,
      redirect_uri: saved.redirectUri,
      code_verifier: saved.verifier,
    }),
  })
  if (!response.ok) throw new Error(`Token exchange failed: ${response.status}`)
  return (await response.json()) as TokenAnswer
}
