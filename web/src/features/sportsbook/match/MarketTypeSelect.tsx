import { useTranslation } from 'react-i18next';
import { SelectField } from '../layout/SelectField';
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
    <SelectField
      label={t('list.previewMarket')}
      className="sb-field sb-field--inline"
      value={value ?? ''}
      choices={options.map((info) => info.type)}
      optionLabel={(type) => t(`marketTypes.${marketTypeKey(type)}`)}
      testId="preview-market"
      onChange={(type) => onChange(type || null)}
    >
      <option value="">{t('list.headlineMarket')}</option>
    </SelectField>
  );
}
