import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { formatMoney } from '../../features/shell/format';
import { failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import type { TradingLimitsMutation } from './__generated__/TradingLimitsMutation.graphql';
import type { TradingLimitsReopenMutation } from './__generated__/TradingLimitsReopenMutation.graphql';

// Each answer is the match as it stands after, spread into the view's fragment: the page shows it at once.
const setMutation = graphql`
  mutation TradingLimitsMutation($input: SetTradingLimitsInput!) {
    backoffice {
      setTradingLimits(input: $input) {
        __typename
        ...TradingMatchPage_match @alias(as: "match")
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const reopenMutation = graphql`
  mutation TradingLimitsReopenMutation($matchId: ID!, $marketKey: String!, $reason: String!) {
    backoffice {
      reopenTradingMarket(matchId: $matchId, marketKey: $marketKey, reason: $reason) {
        __typename
        ...TradingMatchPage_match @alias(as: "match")
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

interface Limits {
  maxLiability: { amount: string; currency: string } | null | undefined;
  autoSuspendAt: { amount: string; currency: string } | null | undefined;
  suspended: boolean;
}

const unexpected = (message: string): Failure => ({ code: null, message, fields: [], retryAfterSeconds: null });

/** A market's limits form, and, when its threshold suspended it, the alert and the reopen form. */
export function TradingLimits({ matchId, marketKey, limits, mayChange, mayReopen }: { matchId: string; marketKey: string; limits: Limits | null | undefined; mayChange: boolean; mayReopen: boolean }) {
  const { t, i18n } = useTranslation('backoffice-trading');
  const [save, saving] = usePromiseMutation<TradingLimitsMutation>(setMutation);
  const [reopen, reopening] = usePromiseMutation<TradingLimitsReopenMutation>(reopenMutation);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const id = `limits-${marketKey.replace(/[^a-z0-9]/gi, '-')}`;
  const currency = limits?.maxLiability?.currency ?? limits?.autoSuspendAt?.currency ?? 'EUR';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    setDone(null);
    const answer = await save({ input: { matchId, marketKey, currency: field('currency'), maxLiability: field('maxLiability') || null, autoSuspendAt: field('autoSuspendAt') || null, reason: field('reason') } }).catch(() => null);
    if (!answer) return setFailure(unexpected(t('failed')));
    const refused = failureOf(answer.backoffice.setTradingLimits);
    setFailure(refused);
    if (!refused) setDone(t('limits.saved'));
  };

  const submitReopen = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    const answer = await reopen({ matchId, marketKey, reason }).catch(() => null);
    if (!answer) return setFailure(unexpected(t('failed')));
    setFailure(failureOf(answer.backoffice.reopenTradingMarket));
  };

  return (
    <div className="trading-limits" data-testid={`trading-limits-${marketKey}`}>
      {limits?.suspended && (
        <div className="trading-alert" role="alert">
          <p>{t('limits.alert', { market: marketKey, amount: limits.autoSuspendAt ? formatMoney(i18n.language, limits.autoSuspendAt.amount, limits.autoSuspendAt.currency) : '—' })}</p>
          {mayReopen && (
            // The one reopen of any suspension (trading.control): the threshold's is the desk's kind.
            <form className="form form--inline" onSubmit={(event) => void submitReopen(event)} aria-busy={reopening}>
              <label className="field__label" htmlFor={`${id}-reopen-reason`}>
                {t('limits.reason')}
              </label>
              <input id={`${id}-reopen-reason`} className="input" name="reason" required maxLength={500} />
              <button type="submit" className="button" disabled={reopening}>
                {t('limits.reopen')}
              </button>
            </form>
          )}
        </div>
      )}
      <FailureText failure={failure} />
      {done && (
        <p className="form-status form-status--success" role="status">
          {done}
        </p>
      )}
      {mayChange ? (
        <form className="form form--inline" onSubmit={(event) => void submit(event)} aria-label={t('limits.title', { market: marketKey })} aria-busy={saving}>
          <label className="field__label" htmlFor={`${id}-max`}>
            {t('limits.maxLiability')}
          </label>
          <input id={`${id}-max`} className="input" name="maxLiability" inputMode="decimal" maxLength={40} defaultValue={limits?.maxLiability?.amount ?? ''} />
          <label className="field__label" htmlFor={`${id}-auto`}>
            {t('limits.autoSuspendAt')}
          </label>
          <input id={`${id}-auto`} className="input" name="autoSuspendAt" inputMode="decimal" maxLength={40} defaultValue={limits?.autoSuspendAt?.amount ?? ''} />
          <label className="field__label" htmlFor={`${id}-currency`}>
            {t('currency')}
          </label>
          <input id={`${id}-currency`} className="input" name="currency" required maxLength={5} defaultValue={currency} />
          <label className="field__label" htmlFor={`${id}-reason`}>
            {t('limits.reason')}
          </label>
          <input id={`${id}-reason`} className="input" name="reason" required maxLength={500} />
          <button type="submit" className="button button--primary" disabled={saving}>
            {t('limits.save')}
          </button>
        </form>
      ) : (
        limits && (
          <p className="muted">
            {t('limits.maxLiability')}: {limits.maxLiability ? formatMoney(i18n.language, limits.maxLiability.amount, limits.maxLiability.currency) : '—'} · {t('limits.autoSuspendAt')}:{' '}
            {limits.autoSuspendAt ? formatMoney(i18n.language, limits.autoSuspendAt.amount, limits.autoSuspendAt.currency) : '—'}
          </p>
        )
      )}
    </div>
  );
}
