/**
 * The query of `/account/link/success` (spec §2; decision 1025): which kind of account was
 * linked and, optionally, the provider's name to show. Anything else reads as a plain link.
 */
export const LINK_KINDS = ['payout', 'federation'] as const
export type LinkKind = (typeof LINK_KINDS)[number]

export type LinkSuccessSearch = { kind?: LinkKind; provider?: string }

/** A provider's display name: letters, digits, spaces and . - _ &, at most 40 characters. */
const PROVIDER_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._&-]{0,39}$/u

export function parseLinkSuccessSearch(search: Record<string, unknown>): LinkSuccessSearch {
  const kind = search.kind
  const provider = typeof search.provider === 'string' ? search.provider.trim() : ''
  return {
    ...(LINK_KINDS.includes(kind as LinkKind) ? { kind: kind as LinkKind } : {}),
    ...(PROVIDER_NAME.test(provider) ? { provider } : {}),
  }
}
