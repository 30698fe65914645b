import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { FormStatus, PasswordField, SelectField, SubmitButton, TextField } from '../forms/fields';
import { useForm, type ClientErrors } from '../forms/useForm';
import { formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { useRequestWithdrawalMutation } from '../../mutations/useRequestWithdrawalMutation';
import { failureOf } from '../../mutations/results';
import { AmountField } from './DepositForm';
import { amountMessageKey, placeFailure } from './messages';
import { MethodPicker } from './MethodPicker';
import { amountProblem, isWithdrawField, RetryKey, toMethodInput, WITHDRAW_INPUT_KEYS, type WithdrawFieldName } from './rules';
import { cashierChanged } from './version';
import type { WithdrawPanel_viewer$data, WithdrawPanel_viewer$key } from './__generated__/WithdrawPanel_viewer.graphql';

const fragment = graphql`
  fragment WithdrawPanel_viewer on Viewer @argumentDefinitions(method: { type: "String" }) {
    currency
    balanceDetails {
      cash {
        amount
        currency
      }
    }
    withdrawalMethods(method: $method) {
      selectedMethod
      methods {
        key
        name
        currency
        currencies {
          currency
          minAmount
          maxAmount
          maxExclusive
        }
        fields {
          name
          required
        }
      }
    }
  }
`;

type Method = WithdrawPanel_viewer$data['withdrawalMethods']['methods'][number];

/**
 * Seed 001 §4 "Withdraw methods load": coinspaid excluded, the first method
 * selected unless the address asked for another (?method=…, which the route
 * passes on), and the form of the selected method.
 */
export function WithdrawPanel({ viewer, currencies }: { viewer: WithdrawPanel_viewer$key; currencies: readonly { readonly code: string; readonly decimals: number }[] }) {
  const { t } = useTranslation('cashier');
  const lang = useLanguage();
  const data = useFragment(fragment, viewer);
  const { methods, selectedMethod } = data.withdrawalMethods;
  const [selected, setSelected] = useState<string | null>(selectedMethod ?? methods[0]?.key ?? null);
  const method = methods.find((entry) => entry.key === selected) ?? methods[0];
  const cash = data.balanceDetails.cash;

  if (!method) return <p className="empty-state">{t('web.withdraw.noMethods')}</p>;
  return (
    <div className="cashier-panel" data-testid="withdraw-panel">
      <p className="cashier-panel__available">
        {t('web.withdraw.available')} <strong data-testid="withdrawable">{formatMoney(lang, cash.amount, cash.currency)}</strong>
      </p>
      <MethodPicker legend={t('web.withdraw.methods')} methods={methods.map((entry) => ({ key: entry.key, label: entry.name }))} selected={method.key} onSelect={setSelected} />
      <WithdrawForm key={method.key} method={method} accountCurrency={data.currency} currencies={currencies} />
    </div>
  );
}

type WithdrawValues = { [field: string]: string } & Record<WithdrawFieldName, string>;

const EMPTY: WithdrawValues = Object.fromEntries(Object.keys(WITHDRAW_INPUT_KEYS).map((name) => [name, ''])) as WithdrawValues;

/** Fields whose "required" message is the shared "{field} is required"; every bank or wallet field has its own (seed 001 §5). */
const GENERIC_REQUIRED: ReadonlySet<string> = new Set(['Amount', 'Password', 'Currency']);
const SECRET_FIELDS: ReadonlySet<string> = new Set(['Password', 'VenusPointPassword']);
/** Seed 001 §5 account types of a (Japanese) bank account. */
const ACCOUNT_TYPES = ['ordinary', 'current', 'savings'] as const;
const INPUT_HINTS: Partial<Record<WithdrawFieldName, { inputMode?: 'numeric' | 'email'; type?: 'email'; autoComplete?: string }>> = {
  BankCode: { inputMode: 'numeric' },
  BranchCode: { inputMode: 'numeric' },
  EcoPayzAccountNumber: { inputMode: 'numeric' },
  OrientalWalletAccountNumber: { inputMode: 'numeric' },
  Email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  AccountName: { autoComplete: 'name' },
};

/** The withdraw form of one method: its fields and rules with their messages, the account password, and the 3-business-day notice. */
function WithdrawForm({ method, accountCurrency, currencies }: { method: Method; accountCurrency: string; currencies: readonly { readonly code: string; readonly decimals: number }[] }) {
  const { t } = useTranslation(['cashier', 'common', 'validation']);
  const lang = useLanguage();
  const [requestWithdrawal] = useRequestWithdrawalMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // One key per withdrawal: a retry after a lost answer reuses it, so the money is reserved once.
  const [retryKey] = useState(() => new RetryKey());

  const shown = method.fields.map((field) => field.name).filter(isWithdrawField);
  const required = new Set(method.fields.filter((field) => field.required).map((field) => field.name));
  const choosesCurrency = shown.includes('Currency');
  const currencyOptions = method.currencies.map((entry) => entry.currency);
  const initial = { ...EMPTY, Currency: method.currency ?? currencyOptions[0] ?? accountCurrency };

  const limitsFor = (code: string) => {
    const entry = method.currencies.find((candidate) => candidate.currency === code);
    return { min: entry?.minAmount, max: entry?.maxAmount, maxExclusive: entry?.maxExclusive ?? false, decimals: currencies.find((candidate) => candidate.code === code)?.decimals ?? 2 };
  };

  const form = useForm<WithdrawValues>({
    initial,
    validate: (values) => {
      const errors: ClientErrors<WithdrawValues> = {};
      for (const name of shown) {
        if (name === 'Amount') {
          const problem = amountProblem(values.Amount, lang, limitsFor(choosesCurrency ? values.Currency : (method.currency ?? accountCurrency)));
          if (problem) errors.Amount = amountMessageKey(problem);
        } else if (required.has(name) && values[name].trim() === '') errors[name] = GENERIC_REQUIRED.has(name) ? 'required' : `cashier:withdraw.required.${name}`;
      }
      return errors;
    },
  });

  const currency = choosesCurrency ? form.values.Currency : (method.currency ?? accountCurrency);
  const limits = limitsFor(currency);
  const money = (amount: string) => formatMoney(lang, amount, currency);
  const label = (name: string) => t(`cashier:web.fields.${name}`);

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    setDone(null);
    const input = { method: method.key, ...toMethodInput(WITHDRAW_INPUT_KEYS, shown, values, lang) };
    const idempotencyKey = retryKey.for(JSON.stringify(input));
    try {
      const response = await requestWithdrawal({ input: { ...input, idempotencyKey } });
      retryKey.answered();
      const result = response.requestWithdrawal;
      const failure = failureOf(result);
      if (failure) {
        setBanner(placeFailure(failure, result.failure?.field, form, t('common:errors.somethingWentWrong')));
        return;
      }
      form.reset(initial);
      cashierChanged();
      // Seed 001 §4: "…will be processed in up to 3 business days (if approved)".
      setDone(result.payload?.message ?? t('cashier:withdraw.success'));
    } catch (error) {
      setBanner(error instanceof Error && error.message ? error.message : t('common:errors.somethingWentWrong'));
    }
  });

  return (
    <form className="form cashier-form" noValidate onSubmit={submit} aria-label={t('cashier:web.withdraw.formLabel', { method: method.name })}>
      <h2 className="form__title">{method.name}</h2>
      {banner && <FormStatus tone="error">{banner}</FormStatus>}
      {done && (
        <FormStatus tone="success">
          <span data-testid="withdrawal-submitted">{done}</span>
        </FormStatus>
      )}
      {shown.map((name) => {
        const optional = !required.has(name) && name !== 'Amount';
        if (name === 'Amount') {
          return (
            <AmountField key={name} form={form} currency={currency} limits={limits} money={money} disabled={form.pending} />
          );
        }
        if (name === 'Currency') {
          return <SelectField key={name} form={form} name="Currency" label={label('Currency')} options={currencyOptions.map((code) => ({ value: code, label: code }))} disabled={form.pending} />;
        }
        if (name === 'AccountType') {
          return (
            <SelectField
              key={name}
              form={form}
              name="AccountType"
              label={label('AccountType')}
              placeholder={t('cashier:web.withdraw.chooseAccountType')}
              options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`cashier:web.accountTypes.${type}`) }))}
              optional={optional}
              disabled={form.pending}
            />
          );
        }
        if (SECRET_FIELDS.has(name)) {
          return (
            <PasswordField
              key={name}
              form={form}
              name={name}
              label={label(name)}
              autoComplete="current-password"
              hint={name === 'Password' ? t('cashier:web.withdraw.passwordHint') : undefined}
              disabled={form.pending}
            />
          );
        }
        return <TextField key={name} form={form} name={name} label={label(name)} optional={optional} spellCheck={false} disabled={form.pending} {...INPUT_HINTS[name]} />;
      })}
      <p className="muted cashier-form__note">{t('cashier:web.withdraw.notice')}</p>
      <SubmitButton pending={form.pending} pendingLabel={t('cashier:web.withdraw.submitting')} className="button button--primary button--block">
        {t('cashier:web.withdraw.submit')}
      </SubmitButton>
    </form>
  );
}
