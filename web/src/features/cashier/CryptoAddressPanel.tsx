import { useTranslation } from 'react-i18next';
import { CopyButton } from '../account/CopyButton';
import { formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';

export interface CryptoAddress {
  address: string;
  blockchain: string;
  currency: string;
  /** Seed 001 §9 minimum crypto amounts: less is not credited. */
  minimum: string;
}

/** Seed 001 §3 "Blockchain subaddress": where to send the coin, the chain, and the smallest amount that counts. */
export function CryptoAddressPanel({ address }: { address: CryptoAddress }) {
  const { t } = useTranslation('cashier');
  const lang = useLanguage();
  return (
    <section className="panel crypto-address" aria-labelledby="crypto-address-title" data-testid="crypto-address">
      <h3 id="crypto-address-title" className="panel__title">
        {t('web.crypto.title', { currency: address.currency })}
      </h3>
      <p className="muted">{t('web.crypto.instructions', { minimum: formatMoney(lang, address.minimum, address.currency), blockchain: address.blockchain })}</p>
      <dl className="details">
        <div className="details__row">
          <dt>{t('web.crypto.blockchain')}</dt>
          <dd>{address.blockchain}</dd>
        </div>
        <div className="details__row">
          <dt>{t('web.crypto.minimum')}</dt>
          <dd>{formatMoney(lang, address.minimum, address.currency)}</dd>
        </div>
      </dl>
      <div className="crypto-address__value">
        <code data-testid="crypto-address-value">{address.address}</code>
        <CopyButton text={address.address} label={t('web.crypto.copy')} />
      </div>
    </section>
  );
}
