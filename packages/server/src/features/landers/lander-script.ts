import { createHash } from 'node:crypto'

/**
 * The lease calculator's script: the quotes are computed on the server by core's
 * `quoteLease` and carried on each option; the script only shows the chosen one. Without
 * JavaScript the form's "Update the quote" button reloads the page with `?months=`.
 */
export const LANDER_SCRIPT = `for(const s of document.querySelectorAll('[data-lease-select]')){const f=s.form;const show=()=>{const o=s.selectedOptions[0];if(!o)return;for(const k of ['monthly','total','first']){const el=f.querySelector('[data-lease-'+k+']');if(el)el.textContent=o.dataset[k]}};s.addEventListener('change',show);show()}`

const hash = createHash('sha256').update(LANDER_SCRIPT).digest('hex').slice(0, 10)
/** Content-addressed, so it can be cached for a year. */
export const LANDER_SCRIPT_PATH = `/static/lander.${hash}.js`
