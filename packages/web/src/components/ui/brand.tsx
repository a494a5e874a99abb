import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'

/** The brand in the header; it leads home. */
export function Brand() {
  return (
    <Link to="/portfolio" className="nf-brand">
      <span className="nf-brand-mark" aria-hidden="true">
        ◆{' '}
      </span>
      <FormattedMessage id="app.brand" />
    </Link>
  )
}
