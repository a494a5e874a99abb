import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testAppForFile } from '../../test/build-test-app.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { targetRows } from './portfolio-bulk.repository.ts'
import { selectionCondition } from './portfolio-conditions.queries.ts'
import {
  runKeysetStreams,
  savedStreams,
  splitSelection,
  streamRange,
  type KeysetStream,
} from './keyset-streams.ts'

const t = testAppForFile()
const BATCH = 5

async function sellerWith(count: number) {
  const seller = await t.factories.seller()
  for (let i = 0; i < count; i++) await t.factories.domain({ sellerId: seller.id })
  const where = selectionCondition(seller.id, {
    kind: 'filter',
    filter: { view: 'selling' },
    excludeNames: [],
  })
  return { seller, where }
}

/** A batch statement as the bulk jobs run it: the stream's next rows, locked, by keyset. */
function namesOfBatch(where: ReturnType<typeof selectionCondition>, seen: string[]) {
  return async (stream: KeysetStream) => {
    const target = targetRows(sql`domains.id, domains.created_at, domains.name`, {
      where,
      ...streamRange(stream),
      batchSize: BATCH,
    })
    const result = await t.db.execute(sql`
      with target as (${target})
      select coalesce(json_agg(name order by created_at, id), '[]') as names,
        (select jsonb_build_object('id', id::text, 'createdAt', created_at::text) from target
          order by created_at desc, id desc limit 1) as last_row
      from target`)
    const row = rowsOf(result)[0] ?? {}
    const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v)
    const names = parse(row.names) as string[]
    const last = parse(row.last_row) as { id: string; createdAt: string } | null
    seen.push(...names)
    return {
      matched: names.length,
      lastId: last?.id ?? null,
      lastCreatedAt: last?.createdAt ?? null,
      counts: { matched: names.length },
    }
  }
}

describe('bulk jobs walk a selection in parallel keyset streams (decision 1250)', () => {
  it('cuts 23 rows into 3 disjoint ranges and visits every row exactly once', async () => {
    const { where } = await sellerWith(23)
    const streams = await splitSelection(t.db, where, 23, { streams: 3, batchSize: BATCH })
    expect(streams).toHaveLength(3)
    expect(streams[0]!.after).toBeNull()
    expect(streams[2]!.through).toBeNull()
    // Each stream starts right after the row where the one before it ends.
    expect(streams[1]!.after).toEqual(streams[0]!.through)
    expect(streams[2]!.after).toEqual(streams[1]!.through)

    const seen: string[] = []
    const totals = { matched: 0 }
    const saved: string[] = []
    await runKeysetStreams({
      streams,
      totals,
      batchSize: BATCH,
      step: namesOfBatch(where, seen),
      save: async () => {
        saved.push(JSON.stringify({ ...totals, streams }))
        return true
      },
    })
    expect(seen).toHaveLength(23)
    expect(new Set(seen).size).toBe(23)
    expect(totals.matched).toBe(23)
    expect(streams.every((s) => s.done)).toBe(true)
    // One save after each batch, its totals growing: the resume cursor never goes back.
    const counts = saved.map((s) => (JSON.parse(s) as { matched: number }).matched)
    expect(counts).toEqual([...counts].sort((a, b) => a - b))
    expect(counts.at(-1)).toBe(23)
  })

  it('never cuts a selection into ranges smaller than a batch', async () => {
    const { where } = await sellerWith(7)
    const streams = await splitSelection(t.db, where, 7, { streams: 4, batchSize: BATCH })
    expect(streams).toEqual([{ after: null, through: null, done: false }])
  })

  it('resumes from a saved cursor without visiting a finished batch again', async () => {
    const { where } = await sellerWith(20)
    const streams = await splitSelection(t.db, where, 20, { streams: 2, batchSize: BATCH })
    const first: string[] = []
    const totals = { matched: 0 }
    let cursor = ''
    // Cancelled after the first saved batch: every stream stops after its batch in flight.
    await runKeysetStreams({
      streams,
      totals,
      batchSize: BATCH,
      step: namesOfBatch(where, first),
      save: async () => {
        cursor = JSON.stringify({ ...totals, streams })
        return false
      },
    })
    expect(first.length).toBeLessThan(20)
    const saved = JSON.parse(cursor) as { matched: number; streams: KeysetStream[] }
    const rest: string[] = []
    const resumed = { matched: saved.matched }
    await runKeysetStreams({
      streams: savedStreams(saved),
      totals: resumed,
      batchSize: BATCH,
      step: namesOfBatch(where, rest),
      save: async () => true,
    })
    expect(new Set([...first, ...rest]).size).toBe(20)
    expect(first.length + rest.length).toBe(20)
    expect(resumed.matched).toBe(20)
  })

  it('stops every stream when one batch fails, and throws that error', async () => {
    const { where } = await sellerWith(30)
    const streams = await splitSelection(t.db, where, 30, { streams: 3, batchSize: BATCH })
    const seen: string[] = []
    const step = namesOfBatch(where, seen)
    let calls = 0
    const run = runKeysetStreams({
      streams,
      totals: { matched: 0 },
      batchSize: BATCH,
      step: async (stream) => {
        calls++
        if (calls === 2) throw new Error('statement failed')
        return step(stream)
      },
      save: async () => true,
    })
    await expect(run).rejects.toThrow('statement failed')
    expect(seen.length).toBeLessThan(30)
  })

  it('reads a cursor saved before streams as one stream after its row', () => {
    expect(savedStreams({ afterId: 'a', afterCreatedAt: '2026-01-01 00:00:00+00' })).toEqual([
      { after: { id: 'a', createdAt: '2026-01-01 00:00:00+00' }, through: null, done: false },
    ])
    expect(savedStreams({ afterId: 'a' })).toEqual([
      { after: { id: 'a', createdAt: null }, through: null, done: false },
    ])
    expect(savedStreams({ afterId: null })).toEqual([{ after: null, through: null, done: false }])
  })
})
