import { useTranslation } from 'react-i18next';
import { ModalBody } from '../modals/content/ModalBody';
import type { ModalProps } from '../modals/registry';
import { formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import type { JackpotWinData } from './jackpots';
import '../../styles/casino.css';

/** mysteryJackpotWinModal: the pool the player just won, and how much was paid into their balance. */
export default function MysteryJackpotWinModal({ data, close }: ModalProps<Partial<JackpotWinData> | undefined>) {
  const { t } = useTranslation(['casino', 'common']);
  const lang = useLanguage();
  const amount = data?.amount && data.currency ? formatMoney(lang, data.amount, data.currency) : null;
  return (
    <ModalBody
      title={t('common:modals.titles.mysteryJackpotWinModal')}
      dismiss={{ label: t('web.jackpots.collect'), onClick: close, primary: true }}
    >
      <div className="jackpot-win">
        <p className="jackpot-win__headline">{t('web.jackpots.won')}</p>
        {amount && (
          <p className="jackpot-win__amount" data-testid="jackpot-win-amount">
            {amount}
          </p>
        )}
        <p className="modal__text">
          {data?.name ? t(data.game ? 'web.jackpots.wonPoolInGame' : 'web.jackpots.wonPool', { name: data.name, game: data.game }) : t('web.jackpots.wonSomething')}
        </p>
      </div>
    </ModalBody>
  );
}
