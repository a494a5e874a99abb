import type { CSSProperties } from 'react'

const STAR_PATH = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z'
const THUMB_PATH =
  'M7 10v10H4V10zm2 10h8.2a2 2 0 0 0 2-1.6l1.3-6A2 2 0 0 0 18.5 10H14l.8-3.7A1.8 1.8 0 0 0 13 4l-4 6z'

/** An 18 px outline icon, filled when on; decorative, the button carries the label. */
function OutlineIcon({
  path,
  filled,
  style,
}: {
  path: string
  filled: boolean
  style?: CSSProperties
}) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" style={style}>
      <path
        d={path}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** Small inline icons (no icon font). */
export function StarIcon({ filled }: { filled: boolean }) {
  return <OutlineIcon path={STAR_PATH} filled={filled} />
}

export function ThumbIcon({ filled, down = false }: { filled: boolean; down?: boolean }) {
  const style = down ? { transform: 'rotate(180deg)' } : undefined
  return <OutlineIcon path={THUMB_PATH} filled={filled} style={style} />
}
