import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useCreateSubAccountMutation } from '../../mutations/useCreateSubAccountMutation';
import { useUpdateSubAccountMutation } from '../../mutations/useUpdateSubAccountMutation';
import { FormStatus, PasswordField, SelectField, SubmitButton, TextField, type Option } from '../forms/fields';
import { useForm } from '../forms/useForm';
import { useLanguage } from '../shell/useLanguage';
import { Dialog } from './Dialog';
import { creatableTypes, DECIMAL_FIELDS, EMPTY_SUB_ACCOUNT, subAccountFieldErrors, toSubAccountInput, validateSubAccount, valuesOf, type SubAccountInput, type SubAccountValues } from './rules';
import type { SubAccountForm_account$key } from './__generated__/SubAccountForm_account.graphql';

const fragment = graphql`
  fragment SubAccountForm_account on SubAccount {
    id
    userName
    email
    accountType
    currency
    country
    subAgentCommission
    agentCommission
    stakeFactor
    positionTaking
    rebate
  }
`;

/** The create input: validateSubAccount made sure the identity and the country are there. */
const toCreateInput = (input: SubAccountInput) => ({ ...input, userName: input.userName ?? '', currency: input.currency ?? '', password: input.password ?? '', passwordConfirmation: input.passwordConfirmation ?? '', country: input.country ?? '' });

/** Hints under the profile fields that need one. */
const HINTS: Partial<Record<string, string>> = { AgentCommission: 'agents:web.form.hints.AgentCommission', StakeFactor: 'agents:web.form.hints.StakeFactor', Rebate: 'agents:web.form.hints.Rebate' };

/**
 * Seed 001 §7 sub-agent form, to create a sub-account (account == null) or
 * edit one: the seed's fields, the client's few checks, and the platform's
 * field errors set under the fields they name ("create and edit set a server
 * errors object from the response").
 */
export function SubAccountForm({
  account,
  viewerType,
  defaultCurrency,
  countries,
  currencies,
  onClose,
  onSaved,
}: {
  account: SubAccountForm_account$key | null;
  viewerType: string;
  defaultCurrency: string;
  countries: readonly Option[];
  currencies: readonly string[];
  onClose: () => void;
  onSaved: (notice: string) => void;
}) {
  const { t } = useTranslation(['agents', 'validation', 'common']);
  const lang = useLanguage();
  const data = useFragment(fragment, account);
  const mode = data ? 'edit' : 'create';
  const [create] = useCreateSubAccountMutation();
  const [update] = useUpdateSubAccountMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const types = creatableTypes(viewerType);
  const [initial] = useState<SubAccountValues>(() => (data ? valuesOf(data) : { ...EMPTY_SUB_ACCOUNT, CurrencyID: defaultCurrency, AccountType: types.includes('AGENT') ? 'AGENT' : 'USER' }));
  const validate = useCallback((values: SubAccountValues) => validateSubAccount(values, mode, lang), [mode, lang]);
  const form = useForm<SubAccountValues>({ initial, validate });
  const label = (name: keyof SubAccountValues & string) => t(`agents:web.form.fields.${name}`);
  const typeOptions = useMemo(() => types.map((type) => ({ value: type, label: t(`agents:web.types.${type}`) })), [types, t]);

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    const input = toSubAccountInput(values, mode, lang);
    try {
      const result = data ? (await update({ input: { id: data.id, ...input } })).updateSubAccount : (await create({ input: toCreateInput(input) })).createSubAccount;
      const failure = result.failure;
      if (!failure) {
        onSaved(t(data ? 'agents:web.form.saved' : 'agents:web.form.created', { user: result.userName }));
        return;
      }
      const fields = failure.fieldErrors ? subAccountFieldErrors(failure.fieldErrors) : [];
      const unmatched = form.setServerErrors(fields);
      const message = failure.message;
      if (fields.length === 0 || unmatched.length > 0) setBanner(unmatched.map((error) => error.message).join(' ') || message || t('common:errors.somethingWentWrong'));
    } catch (error) {
      setBanner(error instanceof Error && error.message ? error.message : t('common:errors.somethingWentWrong'));
    }
  });

  const disabled = form.pending;
  return (
    <Dialog title={data ? t('agents:web.form.editTitle', { user: data.userName }) : t('agents:web.form.createTitle')} onClose={onClose} size="large" testId="sub-account-form">
      <form className="form sub-account-form" noValidate onSubmit={submit}>
        {banner && <FormStatus tone="error">{banner}</FormStatus>}
        <fieldset className="sub-account-form__group">
          <legend className="sub-account-form__legend">{t('agents:web.form.identity')}</legend>
          {mode === 'create' && (
            <>
              <SelectField form={form} name="AccountType" label={label('AccountType')} options={typeOptions} disabled={disabled} hint={form.values.AccountType === 'DEMO_USER' ? t('agents:web.form.hints.demo') : undefined} />
              <TextField form={form} name="UserName" label={label('UserName')} autoComplete="off" spellCheck={false} autoCapitalize="off" disabled={disabled} />
              <TextField form={form} name="UserID" label={label('UserID')} inputMode="numeric" optional hint={t('agents:web.form.hints.UserID')} disabled={disabled} />
              <SelectField form={form} name="CurrencyID" label={label('CurrencyID')} options={currencies.map((code) => ({ value: code, label: code }))} disabled={disabled} />
            </>
          )}
          <TextField form={form} name="Email" type="email" label={label('Email')} inputMode="email" autoComplete="off" spellCheck={false} disabled={disabled} />
          <PasswordField form={form} name="Password" label={label('Password')} autoComplete="new-password" hint={mode === 'edit' ? t('agents:web.form.hints.passwordEdit') : t('validation:password.hint')} disabled={disabled} />
          <PasswordField form={form} name="PasswordConfirmation" label={label('PasswordConfirmation')} autoComplete="new-password" disabled={disabled} />
          <SelectField
            form={form}
            name="Country"
            label={label('Country')}
            options={countries}
            placeholder={t(mode === 'create' ? 'agents:web.form.chooseCountry' : 'agents:web.form.noCountry')}
            optional={mode === 'edit'}
            autoComplete="off"
            disabled={disabled}
          />
        </fieldset>
        <fieldset className="sub-account-form__group sub-account-form__group--profile">
          <legend className="sub-account-form__legend">{t('agents:web.form.profile')}</legend>
          {DECIMAL_FIELDS.map((name) => (
            <TextField key={name} form={form} name={name} label={label(name)} inputMode="decimal" hint={HINTS[name] ? t(HINTS[name]) : undefined} disabled={disabled} />
          ))}
        </fieldset>
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={disabled}>
            {t('agents:web.form.cancel')}
          </button>
          <SubmitButton pending={form.pending} pendingLabel={t('agents:web.form.submitting')} className="button button--primary">
            {t(data ? 'agents:web.form.submitEdit' : 'agents:web.form.submitCreate')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
