import { sql, type SQL } from 'drizzle-orm'
import {
  BULK_RESULTS_PER_KEYWORD,
  MARKETPLACE_PAGE_SIZE,
  type MarketplaceQuery,
} from '@namefolio/core/search/marketplace-search.contract'
import { LEASE_BUY_NOW_MAX_USD, LEASE_BUY_NOW_MIN_USD } from '@namefolio/core/constants/price-rules'
import { usdToMicros } from '@namefolio/core/money/money'
import type { Db } from '../../db/client.ts'
import { rowsOf, type RowsOf } from '../../db/rows-of.ts'
import { AppError } from '../../http/app-error.ts'
import { SEARCH_RETRY_AFTER_SECONDS } from './search-capacity.ts'

export type ListingRow = {
  id: string
  seller_id: string
  name: string
  display_name: string
  tld: string
  buynow_price_micros: string | number | null
  leasing_enabled: boolean
  lander_template: string
  show_lander_buy_now_option: boolean
  show_lander_make_offer_option: boolean
  show_lander_lease_to_own_option: boolean
  created_at: string | Date
}

/** The marketplace shows only listed, visible, unsold domains (the partial indexes' predicate). */
const LISTED = sql`d.status = 'ACTIVE' and not d.hidden and d.sold_at is null`
const COLUMNS = sql`d.id, d.seller_id, d.name, d.display_name, d.tld, d.buynow_price_micros,
  d.leasing_enabled, d.lander_template, d.show_lander_buy_now_option,
  d.show_lander_make_offer_option, d.show_lander_lease_to_own_option, d.created_at`
/** Counting stops here: pages say "1,000+" rather than reading every match. */
export const COUNT_CAP = 1000

/** What every search statement runs under (decision 920). */
export type SearchLimits = { statementTimeoutMs: number }

/** PostgreSQL's SQLSTATE for a statement cancelled by `statement_timeout`. */
const QUERY_CANCELED = '57014'

function isStatementTimeout(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === QUERY_CANCELED) return true
  }
  return false
}

/**
 * Runs a search's statements in one short transaction with PostgreSQL's JIT off and a
 * statement timeout. The planner's costs for a search over a million listings pass
 * `jit_above_cost`, and compiling the plan took 400-500 ms of a bulk search that executes in
 * under 100 ms (decision 552). The timeout (decision 920) turns a runaway public query into a
 * polite "busy" answer instead of a held connection; PGlite accepts the setting but has no timer
 * to enforce it, so there the concurrency cap and the indexes are the defence. `set_config(...,
 * true)` lasts until the transaction ends.
 */
