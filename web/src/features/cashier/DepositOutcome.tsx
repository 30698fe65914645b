import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import type { DepositReturn } from './rules';
import type { DepositOutcomeQuery } from './__generated__/DepositOutcomeQuery.graphql';

const query = graphql`
  query DepositOutcomeQuery($id: String!) {
    viewer {
      balance {
        amount
        currency
      }
      transaction(legacyId: $id) {
        id
        status
        statusGroup
        statusText
        amount {
          amount
          currency
        }
        methodName
        reasonText
      }
    }
  }
`;

/**
 * Back from the payment page (DepositRedirect's returnUrl with ?status=…&depositId=…):
 * the outcome as the platform recorded it — the address only says which
 * deposit — and the balance it left. Always asked of the network: the page
 * just changed it.
 */
export function DepositOutcome({ landing, onDismiss }: { landing: DepositReturn; onDismiss: () => void }) {
  const { t } = useTranslation('cashier');
  const lang = useLanguage();
  const data = useLazyLoadQuery<DepositOutcomeQuery>(query, { id: landing.depositId }, { fetchPolicy: 'network-only' });
  const viewer = data.viewer;
  const deposit = viewer?.transaction;
  // Not one of this player's deposits: the address is not believed.
  if (!viewer || !deposit) return null;
  const outcome = deposit.statusGroup === 'COMPLETED' ? 'approved' : deposit.statusGroup === 'PENDING' ? 'pending' : 'declined';
  const amount = formatMoney(lang, deposit.amount.amount, deposit.amount.currency);
  const balance = formatMoney(lang, viewer.balance.amount, viewer.balance.currency);
  const tone = outcome === 'approved' ? 'success' : outcome === 'pending' ? 'info' : 'error';
  return (
    <div className={`deposit-outcome form-status form-status--${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-testid="deposit-outcome" data-outcome={outcome}>
      <div>
        <strong className="deposit-outcome__title">{t(`web.outcome.${outcome}Title`)}</strong>
        <p className="deposit-outcome__text">
          {outcome === 'approved' && t('web.outcome.approved', { amount, balance })}
          {outcome === 'pending' && t('web.outcome.pending', { amount })}
          {outcome === 'declined' && (deposit.reasonText ? t('web.outcome.declinedReason', { amount, reason: deposit.reasonText }) : t('web.outcome.declined', { amount }))}
        </p>
        {outcome !== 'approved' && <p className="deposit-outcome__text">{t('web.outcome.balance', { balance })}</p>}
      </div>
      <button type="button" className="button button--small button--ghost" onClick={onDismiss}>
        {t('web.outcome.dismiss')}
      </button>
    </div>
  );
}
