/**
 * The router's one way of restoring saved filters (spec §2): a list page loaded without a query
 * comes back to what `readSaved` finds in session storage. Route files take it as a parameter.
 */
export type RestoreSavedFilters = (
  readSaved: (store: Storage) => object | null,
  location: { pathname: string; searchStr: string },
) => void
