import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useClientConfig } from '../../shell/ClientConfigContext';
import { ViewerLimitPrompt } from '../../responsible/LimitPrompt';
import { useHref } from '../../shell/useLanguage';
import { useModalEntry } from '../ModalContext';
import type { ModalProps } from '../registry';
import { ModalBody } from './ModalBody';

/** lessBalance's data: the balance and the amount it falls short of (a stake), both already formatted. */
export interface LessBalanceData {
  balance?: string;
  amount?: string;
}

/**
 * lowBalance (after signing in with nothing to play with) and lessBalance (the
 * balance is less than what the player wants to use): the add-funds button,
 * which opens the deposit page, only while deposits are enabled (seed 000 §4
 * "Low-balance modals").
 */
export default function LowBalanceModal({ data, close }: ModalProps<LessBalanceData | undefined>) {
  const { t } = useTranslation(['common', 'cashier']);
  const { tag } = useModalEntry();
  const navigate = useNavigate();
  const href = useHref();
  const config = useClientConfig();
  const message =
    tag === 'lessBalance'
      ? data?.balance && data.amount
        ? t('cashier:web.lessBalance.detailed', { balance: data.balance, amount: data.amount })
        : t('cashier:web.lessBalance.message')
      : t('modals.lowBalance.message');
  return (
    <ModalBody
      title={t(`modals.titles.${tag === 'lessBalance' ? 'lessBalance' : 'lowBalance'}`)}
      dismiss={{ label: t('modals.close'), onClick: close }}
      actions={
        config.features.deposit && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              close();
              void navigate(href('user/depositAndWithdraw/deposit'));
            }}
          >
            {t('modals.lowBalance.addFunds')}
          </button>
        )
      }
    >
      <p className="modal__text">{message}</p>
      {/* Issue 17: a new player's first sign-in (after registration) asks for a deposit limit before the first deposit. */}
      {tag === 'lowBalance' && config.features.deposit && (
        <Suspense fallback={null}>
          <ViewerLimitPrompt />
        </Suspense>
      )}
    </ModalBody>
  );
}
