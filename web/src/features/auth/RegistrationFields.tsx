import { Trans, useTranslation } from 'react-i18next';
import { BirthDateField, CheckboxField, PasswordField, SelectField, TextField, type Option } from '../forms/fields';
import type { Form } from '../forms/useForm';
import { useLanguage } from '../shell/useLanguage';
import type { RegistrationValues } from './registration';

type Field = keyof RegistrationValues & string;

/**
 * The registration fields of seed 000 §3, shared by the one-page form and the
 * wizard; `only` picks the fields of one wizard step. Labels are the field names
 * of the validation namespace, so "{field} is required" names them the same.
 */
export function RegistrationFields({
  form,
  only,
  countries,
  currencies,
  disabled,
}: {
  form: Form<RegistrationValues>;
  only?: readonly Field[];
  countries: readonly Option[];
  currencies: readonly Option[];
  disabled?: boolean;
}) {
  const { t } = useTranslation(['auth', 'validation']);
  const lang = useLanguage();
  const shows = (field: Field) => !only || only.includes(field);
  return (
    <>
      {shows('UserName') && (
        <TextField form={form} name="UserName" label={t('validation:fields.UserName')} autoComplete="username" autoCapitalize="off" spellCheck={false} maxLength={20} disabled={disabled} />
      )}
      {shows('Email') && <TextField form={form} name="Email" type="email" label={t('validation:fields.Email')} autoComplete="email" inputMode="email" disabled={disabled} />}
      {shows('Password') && (
        <PasswordField
          form={form}
          name="Password"
          label={t('validation:fields.Password')}
          autoComplete="new-password"
          placeholder={t('validation:password.hint')}
          hint={t('validation:password.hint')}
          disabled={disabled}
        />
      )}
      {shows('PasswordConfirmation') && (
        <PasswordField
          form={form}
          name="PasswordConfirmation"
          label={t('validation:fields.PasswordConfirmation')}
          autoComplete="new-password"
          placeholder={t('validation:password.hint')}
          disabled={disabled}
        />
      )}
      {shows('Country') && (
        <SelectField form={form} name="Country" label={t('validation:fields.Country')} options={countries} placeholder={t('auth:register.chooseCountry')} autoComplete="country" disabled={disabled} />
      )}
      {shows('Currency') && <SelectField form={form} name="Currency" label={t('validation:fields.Currency')} options={currencies} disabled={disabled} />}
      {shows('BirthYear') && (
        <BirthDateField
          form={form}
          names={{ day: 'BirthDay', month: 'BirthMonth', year: 'BirthYear' }}
          legend={t('auth:register.birthDate')}
          labels={{ day: t('auth:register.day'), month: t('auth:register.month'), year: t('auth:register.year') }}
          disabled={disabled}
        />
      )}
      {shows('BonusCode') && (
        <TextField form={form} name="BonusCode" label={t('auth:register.bonusCode')} hint={t('auth:register.bonusCodeHint')} optional autoCapitalize="characters" maxLength={40} disabled={disabled} />
      )}
      {shows('NationalityCountry') && (
        <SelectField form={form} name="NationalityCountry" label={t('auth:register.nationality')} options={countries} placeholder={t('auth:register.notSpecified')} optional disabled={disabled} />
      )}
      {shows('CurrentCountry') && (
        <SelectField form={form} name="CurrentCountry" label={t('auth:register.currentCountry')} options={countries} placeholder={t('auth:register.notSpecified')} optional disabled={disabled} />
      )}
      {shows('AllowEmailNotification') && <CheckboxField form={form} name="AllowEmailNotification" label={t('auth:register.allowEmail')} disabled={disabled} />}
      {shows('AgreeWithTermsAndPrivacyPolicy') && (
        <CheckboxField form={form} name="AgreeWithTermsAndPrivacyPolicy" label={t('auth:register.termsPlain')} disabled={disabled}>
          <Trans
            t={t}
            i18nKey="auth:register.terms"
            components={{
              terms: <a href={`/${lang}/terms-conditions`} target="_blank" rel="noopener noreferrer" />,
              privacy: <a href={`/${lang}/privacy-policy`} target="_blank" rel="noopener noreferrer" />,
            }}
          />
        </CheckboxField>
      )}
    </>
  );
}
