import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../config/env.ts'
import { AppError } from '../../http/app-error.ts'
import {
  checkWebhookUrl,
  isPublicAddress,
  type ResolveHost,
  type WebhookTargetPolicy,
} from './webhook-target.ts'

// Issue 24: "SSRF-safe: no private, loopback or link-local targets outside tests" (decision 1111).
const DNS: Record<string, string[]> = {
  'hooks.example.com': ['93.184.215.14'],
  'v6.example.com': ['2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'rebind.example.com': ['93.184.215.14', '10.0.0.5'],
  'internal.example.com': ['192.168.1.10'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
}
const resolve: ResolveHost = async (host) => {
  const found = DNS[host]
  if (!found) throw new Error('ENOTFOUND')
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
}
const strict: WebhookTargetPolicy = { allowPrivateTargets: false, resolve }
const testing: WebhookTargetPolicy = { allowPrivateTargets: true, resolve }

async function refusal(url: string, policy = strict): Promise<string | null> {
  try {
    await checkWebhookUrl(url, policy)
    return null
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    expect(error.statusCode).toBe(400)
    return error.fields?.[0]?.code ?? 'no key'
  }
}

describe('webhook targets: only public addresses (decision 1111)', () => {
  it.each([
    ['127.0.0.1', false, 'loopback'],
    ['127.8.9.10', false, 'loopback'],
    ['10.1.2.3', false, 'private'],
    ['172.16.0.1', false, 'private'],
    ['192.168.0.1', false, 'private'],
    ['169.254.169.254', false, 'link-local (cloud metadata)'],
    ['100.64.0.1', false, 'CGNAT'],
    ['0.0.0.0', false, 'unspecified'],
    ['255.255.255.255', false, 'broadcast'],
    ['224.0.0.1', false, 'multicast'],
    ['192.0.2.10', false, 'documentation'],
    ['::1', false, 'IPv6 loopback'],
    ['::', false, 'IPv6 unspecified'],
    ['fe80::1', false, 'IPv6 link-local'],
    ['fc00::1', false, 'IPv6 unique-local'],
    ['fd12:3456::1', false, 'IPv6 unique-local'],
    ['ff02::1', false, 'IPv6 multicast'],
    ['::ffff:127.0.0.1', false, 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', false, 'IPv4-mapped private'],
    ['64:ff9b::a00:1', false, 'NAT64 of a private address'],
    ['2002:a00:1::', false, '6to4 of a private address'],
    ['not an address', false, 'garbage'],
    ['93.184.215.14', true, 'public IPv4'],
    ['8.8.8.8', true, 'public IPv4'],
    ['2606:4700:4700::1111', true, 'public IPv6'],
    ['::ffff:8.8.8.8', true, 'IPv4-mapped public'],
  ])('%s is public: %s (%s)', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected)
  })

  it.each([
    ['https://hooks.example.com/in', null],
    ['https://v6.example.com/in', null],
    ['https://[2606:4700:4700::1111]/in', null],
    ['https://not-resolving.example.net/in', null],
    ['http://hooks.example.com/in', 'webhooks.error.httpsRequired'],
    ['https://127.0.0.1/in', 'webhooks.error.privateTarget'],
    ['https://0x7f.1/in', 'webhooks.error.privateTarget'],
    ['https://2130706433/in', 'webhooks.error.privateTarget'],
    ['https://[::1]/in', 'webhooks.error.privateTarget'],
    ['https://[::ffff:7f00:1]/in', 'webhooks.error.privateTarget'],
    ['https://169.254.169.254/latest/meta-data', 'webhooks.error.privateTarget'],
    ['https://localhost/in', 'webhooks.error.privateTarget'],
    ['https://api.localhost/in', 'webhooks.error.privateTarget'],
    ['https://internal.example.com/in', 'webhooks.error.privateTarget'],
    ['https://rebind.example.com/in', 'webhooks.error.privateTarget'],
    ['https://mapped.example.com/in', 'webhooks.error.privateTarget'],
    ['https://user:pw@hooks.example.com/in', 'webhooks.error.urlInvalid'],
    ['ftp://hooks.example.com/in', 'webhooks.error.urlInvalid'],
    ['file:///etc/passwd', 'webhooks.error.urlInvalid'],
    ['not a url', 'webhooks.error.urlInvalid'],
    [`https://hooks.example.com/${'a'.repeat(2000)}`, 'webhooks.error.urlInvalid'],
  ])('subscribing %s is refused with %s', async (url, expected) => {
    expect(await refusal(url)).toBe(expected)
  })

  it('allows a plain-http receiver on 127.0.0.1 only with the development/test setting', async () => {
    expect(await refusal('http://127.0.0.1:4000/in', testing)).toBeNull()
    expect(await refusal('http://127.0.0.1:4000/in', strict)).toBe('webhooks.error.httpsRequired')
    expect(await refusal('ftp://127.0.0.1/in', testing)).toBe('webhooks.error.urlInvalid')
  })

  it('is never allowed in production: the start refuses the setting', () => {
    const allow = { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' }
    expect(parseEnv({ APP_ENV: 'test', ...allow }).webhooksAllowPrivateTargets).toBe(true)
    expect(parseEnv({ APP_ENV: 'development' }).webhooksAllowPrivateTargets).toBe(false)
    expect(() =>
      parseEnv({
        APP_ENV: 'production',
        DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
        PUBLIC_FORM_SECRET: 'x'.repeat(32),
        ...allow,
      }),
    ).toThrow(/WEBHOOKS_ALLOW_PRIVATE_TARGETS/)
  })
})
