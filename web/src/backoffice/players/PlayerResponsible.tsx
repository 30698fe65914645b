import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { formatDateTime, formatMoney } from '../../features/shell/format';
import { PlayerSection } from './PlayerSection';
import type { PlayerResponsible_player$key } from './__generated__/PlayerResponsible_player.graphql';

const responsibleFragment = graphql`
  fragment PlayerResponsible_player on BackofficePlayer {
    kycStatus
    responsible {
      limits {
        kind
        period
        amount {
          amount
          currency
        }
        used {
          amount
          currency
        }
      }
      sessionLimitMinutes
      exclusion {
        kind
        term
        until
      }
      signInPausedUntil
    }
  }
`;

/** Limits, exclusions and the identity check. */
export function PlayerResponsible({ player: key }: { player: PlayerResponsible_player$key }) {
  const { t, i18n } = useTranslation(['backoffice-players']);
  const { kycStatus, responsible } = useFragment(responsibleFragment, key);
  const lang = i18n.language;
  return (
    <PlayerSection id="responsible" title={t('backoffice-players:responsible.title')}>
      <dl className="player-facts">
        <dt>{t('backoffice-players:responsible.kyc')}</dt>
        <dd data-testid="player-kyc">{t(`backoffice-players:kyc.${kycStatus}`, { defaultValue: kycStatus })}</dd>
        <dt>{t('backoffice-players:responsible.exclusion')}</dt>
        <dd>
          {responsible.exclusion
            ? t(`backoffice-players:responsible.${responsible.exclusion.kind}`, { defaultValue: responsible.exclusion.kind, until: formatDateTime(lang, responsible.exclusion.until) })
            : t('backoffice-players:responsible.noExclusion')}
        </dd>
        <dt>{t('backoffice-players:responsible.sessionLimit')}</dt>
        <dd>{responsible.sessionLimitMinutes === null ? '—' : t('backoffice-players:responsible.minutes', { count: responsible.sessionLimitMinutes })}</dd>
        {responsible.signInPausedUntil && (
          <>
            <dt>{t('backoffice-players:responsible.paused')}</dt>
            <dd>{formatDateTime(lang, responsible.signInPausedUntil)}</dd>
          </>
        )}
      </dl>
      {responsible.limits.length === 0 ? (
        <p>{t('backoffice-players:responsible.noLimits')}</p>
      ) : (
        <ul>
          {responsible.limits.map((limit) => (
            <li key={`${limit.kind}-${limit.period}`}>
              {t('backoffice-players:responsible.limit', {
                kind: t(`backoffice-players:responsible.kinds.${limit.kind}`, { defaultValue: limit.kind }),
                period: t(`backoffice-players:responsible.periods.${limit.period}`, { defaultValue: limit.period }),
                amount: limit.amount ? formatMoney(lang, limit.amount.amount, limit.amount.currency) : '—',
                used: formatMoney(lang, limit.used.amount, limit.used.currency),
              })}
            </li>
          ))}
        </ul>
      )}
    </PlayerSection>
  );
}
