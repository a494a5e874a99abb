import {
  Button,
  ColorInput,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core'
import type { LanderTemplate } from '@namefolio/core/landers/lander-template'
import {
  BACKGROUND_COLOR_OPTIONS,
  isHexColor,
  LANDER_COLOR_MODES,
  type LanderColorMode,
  type LanderTheme,
} from '@namefolio/core/landers/lander-theme'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

export type LanderColors = {
  backgroundColorOption: LanderTheme
  backgroundColorCustom: string
  fontColorOption: LanderColorMode
}

/**
 * The background-colour customization of a lease-to-own or custom lander (spec §4). Cancel
 * (or closing) reverts the template choice; the custom colour must be hex (spec §5).
 */
export function LanderColorModal({
  domain,
  template,
  initial,
  onCancel,
  onConfirm,
}: {
  domain: string
  template: LanderTemplate
  initial: LanderColors
  onCancel: () => void
  onConfirm: (colors: LanderColors) => void
}) {
  const intl = useIntl()
  const [colors, setColors] = useState(initial)
  const isCustom = colors.backgroundColorOption === 'CUSTOM'
  const isColorValid = !isCustom || isHexColor(colors.backgroundColorCustom)
  return (
    <Modal
      opened
      onClose={onCancel}
      title={
        <FormattedMessage
          id="portfolio.landerColor.title"
          values={{ template: intl.formatMessage({ id: `lander.template.${template}` }) }}
        />
      }
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (isColorValid) onConfirm(colors)
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="portfolio.landerColor.body" values={{ domain }} />
          </Text>
          <Select
            label={intl.formatMessage({ id: 'portfolio.landerColor.background' })}
            data={BACKGROUND_COLOR_OPTIONS.map((option) => ({
              value: option,
              label: intl.formatMessage({ id: `lander.theme.${option}` }),
            }))}
            value={colors.backgroundColorOption}
            allowDeselect={false}
            onChange={(value) =>
              value !== null &&
              setColors({ ...colors, backgroundColorOption: value as LanderTheme })
            }
            comboboxProps={{ withinPortal: false }}
          />
          {isCustom && (
            <ColorInput
              label={intl.formatMessage({ id: 'portfolio.landerColor.custom' })}
              format="hex"
              value={colors.backgroundColorCustom}
              onChange={(value) => setColors({ ...colors, backgroundColorCustom: value })}
              error={
                isColorValid ? undefined : intl.formatMessage({ id: 'portfolio.landerColor.hex' })
              }
              popoverProps={{ withinPortal: false }}
            />
          )}
          <div>
            <Text size="sm" fw={500} mb={4} id="nf-font-colour-label">
              <FormattedMessage id="portfolio.landerColor.font" />
            </Text>
            <SegmentedControl
              aria-labelledby="nf-font-colour-label"
              fullWidth
              value={colors.fontColorOption}
              onChange={(value) =>
                setColors({ ...colors, fontColorOption: value as LanderColorMode })
              }
              data={LANDER_COLOR_MODES.map((mode) => ({
                value: mode,
                label: intl.formatMessage({ id: `lander.mode.${mode}` }),
              }))}
            />
          </div>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit" disabled={!isColorValid}>
              <FormattedMessage id="portfolio.landerColor.apply" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
