// Lists every domain of a portfolio with a personal access token, one page at a time.
// Run with Node 22+ (`node list-domains.ts`); NAMEFOLIO_TOKEN holds the token.

type Domain = { name: string; buynowPriceMicros: number | null }
type DomainPage = { items: Domain[]; total: number; nextCursor?: string }

const BASE_URL = 'https://namefolio.example'

export async function listAllDomains(token: string): Promise<Domain[]> {
  const domains: Domain[] = []
  let cursor: string | undefined
  do {
    const query = new URLSearchParams({ limit: '1000', sort: 'domain', order: 'asc' })
    if (cursor) query.set('cursor', cursor)
    const response = await fetch(`${BASE_URL}/api/v2/domains?${query}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    })
    if (!response.ok) throw new Error(`Namefolio answered ${response.status}`)
    const page = (await response.json()) as DomainPage
    domains.push(...page.items)
    cursor = page.nextCursor
  } while (cursor)
  return domains
}
