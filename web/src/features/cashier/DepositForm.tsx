import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FormStatus, SelectField, SubmitButton, TextField } from '../forms/fields';
import { useForm, type ClientErrors, type Form, type FormValues } from '../forms/useForm';
import { useModal } from '../modals/ModalContext';
import { formatMoney } from '../shell/format';
import { useHref, useLanguage } from '../shell/useLanguage';
import { useStartDepositMutation } from '../../mutations/useStartDepositMutation';
import { dataOf, failureOf } from '../../mutations/results';
import { CryptoAddressPanel, type CryptoAddress } from './CryptoAddressPanel';
import { bankTransferData, x1WidgetData } from './depositStep';
import { amountMessageKey, placeFailure } from './messages';
import { amountProblem, DEPOSIT_INPUT_KEYS, isDepositField, RetryKey, toMethodInput, type CardTypeInfo } from './rules';
import { quickAmountsFor } from './quick-amounts';
import { cashierChanged } from './version';

export interface DepositMethodData {
  readonly key: string;
  readonly label: string;
  readonly kind: 'BANK' | 'CRYPTO' | 'HOSTED' | 'VOUCHER' | 'WIDGET' | '%future added value';
  readonly fields: readonly { readonly name: string; readonly required: boolean }[];
  readonly currencies: readonly { readonly currency: string; readonly minAmount: string | null | undefined; readonly maxAmount: string | null | undefined; readonly blockchain: string | null | undefined }[];
}

type DepositValues = {
  [field: string]: string | boolean;
  Amount: string;
  Currency: string;
  AgreeWithDepositTerms: boolean;
  CardCountry: string;
  PaparaAccountNumber: string;
  NetellerEmail: string;
  VoucherCode: string;
  PagsmileDocumentNumber: string;
  BonusCode: string;
};

type Step =
  | { kind: 'redirect' }
  | { kind: 'crypto'; address: CryptoAddress }
  | { kind: 'credited'; text: string }
  | { kind: 'bank'; text: string }
  | { kind: 'x1'; text: string };

/** Fields whose text the player types as such, with how the browser should help. */
const TEXT_FIELDS = {
  PaparaAccountNumber: { inputMode: 'numeric', autoComplete: 'off' },
  NetellerEmail: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  VoucherCode: { autoComplete: 'off', autoCapitalize: 'characters' },
  PagsmileDocumentNumber: { inputMode: 'numeric', autoComplete: 'off' },
} as const;

/**
 * The deposit form of one method (seed 001 §3 "Deposit form"): the fields the
 * method needs, quick amounts (seed 001 §9), an optional bonus code, and the
 * step the method's kind takes next — the payment page, bank instructions
 * (tigerGatewayDepositModal), the X1 widget, a crypto address or a voucher
 * credited at once. Field problems show on their fields, the rest in a banner.
 */
