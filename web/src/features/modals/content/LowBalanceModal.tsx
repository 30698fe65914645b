import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useClientConfig } from '../../shell/ClientConfigContext';
import { useHref } from '../../shell/useLanguage';
import type { ModalProps } from '../registry';
import { ModalBody } from './ModalBody';

/** lowBalance and lessBalance: the add-funds button only while deposits are enabled (seed 000 §4). */
export default function LowBalanceModal({ close }: ModalProps<unknown>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useHref();
  const config = useClientConfig();
  return (
    <ModalBody
      title={t('modals.titles.lowBalance')}
      actions={
        <>
          <button type="button" className="button" onClick={close}>
            {t('modals.close')}
          </button>
          {config.features.deposit && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                close();
                navigate(href('user/depositAndWithdraw/deposit'));
              }}
            >
              {t('modals.lowBalance.addFunds')}
            </button>
          )}
        </>
      }
    >
      <p className="modal__text">{t('modals.lowBalance.message')}</p>
    </ModalBody>
  );
}
