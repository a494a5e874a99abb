import { describe, expect, it } from 'vitest'
import { scaleOutRunOf, scaleOutTable, type ScaleOutRun } from './scale-out-figures.ts'
import { parseWrkOutput } from './wrk-output.ts'

// Debian's wrk 4.1 with --latency, a run where 1,000 of 20,000 answers were 503.
const WRK_OUTPUT = `Running 10s test @ http://127.0.0.1:8080/search?q=coffee
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    16.10ms    9.84ms 143.87ms   82.40%
    Req/Sec     1.00k   120.33     1.30k    70.00%
  Latency Distribution
     50%   14.02ms
     75%   19.51ms
     90%   26.33ms
     99%    1.02s
  20000 requests in 10.00s, 81.88MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 1000
Requests/sec:   2000.00
Transfer/sec:      8.19MB
`

function run(overrides: Partial<ScaleOutRun>): ScaleOutRun {
  return {
    page: 'landerWarm',
    connections: 32,
    processes: 1,
    requestsPerSecond: 1000,
    answeredPerSecond: 1000,
    p50Ms: 10,
    p99Ms: 40,
    non2xx: 0,
    socketErrors: 0,
    loadAverage: 2,
    ...overrides,
  }
}

describe('wrk figures', () => {
  it('reads the rate, the percentiles in their units, the refusals and the socket errors', () => {
    expect(parseWrkOutput(WRK_OUTPUT)).toEqual({
      requests: 20_000,
      requestsPerSecond: 2000,
      p50Ms: 14.02,
      p99Ms: 1020,
      non2xx: 1000,
      socketErrors: 5,
    })
  })

  it('counts only 2xx and 3xx answers as answered requests a second', () => {
    const figures = scaleOutRunOf(
      { page: 'search', connections: 32, processes: 2, loadAverage: 3.2 },
      parseWrkOutput(WRK_OUTPUT),
    )
    expect(figures.answeredPerSecond).toBe(1900)
    expect(figures.requestsPerSecond).toBe(2000)
  })
})

describe('the scale-out table', () => {
  it('sets one process beside two per page and connection count, with the ratio and the loads', () => {
    const table = scaleOutTable([
      run({ processes: 2, answeredPerSecond: 15_000, p99Ms: 12.34, loadAverage: 3.06 }),
      run({ processes: 1, answeredPerSecond: 10_000, p99Ms: 20, loadAverage: 2.5 }),
      run({ page: 'search', connections: 64, answeredPerSecond: 80, non2xx: 500, socketErrors: 2 }),
      run({ page: 'search', connections: 64, processes: 2, answeredPerSecond: 120 }),
    ]).split('\n')
    expect(table).toEqual([
      '| page | connections | one process | two processes | two ÷ one | load average (1 min) |',
      '| --- | ---: | --- | --- | ---: | --- |',
      '| lander, warm | 32 | 10,000 req/s, p99 20 ms | 15,000 req/s, p99 12.3 ms | 1.50 | 2.5 / 3.1 |',
      '| public search | 64 | 80 req/s, p99 40 ms, 502 not answered 2xx | 120 req/s, p99 40 ms | 1.50 | 2.0 / 2.0 |',
    ])
  })

  it('shows a dash for a setup that did not run, and no ratio', () => {
    expect(scaleOutTable([run({ connections: 64 })]).split('\n')[2]).toBe(
      '| lander, warm | 64 | 1,000 req/s, p99 40 ms | — | — | 2.0 / — |',
    )
  })
})
