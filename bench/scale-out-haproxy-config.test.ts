// The example's HAProxy config (decision 1305), as start.sh and the scale-out bench render it.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const RENDER = path.resolve(import.meta.dirname, '../examples/scale-out/render-haproxy-cfg.sh')
const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((file) => fs.existsSync(file))

function render(...args: string[]): string {
  return execFileSync(RENDER, args, { encoding: 'utf8' })
}

describe('the scale-out HAProxy config', () => {
  it('balances one server line per process port and checks each on the health path', () => {
    const config = render('8080', '8404', '/api/health', '3101', '3102', '3103')
    expect(config).not.toMatch(/{{[A-Z_]+}}/)
    expect(config).toContain('bind 127.0.0.1:8080')
    expect(config).toContain('option httpchk GET /api/health')
    expect(config.match(/^ {2}server .*$/gm)).toEqual([
      '  server app1 127.0.0.1:3101',
      '  server app2 127.0.0.1:3102',
      '  server app3 127.0.0.1:3103',
    ])
  })

  it('refuses to render without a process port', () => {
    expect(() => render('8080', '8404', '/api/health')).toThrow()
  })

  it.skipIf(!haproxy)('is a config HAProxy accepts (haproxy -c; skipped without haproxy)', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-cfg-')), 'haproxy.cfg')
    fs.writeFileSync(file, render('8080', '8404', '/api/health', '3101', '3102'))
    expect(() => execFileSync(haproxy!, ['-c', '-q', '-f', file])).not.toThrow()
    fs.rmSync(path.dirname(file), { recursive: true })
  })
})
