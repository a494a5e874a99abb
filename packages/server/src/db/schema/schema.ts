export { users } from './users.ts'
export { userAvatars } from './profiles.ts'
export { sessions } from './sessions.ts'
export { featureFlags } from './feature-flags.ts'
export { cohorts, cohortMembers } from './cohorts.ts'
export { domains } from './domains.ts'
export {
  mailOutbox,
  oneTimeTokens,
  totpFactors,
  recoveryCodes,
  passkeys,
  apiTokens,
  oauthClients,
  federatedIdentities,
  signInEvents,
  rateCounters,
} from './identity.ts'
export { leads, leadActivities, leadAgreedPrices, leadNotifications } from './leads.ts'
export {
  domainHistory,
  checkoutLinks,
  portfolioCounts,
  bulkEdits,
  bulkEditRefusals,
  savedViews,
  portfolioColumnChoices,
} from './portfolio.ts'
export { jobProgress } from './jobs.ts'
export { publicEvents, statsRollupState } from './public-events.ts'
export {
  accountLanderSettings,
  ownershipTokens,
  domainVerifications,
  domainUploads,
  domainUploadRefusals,
  registrationChecks,
} from './domain-intake.ts'
export {
  idempotencyKeys,
  paymentOrders,
  transactions,
  transactionEvents,
  leaseInstallments,
  payouts,
  ledgerEntries,
  payoutAccounts,
  payeeTaxProfiles,
  sandboxPayments,
} from './sales.ts'
export { notificationPreferences } from './notifications.ts'
export {
  parkingDaily,
  parkingAccountDaily,
  parkingEarnings,
  parkingPayouts,
  parkingSetups,
} from './parking.ts'
export { transactionMessages } from './transaction-messages.ts'
export { boostChanges, releaseNoteReads } from './account-standing.ts'
export { supportCases, supportMessages, supportAttachments } from './support.ts'
export { domainInUseChecks, inUseGuardCursor } from './in-use-guard.ts'
export {
  webhookEndpoints,
  webhookMessages,
  webhookDeliveries,
  webhookAttempts,
} from './webhooks.ts'
export { offerRules } from './offer-rules.ts'
export { marketplaceImports, marketplaceImportRows } from './marketplace-imports.ts'
export {
  partners,
  partnerKeys,
  partnerUsageDaily,
  partnerSellerSettings,
  partnerDomainVisibility,
  partnerOrders,
} from './partners.ts'
export { adminAuditLog } from './admin-audit.ts'
export { recentErrors } from './recent-errors.ts'
export { domainReviewDecisions } from './domain-reviews.ts'
export { membershipSubscriptions, membershipInvoices } from './membership.ts'