export function DepositForm({ method, accountCurrency, cardTypes, countries, currencies, countryCode, returnUrl }: {
  method: DepositMethodData;
  accountCurrency: string;
  cardTypes: readonly CardTypeInfo[];
  countries: readonly { readonly code: string; readonly name: string }[];
  currencies: readonly { readonly code: string; readonly decimals: number }[];
  countryCode: string;
  returnUrl: string;
}) {
  const { t } = useTranslation(['cashier', 'common']);
  const lang = useLanguage();
  const href = useHref();
  const { open } = useModal();
  const [startDeposit] = useStartDepositMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const [step, setStep] = useState<Step | null>(null);
  // One key per deposit: a retry after a lost answer reuses it, so the deposit starts once.
  const [retryKey] = useState(() => new RetryKey());

  const crypto = method.kind === 'CRYPTO';
  const fieldNames = method.fields.map((field) => field.name);
  const required = new Set(method.fields.filter((field) => field.required).map((field) => field.name));
  // The bonus code is optional on every deposit that makes a deposit (seed 000 §5); crypto deposits are made by coins arriving.
  const shown = [...fieldNames.filter(isDepositField), ...(crypto ? [] : ['BonusCode' as const])];
  const choosesCurrency = shown.includes('Currency');
  const currencyOptions = method.currencies.map((entry) => entry.currency);
  const initialCurrency = currencyOptions.includes(accountCurrency) ? accountCurrency : (currencyOptions[0] ?? accountCurrency);

  const form = useForm<DepositValues>({
    initial: {
      Amount: '',
      Currency: initialCurrency,
      AgreeWithDepositTerms: false,
      CardCountry: countries.some((country) => country.code === countryCode) ? countryCode : '',
      PaparaAccountNumber: '',
      NetellerEmail: '',
      VoucherCode: '',
      PagsmileDocumentNumber: '',
      BonusCode: '',
    },
    validate: (values) => {
      const errors: ClientErrors<DepositValues> = {};
      for (const name of shown) {
        if (name === 'BonusCode' || !required.has(name)) continue;
        if (name === 'AgreeWithDepositTerms') {
          if (values.AgreeWithDepositTerms !== true) errors.AgreeWithDepositTerms = 'cashier:deposit.terms';
        } else if (name === 'Amount') {
          const problem = amountProblem(values.Amount, lang, limitsFor(values.Currency));
          if (problem) errors.Amount = amountMessageKey(problem);
        } else if (String(values[name]).trim() === '') errors[name] = 'required';
      }
      return errors;
    },
  });

  const currency = choosesCurrency ? form.values.Currency : accountCurrency;
  function limitsFor(code: string) {
    const entry = method.currencies.find((candidate) => candidate.currency === (choosesCurrency ? code : accountCurrency));
    return { min: entry?.minAmount, max: entry?.maxAmount, decimals: currencies.find((candidate) => candidate.code === code)?.decimals ?? 2 };
  }
  const limits = limitsFor(currency);
  const label = (name: string) => t(`cashier:web.fields.${name}`);
  const money = (amount: string, code = currency) => formatMoney(lang, amount, code);
  // Scaled to the currency and within what the method takes: anything else would only earn an error.
  const quick = quickAmountsFor(currency, limits);

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    setStep(null);
    const input = { paymentMethod: method.key, ...toMethodInput(DEPOSIT_INPUT_KEYS, shown, values, lang), returnUrl };
    const idempotencyKey = retryKey.for(JSON.stringify(input));
    try {
      const response = await startDeposit({ input: { ...input, idempotencyKey } });
      const result = response.startDeposit;
      retryKey.answered();
      const failure = failureOf(result);
      if (failure) {
        setBanner(placeFailure(failure, result.failure?.field, form, t('common:errors.somethingWentWrong')));
        return;
      }
      const started = dataOf(result);
      if (!started) return setBanner(t('common:errors.somethingWentWrong'));
      cashierChanged();
      const next = started.next;
      switch (next.step) {
        case 'DepositRedirect':
          setStep({ kind: 'redirect' });
          // The payment page brings the player back to returnUrl with the outcome (DepositOutcome reads it).
          window.location.assign(next.url);
          return;
        case 'BankTransferInstructions':
          setStep({ kind: 'bank', text: started.message });
          open('tigerGatewayDepositModal', bankTransferData(next, started.deposit ? money(started.deposit.amount.amount, started.deposit.amount.currency) : undefined));
          return;
        case 'X1Widget':
          setStep({ kind: 'x1', text: t('cashier:web.x1.waiting') });
          open(
            'X1WidgetModal',
            x1WidgetData(next, (message) => {
              form.reset();
              setStep({ kind: 'credited', text: message });
            }),
          );
          return;
        case 'CryptoDepositAddress':
          setStep({ kind: 'crypto', address: { address: next.address, blockchain: next.blockchain, currency: next.currency, minimum: next.minimumAmount.amount } });
          return;
        case 'DepositCredited':
          form.reset();
          setStep({ kind: 'credited', text: t('cashier:web.deposit.credited', { amount: money(next.amount.amount, next.amount.currency) }) });
          return;
        default:
          setBanner(started.message);
      }
    } catch (error) {
      // No answer: the same values submitted again reuse the key.
      setBanner(error instanceof Error && error.message ? error.message : t('common:errors.somethingWentWrong'));
    }
  });

  const busy = form.pending || step?.kind === 'redirect';
  return (
    <div className="cashier-form-wrap">
      <form className="form cashier-form" noValidate onSubmit={submit} aria-label={t('cashier:web.deposit.formLabel', { method: method.label })}>
        <h2 className="form__title">{method.label}</h2>
        {banner && (
          <FormStatus tone="error">
            <strong>{t('cashier:deposit.error')}:</strong> {banner}
          </FormStatus>
        )}
        {step?.kind === 'credited' && <FormStatus tone="success">{step.text}</FormStatus>}
        {(step?.kind === 'bank' || step?.kind === 'x1') && <FormStatus tone="info">{step.text}</FormStatus>}
        {step?.kind === 'redirect' && <FormStatus tone="info">{t('cashier:deposit.redirect')}</FormStatus>}

        {method.key === 'card' && cardTypes.length > 0 && (
          <p className="muted cashier-form__note" data-testid="accepted-cards">
            {t('cashier:web.deposit.acceptedCards', { cards: cardTypes.map((type) => type.name).join(', ') })}
          </p>
        )}

        {choosesCurrency && (
          <SelectField
            form={form}
            name="Currency"
            label={label('Currency')}
            options={method.currencies.map((entry) => ({ value: entry.currency, label: entry.blockchain ? `${entry.currency} (${entry.blockchain})` : entry.currency }))}
            disabled={busy}
          />
        )}

        {shown.includes('Amount') && (
          <>
            <AmountField form={form} currency={currency} limits={limits} money={money} disabled={busy} />
            {quick.length > 0 && (
              <div className="quick-amounts" role="group" aria-label={t('cashier:web.deposit.quickAmounts')}>
                {quick.map((amount) => (
                  <button
                    key={amount}
                    type="button"
                    className="button button--small quick-amounts__button"
                    aria-pressed={form.values.Amount === amount}
                    disabled={busy}
                    onClick={() => {
                      form.set('Amount', amount);
                      form.blur('Amount');
                    }}
                  >
                    {money(amount)}
                  </button>
                ))}
              </div>
            )}
          </>
        )}

        {shown.includes('CardCountry') && (
          <SelectField
            form={form}
            name="CardCountry"
            label={label('CardCountry')}
            placeholder={t('cashier:web.deposit.chooseCountry')}
            options={countries.map((country) => ({ value: country.code, label: country.name }))}
            autoComplete="country"
            disabled={busy}
          />
        )}

        {(Object.keys(TEXT_FIELDS) as (keyof typeof TEXT_FIELDS)[])
          .filter((name) => shown.includes(name))
          .map((name) => (
            <TextField key={name} form={form} name={name} label={label(name)} optional={!required.has(name)} disabled={busy} {...TEXT_FIELDS[name]} />
          ))}

        {shown.includes('BonusCode') && (
          <TextField form={form} name="BonusCode" label={label('BonusCode')} hint={t('cashier:web.deposit.bonusCodeHint')} optional autoComplete="off" disabled={busy} />
        )}

        {shown.includes('AgreeWithDepositTerms') && (
          <CheckboxField form={form} name="AgreeWithDepositTerms" label={label('AgreeWithDepositTerms')} disabled={busy}>
            {t('cashier:web.deposit.termsBefore')}{' '}
            <a href={href('payment-methods')} target="_blank" rel="noreferrer">
              {t('cashier:web.deposit.termsLink')}
            </a>
          </CheckboxField>
        )}

        <SubmitButton pending={busy} pendingLabel={t('cashier:web.deposit.submitting')} className="button button--primary button--block">
          {crypto ? t('cashier:web.deposit.showAddress') : t('cashier:web.deposit.submit')}
        </SubmitButton>
      </form>
      {step?.kind === 'crypto' && <CryptoAddressPanel address={step.address} />}
    </div>
  );
}

type Limits = { min?: string | null; max?: string | null; maxExclusive?: boolean };

/** The amount field of a deposit or withdrawal form: in the method's currency, its limits said underneath. */
export function AmountField<V extends FormValues & { Amount: string }>({ form, currency, limits, money, disabled }: {
  form: Form<V>;
  currency: string;
  limits: Limits;
  money: (amount: string) => string;
  disabled: boolean;
}) {
  const { t } = useTranslation('cashier');
  return <TextField form={form} name="Amount" label={t('cashier:web.fields.AmountIn', { currency })} inputMode="decimal" autoComplete="transaction-amount" hint={limitsHint(t, limits, money)} disabled={disabled} />;
}

/** "Minimum €10.00 · maximum €50,000.00" under the amount: the rule said before it is broken. */
function limitsHint(t: TFunction, limits: Limits, money: (amount: string) => string): string | undefined {
  const parts = [
    limits.min ? t('cashier:web.amount.min', { amount: money(limits.min) }) : null,
    limits.max ? t(limits.maxExclusive ? 'cashier:web.amount.under' : 'cashier:web.amount.max', { amount: money(limits.max) }) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : undefined;
}
