import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../registry';
import { ModalBody } from './ModalBody';

export interface BankDepositInfo {
  BankName: string;
  BranchName: string;
  AccountType: string;
  AccountNumber: string;
  AccountName: string;
  ReferenceNumber: string;
}

const FIELDS = ['BankName', 'BranchName', 'AccountType', 'AccountNumber', 'AccountName', 'ReferenceNumber'] as const;

/** tigerGatewayDepositModal: bank-transfer deposit instructions (seed 000 §3). */
export default function BankTransferModal({ data, close }: ModalProps<Partial<BankDepositInfo> | undefined>) {
  const { t } = useTranslation();
  return (
    <ModalBody
      title={t('modals.titles.tigerGatewayDepositModal')}
      actions={
        <button type="button" className="button button--primary" onClick={close}>
          {t('modals.ok')}
        </button>
      }
    >
      <p className="modal__text">{t('modals.tigerGatewayDepositModal.message')}</p>
      <dl className="details">
        {FIELDS.map((field) => (
          <div key={field} className="details__row">
            <dt>{t(`modals.tigerGatewayDepositModal.fields.${field}`)}</dt>
            <dd>{data?.[field] ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </ModalBody>
  );
}
