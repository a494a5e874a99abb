import { Anchor, Text } from '@mantine/core'
import { tokenizeText } from '@namefolio/core/text/text-tokens'
import { Fragment } from 'react'

/** A message as spec §5 renders it: links become external anchors, the rest decoded text. */
export function MessageText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {tokenizeText(text).map((token, index) =>
        token.type === 'link' ? (
          <Anchor key={index} href={token.href} target="_blank" rel="noopener noreferrer nofollow">
            {token.text}
          </Anchor>
        ) : (
          <Fragment key={index}>{token.text}</Fragment>
        ),
      )}
    </Text>
  )
}
