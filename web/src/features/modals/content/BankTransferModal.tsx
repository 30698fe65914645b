import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../account/CopyButton';
import { DetailsRow } from '../../forms/Details';
import type { ModalProps } from '../registry';
import { ModalBody } from './ModalBody';
import '../../../styles/cashier.css';

export interface BankDepositInfo {
  BankName: string;
  BranchName: string;
  AccountType: string;
  AccountNumber: string;
  AccountName: string;
  ReferenceNumber: string;
}

/** The instructions and, when the deposit page opened it, the amount to transfer (already formatted). */
export type BankTransferData = Partial<BankDepositInfo> & { amount?: string };

const FIELDS = ['BankName', 'BranchName', 'AccountType', 'AccountNumber', 'AccountName', 'ReferenceNumber'] as const;
/** What the player copies into their bank's form. */
const COPYABLE: ReadonlySet<string> = new Set(['AccountNumber', 'AccountName', 'ReferenceNumber']);

/** tigerGatewayDepositModal: bank-transfer deposit instructions (seed 000 §3). */
export default function BankTransferModal({ data, close }: ModalProps<BankTransferData | undefined>) {
  const { t } = useTranslation(['common', 'cashier']);
  return (
    <ModalBody
      title={t('modals.titles.tigerGatewayDepositModal')}
      dismiss={{ label: t('modals.ok'), onClick: close, primary: true }}
    >
      <p className="modal__text">{t('modals.tigerGatewayDepositModal.message')}</p>
      <dl className="details" data-testid="bank-instructions">
        {data?.amount && (
          <DetailsRow label={t('cashier:web.fields.Amount')}>
            <strong>{data.amount}</strong>
          </DetailsRow>
        )}
        {FIELDS.map((field) => (
          <DetailsRow key={field} label={t(`modals.tigerGatewayDepositModal.fields.${field}`)} className="bank-instructions__value">
            <span>{data?.[field] ?? '—'}</span>
            {data?.[field] && COPYABLE.has(field) && <CopyButton text={data[field]} />}
          </DetailsRow>
        ))}
      </dl>
    </ModalBody>
  );
}
