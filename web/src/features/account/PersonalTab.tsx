import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useNotices } from '../modals/useNotices';
import { BirthDateField, FormStatus, SelectField, SubmitButton, TextField } from '../forms/fields';
import { useForm } from '../forms/useForm';
import { useUpdatePersonalDetailsMutation } from '../../mutations/useUpdatePersonalDetailsMutation';
import { dataOf, failureOf } from '../../mutations/results';
import { CURRENT_PASSWORD, emailChanged, toPersonalDetailsInput, toPersonalValues, validatePersonalDetailsChange, type PersonalValues } from './personalDetails';
import type { PersonalTab_details$key } from './__generated__/PersonalTab_details.graphql';
import type { PersonalTab_viewer$key } from './__generated__/PersonalTab_viewer.graphql';

const viewerFragment = graphql`
  fragment PersonalTab_viewer on Viewer {
    personalDetails {
      ...PersonalTab_details
    }
  }
`;

const detailsFragment = graphql`
  fragment PersonalTab_details on PersonalDetails {
    firstName
    lastName
    birthDay
    birthMonth
    birthYear
    gender
    city
    phone
    address
    postalCode
    identificatorNumber
    email
    pendingEmail
  }
`;

const GENDERS = ['male', 'female', 'other'] as const;

/** Seed 001 §3 "User details": read-only until Edit is pressed (the form's editable flag). */
export function PersonalTab({ viewer }: { viewer: PersonalTab_viewer$key }) {
  const data = useFragment(viewerFragment, viewer);
  return <PersonalDetailsForm details={data.personalDetails} />;
}

function PersonalDetailsForm({ details }: { details: PersonalTab_details$key }) {
  const { t } = useTranslation(['auth', 'validation', 'common']);
  const data = useFragment(detailsFragment, details);
  const notices = useNotices();
  const [update] = useUpdatePersonalDetailsMutation();
  const [editable, setEditable] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useForm<PersonalValues>({ initial: toPersonalValues(data), validate: (values) => validatePersonalDetailsChange(values, data.email) });
  const locked = !editable || form.pending;
  const askPassword = editable && emailChanged(form.values, data.email);

  const submit = form.handleSubmit(async (values) => {
    try {
      const response = await update({ input: toPersonalDetailsInput(values) });
      const result = response.updatePersonalDetails;
      const failure = failureOf(result);
      // Seed 001 §8: a phone-check rejection (and any other field problem) shows on its field.
      if (failure) return notices.refused(failure, form);
      // A new address is not the account's until its link is used: the form shows the stored one again.
      form.reset({ ...values, Email: dataOf(result)?.email ?? data.email, [CURRENT_PASSWORD]: '' });
      setEditable(false);
      setSaved(true);
    } catch (error) {
      notices.thrown(error);
    }
  });

  const gender = [
    ...GENDERS.map((value) => ({ value, label: t(`auth:personal.genders.${value}`) })),
    // A value the form does not know (set elsewhere) stays visible rather than silently lost.
    ...(data.gender && !(GENDERS as readonly string[]).includes(data.gender) ? [{ value: data.gender, label: data.gender }] : []),
  ];

  return (
    <form className="form form--wide" noValidate onSubmit={submit} aria-label={t('auth:personal.title')}>
      <div className="form__head">
        <div>
          <h2 className="form__title">{t('auth:personal.title')}</h2>
          <p className="muted">{editable ? t('auth:personal.editing') : t('auth:personal.readOnly')}</p>
        </div>
        {!editable && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setSaved(false);
              setEditable(true);
            }}
          >
            {t('auth:personal.edit')}
          </button>
        )}
      </div>
      {saved && <FormStatus tone="success">{t('auth:personal.saved')}</FormStatus>}
      {data.pendingEmail && <FormStatus tone="info">{t('auth:personal.emailPending', { email: data.pendingEmail })}</FormStatus>}
      <div className="form__grid">
        <TextField form={form} name="FirstName" label={t('validation:fields.FirstName')} autoComplete="given-name" disabled={locked} />
        <TextField form={form} name="LastName" label={t('validation:fields.LastName')} autoComplete="family-name" disabled={locked} />
      </div>
      <BirthDateField
        form={form}
        names={{ day: 'BirthDay', month: 'BirthMonth', year: 'BirthYear' }}
        legend={t('auth:register.birthDate')}
        labels={{ day: t('validation:fields.BirthDay'), month: t('validation:fields.BirthMonth'), year: t('validation:fields.BirthYear') }}
        disabled={locked}
      />
      <div className="form__grid">
        <SelectField form={form} name="Gender" label={t('auth:personal.fields.Gender')} options={gender} placeholder={t('auth:register.notSpecified')} optional disabled={locked} />
        <TextField form={form} name="IdentificatorNumber" label={t('auth:personal.fields.IdentificatorNumber')} optional disabled={locked} />
      </div>
      <div className="form__grid">
        <TextField form={form} name="Email" type="email" label={t('validation:fields.Email')} autoComplete="email" inputMode="email" disabled={locked} />
        <TextField form={form} name="Phone" type="tel" label={t('validation:fields.Phone')} autoComplete="tel" inputMode="tel" disabled={locked} />
      </div>
      {askPassword && (
        <TextField form={form} name={CURRENT_PASSWORD} type="password" label={t('auth:personal.currentPassword')} autoComplete="current-password" disabled={locked} />
      )}
      <TextField form={form} name="Address" label={t('auth:personal.fields.Address')} autoComplete="street-address" optional disabled={locked} />
      <div className="form__grid">
        <TextField form={form} name="City" label={t('auth:personal.fields.City')} autoComplete="address-level2" optional disabled={locked} />
        <TextField form={form} name="PostalCode" label={t('auth:personal.fields.PostalCode')} autoComplete="postal-code" optional disabled={locked} />
      </div>
      {editable && (
        <div className="form__actions">
          <button
            type="button"
            className="button"
            disabled={form.pending}
            onClick={() => {
              form.reset(toPersonalValues(data));
              setEditable(false);
            }}
          >
            {t('auth:personal.cancel')}
          </button>
          <SubmitButton pending={form.pending} pendingLabel={t('auth:personal.saving')} className="button button--primary">
            {t('auth:personal.save')}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
