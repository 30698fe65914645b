import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmResponsibleLimitMutation } from '../../mutations/useConfirmResponsibleLimitMutation';
import { useSetResponsibleLimitMutation } from '../../mutations/useSetResponsibleLimitMutation';
import { formatDateTime, formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { currencyDecimals, parseLimitAmount } from './amount';
import { limitName } from './history';
import { SectionStatus, useOutcome } from './SectionStatus';

type Money = { readonly amount: string; readonly currency: string };

/** One window's limit as LimitsSection's fragment reads it. */
export interface LimitData {
  readonly amount: Money | null | undefined;
  readonly used: Money;
  readonly remaining: Money | null | undefined;
  readonly resetsAt: string | null | undefined;
  readonly pending: { readonly amount: Money | null | undefined; readonly effectiveAt: string; readonly confirmable: boolean } | null | undefined;
}

interface Props {
  kind: 'DEPOSIT' | 'LOSS' | 'WAGER';
  period: 'DAY' | 'WEEK' | 'MONTH';
  currency: string;
  coolingOffHours: number;
  limit: LimitData | null;
}

/**
 * One limit window: what is in force and how much of it is used, a pending loosening with the
 * moment it can be confirmed, and the form that sets, raises, lowers or removes it. The platform
 * decides whether a change applies now or waits; the row says which it did.
 */
export function LimitRow({ kind, period, currency, coolingOffHours, limit }: Props) {
  const { t } = useTranslation('responsible');
  const lang = useLanguage();
  const inputId = useId();
  const [value, setValue] = useState('');
  const { outcome, setOutcome, act } = useOutcome();
  const [setLimit, setting] = useSetResponsibleLimitMutation();
  const [confirmLimit, confirming] = useConfirmResponsibleLimitMutation();
  const name = limitName(`${kind.toLowerCase()}:${period.toLowerCase()}`, t) ?? '';
  const money = (amount: Money | null | undefined) => (amount ? formatMoney(lang, amount.amount, amount.currency) : t('page.limits.none'));
  const pending = limit?.pending;
  const busy = setting || confirming;

  const send = (amount: string | null) =>
    act(
      async () => (await setLimit({ input: { kind, period, amount } })).setResponsibleLimit,
      ({ effect }) => {
        setValue('');
        if (effect === 'PENDING') return { tone: 'info', text: t('page.limits.pendingSaved', { hours: coolingOffHours }) };
        return { tone: 'success', text: t(effect === 'UNCHANGED' ? 'page.limits.unchanged' : 'page.limits.applied') };
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLimitAmount(value, currencyDecimals(currency));
    if (!parsed.ok) return setOutcome({ tone: 'error', text: t('page.limits.invalidAmount') });
    void send(parsed.amount);
  };

  const confirm = () =>
    act(
      async () => (await confirmLimit({ input: { kind, period } })).confirmResponsibleLimit,
      () => ({ tone: 'success', text: t('page.limits.confirmed') }),
    );

  return (
    // A group named by its window: nine rows carry the same buttons, and a screen reader says whose they are.
    <div className="rg-limit" role="group" aria-label={name} data-testid={`rg-limit-${kind.toLowerCase()}-${period.toLowerCase()}`}>
      <h4 className="rg-limit__period">{t(`page.periods.${period.toLowerCase()}`)}</h4>
      <dl className="rg-limit__figures">
        <div>
          <dt>{t('page.limits.inForce')}</dt>
          <dd data-testid="rg-limit-amount">{money(limit?.amount)}</dd>
        </div>
        {limit?.amount && (
          <>
            <div>
              <dt>{t('page.limits.used')}</dt>
              <dd>{money(limit.used)}</dd>
            </div>
            <div>
              <dt>{t('page.limits.remaining')}</dt>
              <dd data-testid="rg-limit-remaining">{money(limit.remaining)}</dd>
            </div>
            <div>
              <dt>{t('page.limits.resets')}</dt>
              <dd>{limit.resetsAt ? formatDateTime(lang, limit.resetsAt) : t('page.limits.noReset')}</dd>
            </div>
          </>
        )}
      </dl>
      {pending && (
        <p className="rg-limit__pending" data-testid="rg-limit-pending">
          {pending.amount
            ? t('page.limits.pending', { amount: money(pending.amount), date: formatDateTime(lang, pending.effectiveAt) })
            : t('page.limits.pendingRemoval', { date: formatDateTime(lang, pending.effectiveAt) })}
          {pending.confirmable && (
            <button type="button" className="button button--primary button--small" disabled={busy} aria-label={t('page.limits.confirmLabel', { limit: name })} onClick={() => void confirm()}>
              {t('page.limits.confirm')}
            </button>
          )}
        </p>
      )}
      <form className="rg-limit__form" onSubmit={submit} noValidate>
        <label className="field__label" htmlFor={inputId}>
          {t('page.limits.amount', { limit: name, currency })}
        </label>
        <div className="form__row">
          <input id={inputId} className="input rg-limit__input" inputMode="decimal" autoComplete="off" value={value} onChange={(event) => setValue(event.target.value)} />
          <button type="submit" className="button button--small" disabled={busy}>
            {t('page.limits.set')}
          </button>
          {limit?.amount && !pending && (
            <button type="button" className="button button--small button--danger" disabled={busy} onClick={() => void send(null)}>
              {t('page.limits.remove')}
            </button>
          )}
        </div>
      </form>
      <SectionStatus outcome={outcome} testId="rg-limit-status" />
    </div>
  );
}
