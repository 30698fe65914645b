import { useTranslation } from 'react-i18next';
import { DetailsRow } from '../../forms/Details';
import { formatMoney } from '../../shell/format';
import { useLanguage } from '../../shell/useLanguage';
import { useModal } from '../ModalContext';
import type { ModalProps } from '../registry';
import { ModalBody } from './ModalBody';
import '../../../styles/cashier.css';

/** Seed 000 §3 "Transfer modal data": the transfer the widget pays. */
export interface X1TransferData {
  transferId: string;
  bonusCode: string | null;
  /** Decimal string in major units; unknown when a waiting transfer is resumed from its status. */
  amount?: string;
  currency?: string;
  /** Told the confirmation's message once the transfer is credited. */
  onConfirmed?: (message: string) => void;
}

/** Seed 000 §3 "X1 widget modal data: widgetId, payload, locale, symbol, buyMoreHidden, tryAgainHidden, emailHidden, email". */
export interface X1WidgetData {
  widgetId: string;
  payload: string;
  locale: string;
  symbol: string;
  buyMoreHidden: boolean;
  tryAgainHidden: boolean;
  emailHidden: boolean;
  email: string;
  transfer: Omit<X1TransferData, 'onConfirmed'> & { amount: string; currency: string };
  onConfirmed?: (message: string) => void;
}

/**
 * X1WidgetModal: the X1 payment widget. The provider's script is not loaded
 * from another host (the site loads nothing from elsewhere); this frame shows
 * what the widget is given — its id, the signed payload, the amount and the
 * player's e-mail — and its "pay" step hands over to X1TransferModal, where
 * the player confirms the transfer (seed 000 §7 "transfer confirmation").
 */
export default function X1WidgetModal({ data, close }: ModalProps<X1WidgetData>) {
  const { t } = useTranslation(['cashier', 'common']);
  const lang = useLanguage();
  const { replace } = useModal();
  const amount = formatMoney(lang, data.transfer.amount, data.transfer.currency);
  return (
    <ModalBody
      title={t('common:modals.titles.X1WidgetModal')}
      dismiss={{ label: t('common:modals.close'), onClick: close }}
      actions={
        <button type="button" className="button button--primary" onClick={() => replace('X1TransferModal', { ...data.transfer, onConfirmed: data.onConfirmed } satisfies X1TransferData)}>
          {t('cashier:web.x1.pay', { amount })}
        </button>
      }
    >
      <div className="x1-widget" data-widget-id={data.widgetId} data-locale={data.locale} data-testid="x1-widget">
        <p className="x1-widget__amount">{amount}</p>
        <p className="modal__text">{t('cashier:web.x1.intro')}</p>
        <dl className="details">
          <DetailsRow label={t('cashier:web.x1.widget')}>
            <code>{data.widgetId}</code>
          </DetailsRow>
          {!data.emailHidden && <DetailsRow label={t('cashier:web.fields.Email')}>{data.email}</DetailsRow>}
          {data.transfer.bonusCode && <DetailsRow label={t('cashier:web.fields.BonusCode')}>{data.transfer.bonusCode}</DetailsRow>}
        </dl>
      </div>
    </ModalBody>
  );
}
