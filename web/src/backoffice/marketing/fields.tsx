import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The currencies a campaign's amounts are entered in (the welcome bonus's; others may be left empty). */
export const CAMPAIGN_CURRENCIES = ['EUR', 'USD', 'CAD', 'SEK'] as const;

export function Field({ id, label, children }: { id: string; label: string; children: (id: string) => ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** One amount per currency; a blank one is left out. */
export function AmountFields({ idPrefix, values }: { idPrefix: string; values?: readonly { amount: string; currency: string }[] }) {
  const { t } = useTranslation('backoffice-marketing');
  return (
    <fieldset className="field field--group backoffice-marketing__amounts">
      <legend className="field__label">{t('form.amounts')}</legend>
      {CAMPAIGN_CURRENCIES.map((currency) => (
        <Field key={currency} id={`${idPrefix}-amount-${currency}`} label={t('form.amountIn', { currency })}>
          {(id) => <input id={id} className="input" name={`amount-${currency}`} inputMode="decimal" defaultValue={values?.find((v) => v.currency === currency)?.amount ?? ''} />}
        </Field>
      ))}
    </fieldset>
  );
}

/** The amounts a submitted form names (null when none was entered). */
export function amountsOf(data: FormData): { currency: string; amount: string }[] | null {
  const amounts = CAMPAIGN_CURRENCIES.map((currency) => ({ currency, amount: String(data.get(`amount-${currency}`) ?? '').trim() })).filter((a) => a.amount !== '');
  return amounts.length > 0 ? amounts : null;
}

/** A whole number a form field holds, or null when it is blank. */
export function intOf(data: FormData, name: string): number | null {
  const value = String(data.get(name) ?? '').trim();
  return value === '' ? null : Number(value);
}

/** A datetime-local field (the browser's own time zone) as an instant, or null when blank. */
export function instantOf(data: FormData, name: string): string | null {
  const value = String(data.get(name) ?? '').trim();
  return value === '' ? null : new Date(value).toISOString();
}

/** An instant as a datetime-local field shows it (in the browser's time zone). */
export function localValueOf(iso: unknown): string {
  if (typeof iso !== 'string') return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
