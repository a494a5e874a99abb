/** Issue 24 (API documentation). */
export default {
  'apiDocs.tokens.lead':
    'Using a token or building an app? The guides explain scopes, the OAuth code flow with PKCE, errors and rate limits, with curl and TypeScript examples.',
  'apiDocs.tokens.guides': 'API documentation',
  'apiDocs.tokens.reference': 'API reference',
} as const
