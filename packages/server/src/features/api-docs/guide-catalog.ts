import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Marked } from 'marked'

/** The guides and the changelog live as markdown in docs/api, beside their examples. */
export const API_DOCS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../docs/api',
)

export const GUIDES = [
  {
    slug: 'authentication',
    title: 'Authentication',
    summary: 'Personal access tokens, scopes, and the OAuth 2 code flow with PKCE.',
  },
  {
    slug: 'pagination',
    title: 'Pagination',
    summary: 'Offset and limit on every list; cursors on the domain list.',
  },
  {
    slug: 'errors',
    title: 'Errors and their codes',
    summary: 'One error envelope, every code with its HTTP status, field message keys.',
  },
  {
    slug: 'idempotency',
    title: 'Idempotency keys',
    summary: 'Retry money requests safely: the same key answers the first result.',
  },
  {
    slug: 'rate-limits',
    title: 'Rate limits',
    summary: 'The limits in force, the headers that count them, and what 429 means.',
  },
  {
    slug: 'webhooks',
    title: 'Webhooks and signature checking',
    summary: 'Standard Webhooks headers, and checking the signature of each delivery.',
  },
] as const
export type Guide = (typeof GUIDES)[number]

/** What `{{name}}` placeholders in a guide stand for: generated tables and values from code. */
export type GuideValues = Record<string, string>

const PLACEHOLDER = /\{\{([\w:.-]+)\}\}/g
const EXAMPLE = /^example:([\w-]+\.ts)$/

function readExample(dir: string, file: string): string {
  const source = fs.readFileSync(path.join(dir, 'examples', file), 'utf8').trimEnd()
  return `**TypeScript** (\`${file}\`, type-checked with the project)\n\n\`\`\`ts\n${source}\n\`\`\``
}

/**
 * Replaces each placeholder with its value or its example file. An unknown placeholder throws:
 * a guide never goes out with a hole in it (the route tests render every guide).
 */
export function expandPlaceholders(
  markdown: string,
  values: GuideValues,
  dir: string = API_DOCS_DIR,
): string {
  return markdown.replace(PLACEHOLDER, (_match, name: string) => {
    const example = EXAMPLE.exec(name)
    if (example?.[1]) return readExample(dir, example[1])
    const value = values[name]
    if (value === undefined) throw new Error(`The API guides have no value for {{${name}}}.`)
    return value
  })
}

const marked = new Marked({ gfm: true })

/**
 * Markdown to HTML. Code blocks and tables scroll sideways inside the page on a phone, so they
 * are focusable (keyboard users can scroll them: axe scrollable-region-focusable).
 */
export function markdownToHtml(markdown: string): string {
  const rendered = marked.parse(markdown, { async: false })
  return rendered
    .replaceAll('<pre>', '<pre tabindex="0">')
    .replaceAll('<table>', '<div class="table-scroll" tabindex="0"><table>')
    .replaceAll('</table>', '</table></div>')
}

export function readDocsFile(name: string, dir: string = API_DOCS_DIR): string {
  return fs.readFileSync(path.join(dir, name), 'utf8')
}
