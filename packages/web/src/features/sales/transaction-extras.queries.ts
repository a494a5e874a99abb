import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import type { SalesPeriod } from '@namefolio/core/sales/sales-by-period'
import type { TransactionMessageList } from '@namefolio/core/sales/transaction-extras.contract'
import { transactionExtrasEndpoints as endpoints } from '@namefolio/core/sales/transaction-extras.endpoints'
import { callEndpoint, isApiError } from '../../lib/api-client'

// Issue 18: messages on a transaction, registrar instructions, a domain's open transaction and
// sales by period. Endpoints and answers are core's (decision 990).

export const transactionExtrasKeys = {
  all: ['transaction-extras'] as const,
  messages: (transactionId: string) =>
    [...transactionExtrasKeys.all, 'messages', transactionId] as const,
  registrar: (name: string) => [...transactionExtrasKeys.all, 'registrar', name] as const,
  domainTransaction: (domain: string) =>
    [...transactionExtrasKeys.all, 'domain', domain.toLowerCase()] as const,
  salesByPeriod: (period: SalesPeriod) =>
    [...transactionExtrasKeys.all, 'sales-by-period', period] as const,
}

export const transactionExtrasQueries = {
  messages: (transactionId: string) =>
    queryOptions({
      queryKey: transactionExtrasKeys.messages(transactionId),
      queryFn: ({ signal }) =>
        callEndpoint(endpoints.messages, { params: { transactionId } }, { signal }),
      // The other side may write at any time: read again when the page comes back into view.
      refetchOnWindowFocus: true,
    }),
  registrar: (registrarName: string) =>
    queryOptions({
      queryKey: transactionExtrasKeys.registrar(registrarName),
      queryFn: ({ signal }) =>
        callEndpoint(endpoints.registrarInstructions, { params: { registrarName } }, { signal }),
      staleTime: 60 * 60_000,
      retry: false,
    }),
  /** The domain's open transaction, or null when it has none (the API's 404). */
  domainTransaction: (domainName: string) =>
    queryOptions({
      queryKey: transactionExtrasKeys.domainTransaction(domainName),
      queryFn: async ({ signal }) => {
        try {
          return await callEndpoint(
            endpoints.domainTransaction,
            { params: { domainName } },
            { signal },
          )
        } catch (error) {
          if (isApiError(error) && error.status === 404) return null
          throw error
        }
      },
      staleTime: 30_000,
    }),
  /** The default range of each period (the server's): the last buckets up to today. */
  salesByPeriod: (period: SalesPeriod) =>
    queryOptions({
      queryKey: transactionExtrasKeys.salesByPeriod(period),
      queryFn: ({ signal }) =>
        callEndpoint(endpoints.salesByPeriod, { query: { period } }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
}

/** Sends a message; the answer is the thread, which replaces the cached one. */
export async function sendTransactionMessage(
  queryClient: QueryClient,
  transactionId: string,
  body: string,
): Promise<TransactionMessageList> {
  const thread = await callEndpoint(endpoints.sendMessage, {
    params: { transactionId },
    body: { body },
  })
  queryClient.setQueryData(transactionExtrasKeys.messages(transactionId), thread)
  return thread
}
