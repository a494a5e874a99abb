import { AppError } from '../../http/app-error.ts'

export type ReturnParams = {
  path?: string | undefined
  port?: string | undefined
  app?: string | undefined
  subdomain?: string | undefined
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const PORT = /^\d{1,5}$/

function refuse(): never {
  throw new AppError('VALIDATION', 'The return address must be a page of Namefolio.', {
    fields: [{ field: 'path', code: 'sso.error.returnPath' }],
  })
}

/** The origin to return to: the portal, a subdomain of it, or (local development) another port. */
function returnOrigin(publicUrl: URL, params: ReturnParams): string {
  const isLocal = LOCAL_HOSTS.has(publicUrl.hostname)
  if (params.app === 'local' && isLocal && params.port && PORT.test(params.port)) {
    return `${publicUrl.protocol}//${publicUrl.hostname}:${params.port}`
  }
  if (params.subdomain && !isLocal && LABEL.test(params.subdomain)) {
    const port = publicUrl.port ? `:${publicUrl.port}` : ''
    return `${publicUrl.protocol}//${params.subdomain}.${publicUrl.hostname}${port}`
  }
  return publicUrl.origin
}

/**
 * Where the sign-in service sends the user back (spec §2): only a path on the portal's own
 * site. Anything that would leave it (another host, a scheme, `//evil`, `/\evil`) is refused.
 * Without a path it is `homePath`: the person's role home once they are known (decision 950).
 */
export function resolveReturnTarget(
  publicUrlText: string,
  params: ReturnParams,
  homePath = '/portfolio',
): string {
  const path = params.path && params.path.length > 0 ? params.path : homePath
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f]/.test(path)) refuse()
  const origin = returnOrigin(new URL(publicUrlText), params)
  const target = new URL(path, origin)
  if (target.origin !== origin) refuse()
  return target.href
}
