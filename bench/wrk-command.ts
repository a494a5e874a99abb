// How the load benchmarks call wrk: as a browser would (its user agent, gzip), so the server
// treats the load as visitors and sends what a browser gets.

/** A desktop Chrome's user agent: counted as a visitor, not a bot. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

/** wrk's arguments for one run against `url`, with `--latency` for the percentiles. */
export function wrkArguments(options: {
  threads: number
  connections: number
  seconds: number
  /** A Lua script that shapes each request. */
  script?: string
  url: string
}): string[] {
  return [
    `-t${options.threads}`,
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--latency',
    '-H',
    `User-Agent: ${BROWSER_USER_AGENT}`,
    '-H',
    'Accept-Encoding: gzip',
    ...(options.script ? ['-s', options.script] : []),
    options.url,
  ]
}