export function inSearchTransaction<T>(db: Db, limits: SearchLimits, work: (tx: Db) => Promise<T>) {
  return db
    .transaction(async (tx) => {
      await tx.execute(sql`select set_config('jit', 'off', true),
        set_config('statement_timeout', ${String(limits.statementTimeoutMs)}, true)`)
      return work(tx)
    })
    .catch((error: unknown) => {
      if (!isStatementTimeout(error)) throw error
      throw new AppError('SERVICE_BUSY', 'Search took too long. Try again in a moment.', {
        retryAfterSeconds: SEARCH_RETRY_AFTER_SECONDS,
      })
    })
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

function likePattern(word: string): string {
  return `%${escapeLike(word)}%`
}

function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`
}

/** Search words: letters, digits and hyphens; a query like "best car" is two words. */
export function queryWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .slice(0, 6)
}

/** What may follow a substring inside a listed name: punycode keeps names to these. */
const NAME_CHARACTERS = [...'abcdefghijklmnopqrstuvwxyz0123456789-.']

/**
 * The name filter for one search word, in a shape the listed trigram index can answer
 * (decision 920). Three or more characters: `like '%word%'` has trigrams to look up. Two: no
 * trigram lies inside the word, so the filter adds a superset the index can use, the word
 * followed by each possible next character or by the end of the name (39 trigram probes in one
 * bitmap); `strpos` keeps the answer exact. One character: names starting with it, a range of
 * the name btree (a lone letter "inside" a name matches most of the table and ranks nothing).
 */
function wordFilter(word: string): SQL {
  if (word.length === 1) return startsWith(word)
  if (word.length > 2) return sql`d.name like ${likePattern(word)}`
  const followed = NAME_CHARACTERS.map((c) => likePattern(`${word}${c}`))
  const probes = [...followed, `%${escapeLike(word)}`]
  // strpos, not LIKE, for the exact check: a LIKE without trigrams would send the planner to
  // read the whole trigram index.
  return sql`d.name like any(${textArray(probes)}) and strpos(d.name, ${word}) > 0`
}

function filtersOf(query: MarketplaceQuery): SQL[] {
  const where: SQL[] = [LISTED]
  for (const word of queryWords(query.q)) where.push(wordFilter(word))
  if (query.minPrice !== undefined)
    where.push(sql`d.buynow_price_micros >= ${usdToMicros(query.minPrice)}`)
  if (query.maxPrice !== undefined)
    where.push(sql`d.buynow_price_micros <= ${usdToMicros(query.maxPrice)}`)
  if (query.tld) where.push(sql`d.tld = ${query.tld}`)
  if (query.minLength !== undefined) where.push(sql`d.sld_length >= ${query.minLength}`)
  if (query.maxLength !== undefined) where.push(sql`d.sld_length <= ${query.maxLength}`)
  if (query.lto) {
    where.push(sql`d.leasing_enabled and d.buynow_price_micros between
      ${usdToMicros(LEASE_BUY_NOW_MIN_USD)} and ${usdToMicros(LEASE_BUY_NOW_MAX_USD)}`)
  }
  return where
}

/** Newest first: the order of the listed `created_at` index (decision 920). */
const NEWEST = sql`d.created_at desc, d.id`

function orderOf(query: MarketplaceQuery): SQL {
  const words = queryWords(query.q)
  switch (query.sort) {
    case 'priceAsc':
      return sql`p.buynow_price_micros asc nulls last, p.name`
    case 'priceDesc':
      return sql`p.buynow_price_micros desc nulls last, p.name`
    case 'nameAsc':
      return sql`d.name`
    case 'lengthAsc':
      return sql`d.sld_length, d.name`
    case 'newest':
      return NEWEST
    case 'relevance':
      if (words.length === 0) return sql`u.boost_level desc, ${NEWEST}`
      {
        const joined = words.join('')
        const first = words[0]!
        // Exact name, then a name that starts with the words, then whole hyphen-separated
        // words, then any substring; within each, boosted sellers first, then shorter names.
        return sql`case
            when split_part(d.name, '.', 1) = ${joined} then 0
            when d.name like ${prefixPattern(joined)} then 1
            when ('-' || split_part(d.name, '.', 1) || '-') like ${likePattern(`-${first}-`)} then 2
            else 3 end,
          u.boost_level desc, d.sld_length, d.name`
      }
  }
}

/**
 * Keyword relevance (decisions 502, 552) ranks a bounded candidate pool, never every match: up
 * to RELEVANCE_POOL matches in index order, every listing whose name starts with the words (the
 * strong tier, same bound) and the exact names. Each probe is a LIMIT-first scan of the listed
 * trigram index, so a keyword matching 14,000 listings reads about a thousand rows.
 */
export const RELEVANCE_POOL = 1000

/**
 * `name like 'text%'` as a range the name btree (`domains_name_key`) can walk in order. The
 * range bounds hold in byte order (C and C.UTF-8 collations); the LIKE keeps the answer exact
 * whatever the collation.
 */
function startsWith(text: string): SQL {
  const like = sql`d.name like ${prefixPattern(text)}`
  const upper = upperBoundOf(text)
  if (upper === null) return sql`d.name >= ${text} and ${like}`
  return sql`d.name >= ${text} and d.name < ${upper} and ${like}`
}

/** The smallest string above every string starting with `text`, or null (none fits). */
function upperBoundOf(text: string): string | null {
  for (let i = text.length - 1; i >= 0; i--) {
    const code = text.charCodeAt(i)
    if (code < 0x7e) return text.slice(0, i) + String.fromCharCode(code + 1)
  }
  return null
}

type SearchPage = { items: ListingRow[]; total: number; isTotalCapped: boolean }

function relevanceStatement(query: MarketplaceQuery, words: string[]): SQL {
  const where = sql.join(filtersOf(query), sql` and `)
  const joined = words.join('')
  const offset = (query.page - 1) * MARKETPLACE_PAGE_SIZE
  const pooled = sql`${COLUMNS}, d.sld_length`
  return sql`
    with matched as materialized (
      select ${pooled} from domains d where ${where} limit ${RELEVANCE_POOL}
    ), strong as materialized (
      select ${pooled} from domains d where ${where} and ${startsWith(joined)}
      limit ${RELEVANCE_POOL}
    ), exact as materialized (
      select ${pooled} from domains d where ${where} and ${startsWith(`${joined}.`)}
      limit ${MARKETPLACE_PAGE_SIZE}
    ), d as (
      select * from matched union select * from strong union select * from exact
    )
    select d.*, (select count(*) from matched)::int as matched_count
    from d join users u on u.id = d.seller_id
    order by ${orderOf(query)}
    limit ${MARKETPLACE_PAGE_SIZE} offset ${offset}`
}

async function searchByRelevance(
  tx: Db,
  query: MarketplaceQuery,
  words: string[],
): Promise<SearchPage> {
  const result = await tx.execute(relevanceStatement(query, words))
  const rows = rowsOf(result as RowsOf<ListingRow & { matched_count: number }>)
  let matched = Number(rows[0]?.matched_count ?? 0)
  if (rows.length === 0 && query.page > 1) {
    // Past the last page: the count still answers (the pager shows where results end).
    const where = sql.join(filtersOf(query), sql` and `)
    matched = await countMatches(tx, where, RELEVANCE_POOL)
  }
  return {
    items: rows,
    total: Math.min(matched, COUNT_CAP),
    isTotalCapped: matched >= RELEVANCE_POOL,
  }
}

async function countMatches(tx: Db, where: SQL, cap: number): Promise<number> {
  const counted = await tx.execute(
    sql`select count(*)::int as n from (select 1 from domains d where ${where} limit ${cap}) m`,
  )
  return Number(rowsOf(counted as RowsOf<{ n: number }>)[0]?.n ?? 0)
}

/**
 * Rows for every sort but keyword relevance. Each ORDER BY is the key of a listed index
 * (decision 920), so the page is a LIMIT-first index walk, not a sort of every listing.
 * Browsing by relevance (no words) puts boosted sellers first among the RELEVANCE_POOL newest
 * listings: the boost lives on users, and no index orders listings by another table.
 */
function listStatement(query: MarketplaceQuery, where: SQL): SQL {
  const offset = (query.page - 1) * MARKETPLACE_PAGE_SIZE
  return query.sort === 'relevance'
    ? sql`with pool as materialized (
            select ${COLUMNS} from domains d where ${where} order by ${NEWEST}
            limit ${RELEVANCE_POOL}
          )
          select d.* from pool d join users u on u.id = d.seller_id order by ${orderOf(query)}
          limit ${MARKETPLACE_PAGE_SIZE} offset ${offset}`
    : sql`select ${COLUMNS} from ${sourceOf(query)} where ${where} order by ${orderOf(query)}
          limit ${MARKETPLACE_PAGE_SIZE} offset ${offset}`
}

/**
 * The price orders live in `listed_prices` (decision 1160: a price in an index of domains would
 * make every reprice write all of them), the others in listed indexes of domains.
 */
function sourceOf(query: MarketplaceQuery): SQL {
  if (query.sort !== 'priceAsc' && query.sort !== 'priceDesc') return sql`domains d`
  // The price bounds start and end the walk of the price index, not only filter the rows.
  const bounds: SQL[] = [sql`p.domain_id = d.id`]
  if (query.minPrice !== undefined) {
    bounds.push(sql`p.buynow_price_micros >= ${usdToMicros(query.minPrice)}`)
  }
  if (query.maxPrice !== undefined) {
    bounds.push(sql`p.buynow_price_micros <= ${usdToMicros(query.maxPrice)}`)
  }
  return sql`domains d join listed_prices p on ${sql.join(bounds, sql` and `)}`
}

export async function searchListings(
  db: Db,
  query: MarketplaceQuery,
  limits: SearchLimits,
): Promise<SearchPage> {
  const words = queryWords(query.q)
  return inSearchTransaction(db, limits, async (tx) => {
    if (query.sort === 'relevance' && words.length > 0) {
      return searchByRelevance(tx, query, words)
    }
    const where = sql.join(filtersOf(query), sql` and `)
    const items = rowsOf((await tx.execute(listStatement(query, where))) as RowsOf<ListingRow>)
    const total = await countMatches(tx, where, COUNT_CAP + 1)
    return {
      items,
      total: Math.min(total, COUNT_CAP),
      isTotalCapped: total > COUNT_CAP,
    }
  })
}

/**
 * The plan of the statement that reads a search's page (decision 920), for the tests and
 * operators that check which indexes a search shape uses.
 */
export async function explainSearch(db: Db, query: MarketplaceQuery): Promise<string> {
  const words = queryWords(query.q)
  const statement =
    query.sort === 'relevance' && words.length > 0
      ? relevanceStatement(query, words)
      : listStatement(query, sql.join(filtersOf(query), sql` and `))
  const plan = rowsOf((await db.execute(sql`explain ${statement}`)) as RowsOf<PlanLine>)
  return plan.map((line) => line['QUERY PLAN']).join('\n')
}
type PlanLine = { 'QUERY PLAN': string }

/** Bulk search ranks at most this many substring matches per keyword (decision 552). */
export const BULK_POOL_PER_KEYWORD = 200

/**
 * Bulk search (spec §2, §9): for each keyword, its exact listing when the keyword is a full
 * name (or the keyword as a .com), and up to 10 listings containing it, boosted sellers
 * first among the keyword's first BULK_POOL_PER_KEYWORD matches. One statement: the keywords
 * go in as arrays (unnest), each probed by LATERAL through the name btree and the trigram
 * index of listed domains, with a per-keyword LIMIT. A keyword under three characters has no
 * trigram for the index and would scan every listing once per keyword, so it gets its exact
 * name only (decision 920).
 */
export async function bulkSearchListings(
  db: Db,
  keywords: string[],
  limits: SearchLimits,
): Promise<{ keyword: string; row: ListingRow & { is_exact: boolean } }[]> {
  if (keywords.length === 0) return []
  const patterns = keywords.map((k) => (k.length >= 3 ? likePattern(k) : null))
  const exactNames = keywords.map((k) => (k.includes('.') ? k : `${k}.com`))
  const result = await inSearchTransaction(db, limits, (tx) =>
    tx.execute(sql`
    select k.keyword, m.* from unnest(${textArray(keywords)}, ${textArray(patterns)},
      ${textArray(exactNames)})
      as k(keyword, pattern, exact_name)
    cross join lateral (
      (select ${COLUMNS}, d.sld_length, true as is_exact from domains d
        where d.name = k.exact_name and ${LISTED})
      union all
      (select d.*, false as is_exact from (
          select ${COLUMNS}, d.sld_length from domains d
          where k.pattern is not null and d.name like k.pattern and d.name <> k.exact_name
            and ${LISTED}
          limit ${BULK_POOL_PER_KEYWORD}
        ) d join users u on u.id = d.seller_id
        order by u.boost_level desc, d.sld_length, d.name limit ${BULK_RESULTS_PER_KEYWORD})
    ) m`),
  )
  return rowsOf(result as RowsOf<ListingRow & { keyword: string; is_exact: boolean }>).map(
    (row) => ({ keyword: row.keyword, row }),
  )
}

/** `array[$1, $2, ...]::text[]`: every value a bound parameter. */
function textArray(values: (string | null)[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`
}

/** Listed domains for the sitemap, in name order (50,000 per file, the sitemap limit). */
export async function listSitemapNames(
  db: Db,
  page: number,
  pageSize: number,
): Promise<{ name: string; updated_at: string | Date }[]> {
  const result = await db.execute(sql`select d.name, d.updated_at from domains d
    where ${LISTED} order by d.name limit ${pageSize} offset ${(page - 1) * pageSize}`)
  return rowsOf(result as RowsOf<{ name: string; updated_at: string | Date }>)
}

export async function countListed(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from domains d where ${LISTED}`)
  return Number(rowsOf(result as RowsOf<{ n: number }>)[0]?.n ?? 0)
}
