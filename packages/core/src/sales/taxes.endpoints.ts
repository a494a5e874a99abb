import { endpoint } from '../http/endpoint.ts'
import type { TaxInputSchema, TaxProfileAnswerSchema } from './payee.contract.ts'

/** The payee's tax profile (W-9/W-8); saving needs a recent sign-in (decision 990). */
export const taxEndpoints = {
  profile: endpoint<{ response: typeof TaxProfileAnswerSchema }>()('GET', '/api/v1/account/tax'),
  save: endpoint<{ body: typeof TaxInputSchema; response: typeof TaxProfileAnswerSchema }>()(
    'PATCH',
    '/api/v1/account/tax',
  ),
}
