/** The owner's page of one domain, /domains/{domain} (issue 15). */
export const EN_US_DOMAIN_PAGE_MESSAGES = {} as const
