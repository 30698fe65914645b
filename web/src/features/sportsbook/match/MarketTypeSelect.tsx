import { useTranslation } from 'react-i18next';
import { marketTypeKey, PREVIEWABLE } from './labels';

/**
 * The preview market type of a list (seed 002 §2): which market each row shows. The choices are the
 * book's market types (the `marketTypes` query) that a row can show in one line; "" is each match's own
 * headline market.
 */
export function MarketTypeSelect({ types, value, onChange }: { types: readonly { type: string }[]; value: string | null; onChange: (type: string | null) => void }) {
  const { t } = useTranslation('sportsbook');
  const options = types.filter((info) => PREVIEWABLE.has(info.type));
  return (
    <label className="sb-field sb-field--inline">
      <span>{t('list.previewMarket')}</span>
      <select value={value ?? ''} data-testid="preview-market" onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{t('list.headlineMarket')}</option>
        {options.map((info) => (
          <option key={info.type} value={info.type}>
            {t(`marketTypes.${marketTypeKey(info.type)}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
