import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { formatDateTime } from '../../features/shell/format';
import { failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import { PlayerSection } from './PlayerSection';
import type { PlayerRiskQuery } from './__generated__/PlayerRiskQuery.graphql';
import type { PlayerRiskSetMutation } from './__generated__/PlayerRiskSetMutation.graphql';

const riskQuery = graphql`
  query PlayerRiskQuery($playerId: ID!) {
    backoffice {
      playerRisk(playerId: $playerId) {
        ...PlayerRisk_risk @relay(mask: false)
      }
    }
  }
`;

/** Read unmasked by the section and by the mutation's answer, so applying updates the section at once. */
export const riskFragment = graphql`
  fragment PlayerRisk_risk on BackofficePlayerRisk {
    id
    stakeFactor
    setBy
    setAt
    suggestion {
      verdict
      stakeFactor
      tickets
      profitPercent
      pValue
      beatClosingPercent
    }
  }
`;

const setMutation = graphql`
  mutation PlayerRiskSetMutation($playerId: ID!, $stakeFactor: Float!, $reason: String!) {
    backoffice {
      setPlayerStakeFactor(playerId: $playerId, stakeFactor: $stakeFactor, reason: $reason) {
        __typename
        ... on BackofficePlayerRisk {
          ...PlayerRisk_risk @alias(as: "risk")
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

/** The player's risk profile (traders; support reads): the stake factor on their max bets, the suggestion and why, Apply. Loaded on its own. */
export function PlayerRisk({ playerId, maySet }: { playerId: string; maySet: boolean }) {
  const { t } = useTranslation(['backoffice-players']);
  return (
    <PlayerSection id="risk" title={t('backoffice-players:risk.title')}>
      <Suspense fallback={<p aria-busy="true">{t('backoffice-players:loading')}</p>}>
        <RiskProfile playerId={playerId} maySet={maySet} />
      </Suspense>
    </PlayerSection>
  );
}

/** What the staff typed: a comma or a point as the decimal sign; anything else is NaN, which the platform refuses in words. */
const typedFactor = (text: string) => (/^\s*\d+([.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : Number.NaN);

function RiskProfile({ playerId, maySet }: { playerId: string; maySet: boolean }) {
  const { t, i18n } = useTranslation(['backoffice-players']);
  const risk = useLazyLoadQuery<PlayerRiskQuery>(riskQuery, { playerId }, { fetchPolicy: 'network-only' }).backoffice.playerRisk;
  const [save, pending] = usePromiseMutation<PlayerRiskSetMutation>(setMutation);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  if (!risk) return null;

  const factor = (value: number) => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  const { suggestion } = risk;
  const reason = t(`backoffice-players:risk.verdict.${suggestion.verdict.toLowerCase()}`, {
    tickets: suggestion.tickets,
    factor: factor(suggestion.stakeFactor),
    profit: new Intl.NumberFormat(i18n.language, { style: 'percent', signDisplay: 'always', maximumFractionDigits: 1 }).format(suggestion.profitPercent / 100),
    p: new Intl.NumberFormat(i18n.language, { maximumSignificantDigits: 2 }).format(suggestion.pValue),
  });

  const apply = async (stakeFactor: number, why: string, form?: HTMLFormElement) => {
    const answer = (await save({ playerId, stakeFactor, reason: why })).backoffice.setPlayerStakeFactor;
    setFailure(failureOf(answer));
    setSaved(answer.failure ? null : stakeFactor);
    if (!answer.failure) form?.reset();
  };
  const submitOwn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    await apply(typedFactor(String(data.get('factor') ?? '')), String(data.get('reason') ?? '').trim(), form);
  };
  const mayApply = maySet && suggestion.verdict !== 'TOO_FEW' && suggestion.stakeFactor !== risk.stakeFactor;

  return (
    <>
      <dl className="player-facts">
        <dt>{t('backoffice-players:risk.factor')}</dt>
        <dd data-testid="risk-factor">{factor(risk.stakeFactor)}</dd>
        <dt>{t('backoffice-players:risk.suggestion')}</dt>
        <dd data-testid="risk-suggestion">
          <strong>{factor(suggestion.stakeFactor)}</strong> <span data-testid="risk-reason">{reason}</span>
          {suggestion.beatClosingPercent !== null && <> {t('backoffice-players:risk.beatClosing', { percent: suggestion.beatClosingPercent })}</>}
        </dd>
      </dl>
      <p className="field__hint">
        {risk.setBy && risk.setAt ? t('backoffice-players:risk.setBy', { name: risk.setBy, when: formatDateTime(i18n.language, risk.setAt) }) : t('backoffice-players:risk.never')}{' '}
        {t('backoffice-players:risk.factorHint')}
      </p>
      <FailureText failure={failure} />
      {saved !== null && (
        <p className="form-status" role="status">
          {t('backoffice-players:risk.saved', { factor: factor(saved) })}
        </p>
      )}
      {mayApply && (
        <button type="button" className="button button--primary" disabled={pending} onClick={() => void apply(suggestion.stakeFactor, t('backoffice-players:risk.applyReason', { factor: factor(suggestion.stakeFactor), reason }))}>
          {t('backoffice-players:risk.apply', { factor: factor(suggestion.stakeFactor) })}
        </button>
      )}
      {maySet && (
        <form className="form" noValidate onSubmit={submitOwn} aria-busy={pending}>
          <fieldset className="field field--group">
            <legend className="field__label">{t('backoffice-players:risk.own')}</legend>
            <div className="field">
              <label className="field__label" htmlFor="player-risk-factor">
                {t('backoffice-players:risk.factor')}
              </label>
              <input id="player-risk-factor" className="input" name="factor" inputMode="decimal" autoComplete="off" required />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="player-risk-reason">
                {t('backoffice-players:risk.reason')}
              </label>
              <input id="player-risk-reason" className="input" name="reason" maxLength={500} required />
            </div>
          </fieldset>
          <button type="submit" className="button" disabled={pending}>
            {t('backoffice-players:risk.save')}
          </button>
        </form>
      )}
    </>
  );
}
