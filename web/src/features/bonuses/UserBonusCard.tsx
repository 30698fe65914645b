import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useCancelBonusMutation } from '../../mutations/useCancelBonusMutation';
import { dataOf, failureOf } from '../../mutations/results';
import { cashierChanged } from '../cashier/version';
import { Details } from '../forms/Details';
import { FormStatus } from '../forms/fields';
import { useModal } from '../modals/ModalContext';
import type { ClaimBonusData } from '../modals/content/ClaimUserBonusModal';
import { formatDateTime, formatMoney, isZeroAmount } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { useTimeZone } from '../sportsbook/settings/settings';
import type { UserBonusCard_bonus$key } from './__generated__/UserBonusCard_bonus.graphql';

const fragment = graphql`
  fragment UserBonusCard_bonus on UserBonus {
    id
    code
    title
    kind
    personal
    status
    statusText
    cancelable
    amount {
      amount
      currency
    }
    spins
    spinValue {
      amount
      currency
    }
    wageringRequired {
      amount
      currency
    }
    wagered {
      amount
      currency
    }
    wageringRemaining {
      amount
      currency
    }
    createdAt
    activatedAt
    finishedAt
    expiresAt
  }
`;

/** Seed 001 §4 bonus status as a pill's tone. */
export function bonusTone(status: string): string {
  switch (status) {
    case 'ACTIVE':
      return 'status--verified';
    case 'APPENDED':
      return 'status--pending';
    case 'CANCELED':
      return 'status--rejected';
    default:
      return '';
  }
}

/** A decimal of the bonus's currency as whole minor units (both amounts have the currency's decimals). */
const minorUnits = (value: string) => BigInt(value.replace('.', '').replace(/^0+(?=\d)/, '') || '0');

/** Wagered share of what the bonus requires, 0–100, from exact decimals (no float sums of money). */
function wageredPercent(wagered: string, required: string): number {
  const need = minorUnits(required);
  if (need === 0n) return 100;
  return Number((minorUnits(wagered) * 100n) / need);
}

/**
 * One of the player's bonuses: its status, what it gave (money, a free bet,
 * free spins), wagering progress and dates; an appended personal bonus can be
 * activated, an appended or active one cancelled.
 */
export function UserBonusCard({ bonus }: { bonus: UserBonusCard_bonus$key }) {
  const { t } = useTranslation(['cashier', 'common']);
  const lang = useLanguage();
  const timeZone = useTimeZone();
  const { open } = useModal();
  const data = useFragment(fragment, bonus);
  const [cancelBonus, cancelling] = useCancelBonusMutation();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const money = (value: { amount: string; currency: string }) => formatMoney(lang, value.amount, value.currency);
  const date = (iso: string) => formatDateTime(lang, iso, timeZone);

  const cancel = async () => {
    setProblem(null);
    try {
      const response = await cancelBonus({ id: data.id });
      const failure = failureOf(response.cancelBonus);
      if (failure) return setProblem(failure.message || t('common:errors.somethingWentWrong'));
      setConfirming(false);
      if (dataOf(response.cancelBonus)) cashierChanged();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : t('common:errors.somethingWentWrong'));
    }
  };

  const rows: [string, string][] = [];
  if (!isZeroAmount(data.amount.amount)) rows.push([t('cashier:web.bonuses.value'), money(data.amount)]);
  if (data.spins > 0) rows.push([t('cashier:web.bonuses.spins'), data.spinValue ? t('cashier:web.bonuses.spinsWorth', { spins: data.spins, value: money(data.spinValue) }) : String(data.spins)]);
  if (!isZeroAmount(data.wageringRequired.amount)) rows.push([t('cashier:web.bonuses.wagering'), t('cashier:web.bonuses.wageringProgress', { wagered: money(data.wagered), required: money(data.wageringRequired) })]);
  rows.push([t('cashier:web.bonuses.created'), date(data.createdAt)]);
  if (data.activatedAt) rows.push([t('cashier:web.bonuses.activated'), date(data.activatedAt)]);
  if (data.expiresAt && (data.status === 'ACTIVE' || data.status === 'APPENDED')) rows.push([t('cashier:web.bonuses.expires'), date(data.expiresAt)]);
  if (data.finishedAt) rows.push([t('cashier:web.bonuses.finished'), date(data.finishedAt)]);

  return (
    <article className="bonus-card" data-testid="user-bonus" data-code={data.code} data-status={data.status}>
      <header className="bonus-card__head">
        <h3 className="bonus-card__title">{data.title}</h3>
        <span className={`status ${bonusTone(data.status)}`} data-testid="bonus-status">
          {data.statusText}
        </span>
      </header>
      <p className="bonus-card__code muted">
        {t('cashier:web.bonuses.code', { code: data.code })}
        {data.personal && <span className="bonus-card__tag">{t('cashier:web.bonuses.personal')}</span>}
      </p>
      <Details rows={rows} />
      {!isZeroAmount(data.wageringRequired.amount) && (
        <progress className="bonus-card__progress" max={100} value={wageredPercent(data.wagered.amount, data.wageringRequired.amount)} aria-label={t('cashier:web.bonuses.wagering')} />
      )}
      {problem && <FormStatus tone="error">{problem}</FormStatus>}
      <div className="bonus-card__actions">
        {data.status === 'APPENDED' && (
          <button type="button" className="button button--primary button--small" onClick={() => open('claimUserBonusModal', { code: data.code } satisfies ClaimBonusData)}>
            {t('cashier:web.bonuses.activate')}
          </button>
        )}
        {data.cancelable && !confirming && (
          <button type="button" className="button button--small" onClick={() => setConfirming(true)}>
            {t('cashier:web.bonuses.cancel')}
          </button>
        )}
        {confirming && (
          <div className="bonus-card__confirm" role="group" aria-label={t('cashier:web.bonuses.cancel')}>
            <span>{data.kind === 'DEPOSIT' && data.status === 'ACTIVE' ? t('cashier:web.bonuses.cancelForfeit') : t('cashier:web.bonuses.cancelQuestion')}</span>
            <button type="button" className="button button--danger button--small" disabled={cancelling} aria-busy={cancelling} onClick={() => void cancel()}>
              {t('cashier:web.bonuses.cancelConfirm')}
            </button>
            <button type="button" className="button button--small" disabled={cancelling} onClick={() => setConfirming(false)}>
              {t('cashier:web.bonuses.keep')}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
