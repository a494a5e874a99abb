import { ActionIcon, Group, NativeSelect, Tooltip } from '@mantine/core'
import {
  findLanderIssue,
  landerSaveGrowl,
  landerTooltipFor,
} from '@namefolio/core/landers/lander-errors'
import {
  allowsBackgroundColor,
  canApplyTemplate,
  LANDER_TEMPLATES,
  landingForTemplate,
  type LanderTemplate,
} from '@namefolio/core/landers/lander-template'
import { DEFAULT_LANDER_COLORS } from '@namefolio/core/landers/lander-theme'
import { lazy, Suspense, useState } from 'react'
import { useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { isApiError } from '../../../lib/api-client'
import { buyNowUsdOf, landerTemplateOf, offerModeOf, type PortfolioRow } from '../portfolio-row'
import { useEditDomain, type DomainEdit } from '../portfolio.queries'

// The colour pickers open on a choice of template: loaded then, not with the page (issue 16).
const LanderColorModal = lazy(() =>
  import('./lander-color-modal').then((module) => ({ default: module.LanderColorModal })),
)

export type LanderSelectProps = {
  row: PortfolioRow
  /** The switchboard's showDanCustomBgColor: whether the colour modal applies (spec §4). */
  isColorCustomizationOn: boolean
}

/** The lander problem of a row, for the tooltip beside its dropdown (spec §8). */
export function landerIssueOf(row: PortfolioRow, template = landerTemplateOf(row)) {
  return findLanderIssue({
    template,
    offerMode: offerModeOf(row),
    buyNowUsd: buyNowUsdOf(row),
    customListStatus: row.customListStatus,
  })
}

/**
 * The lander dropdown of a row with the template change of spec §4: a buy-now template
 * without a buy-now price is refused with a critical growl and nothing is saved; lease to
 * own and custom lander open the background-colour modal (cancel reverts); the others reset
 * the colours to the defaults. The save growl follows spec §8.
 */
export function LanderSelect({ row, isColorCustomizationOn }: LanderSelectProps) {
  const intl = useIntl()
  const edit = useEditDomain()
  const saved = landerTemplateOf(row)
  const [pending, setPending] = useState<LanderTemplate | null>(null)
  const [colorFor, setColorFor] = useState<LanderTemplate | null>(null)
  const shown = colorFor ?? pending ?? saved
  const issue = landerIssueOf(row)
  const tooltip = issue === null ? null : landerTooltipFor(issue)

  const save = (template: LanderTemplate, colors: DomainEdit) => {
    setPending(template)
    const body: DomainEdit = {
      landerTemplate: template,
      ...landingForTemplate(template),
      ...colors,
    }
    edit.mutate(
      { name: row.name, edit: body },
      {
        onSuccess: (result) => {
          const after = landerIssueOf({ ...row, ...result.updatedDomain }, template)
          const message = landerSaveGrowl(true, after)
          growl({
            kind: message.kind,
            message: message.messageKey as MessageKey,
            values: message.values,
          })
        },
        onError: (error) => {
          const isLtoPrice =
            isApiError(error) &&
            error.fields.some((field) => field.code === 'portfolio.tooltip.binLto.invalidPrice')
          const message = landerSaveGrowl(
            false,
            isLtoPrice ? 'ltoBuyNow' : landerIssueOf(row, template),
          )
          growl({
            kind: message.kind,
            message: message.messageKey as MessageKey,
            values: message.values,
          })
        },
        onSettled: () => setPending(null),
      },
    )
  }

  const choose = (template: LanderTemplate) => {
    if (template === saved) return
    if (!canApplyTemplate(template, buyNowUsdOf(row))) {
      growl({ kind: 'critical', message: 'portfolio.growl.lander.error.buyNow' })
      return
    }
    if (allowsBackgroundColor(template) && isColorCustomizationOn) {
      setColorFor(template)
      return
    }
    save(template, { ...DEFAULT_LANDER_COLORS })
  }

  return (
    <Group gap={4} wrap="nowrap">
      <NativeSelect
        size="xs"
        value={shown}
        disabled={edit.isPending}
        aria-label={intl.formatMessage(
          { id: 'portfolio.lander.label' },
          { domain: row.displayName },
        )}
        onChange={(event) => choose(event.currentTarget.value as LanderTemplate)}
        data={LANDER_TEMPLATES.map((template) => ({
          value: template,
          label: intl.formatMessage({ id: `lander.template.${template}` }),
        }))}
        w={150}
      />
      {tooltip !== null && (
        <Tooltip
          multiline
          w={240}
          withArrow
          color={tooltip.kind === 'critical' ? 'red.8' : 'yellow.9'}
          label={intl.formatMessage({ id: tooltip.key }, tooltip.values)}
        >
          <ActionIcon
            size="sm"
            variant="subtle"
            color={tooltip.kind === 'critical' ? 'red.8' : 'yellow.9'}
            component={tooltip.link === undefined ? 'button' : 'a'}
            href={tooltip.link}
            aria-label={intl.formatMessage({ id: tooltip.key }, tooltip.values)}
          >
            <span aria-hidden="true">{tooltip.kind === 'critical' ? '!' : '?'}</span>
          </ActionIcon>
        </Tooltip>
      )}
      {colorFor !== null && (
        <Suspense fallback={null}>
          <LanderColorModal
            domain={row.displayName}
            template={colorFor}
            initial={{
              backgroundColorOption: row.backgroundColorOption,
              backgroundColorCustom: row.backgroundColorCustom,
              fontColorOption: row.fontColorOption,
            }}
            onCancel={() => setColorFor(null)}
            onConfirm={(colors) => {
              const template = colorFor
              setColorFor(null)
              save(template, colors)
            }}
          />
        </Suspense>
      )}
    </Group>
  )
}
