import { ageRule, emailRule, nameRule, phoneRule } from '../../../../rules/account';
import type { ClientErrors } from '../forms/useForm';
import type { PersonalDetailsInput } from '../../mutations/__generated__/useUpdatePersonalDetailsMutation.graphql';

/** Seed 001 §3 "User details", by the seed's names; every value as the form holds it (text). */
export interface PersonalValues {
  [field: string]: string;
  FirstName: string;
  LastName: string;
  BirthDay: string;
  BirthMonth: string;
  BirthYear: string;
  Gender: string;
  City: string;
  Phone: string;
  Address: string;
  PostalCode: string;
  IdentificatorNumber: string;
  Email: string;
}

/** The current password, asked only when the e-mail changes (issue 14 §9); not part of the stored details. */
export const CURRENT_PASSWORD = 'CurrentPassword';

export interface PersonalDetailsData {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly birthDay?: number | null;
  readonly birthMonth?: number | null;
  readonly birthYear?: number | null;
  readonly gender?: string | null;
  readonly city?: string | null;
  readonly phone?: string | null;
  readonly address?: string | null;
  readonly postalCode?: string | null;
  readonly identificatorNumber?: string | null;
  readonly email: string;
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

export function toPersonalValues(details: PersonalDetailsData): PersonalValues {
  return {
    FirstName: text(details.firstName),
    LastName: text(details.lastName),
    BirthDay: text(details.birthDay),
    BirthMonth: text(details.birthMonth),
    BirthYear: text(details.birthYear),
    Gender: text(details.gender),
    City: text(details.city),
    Phone: text(details.phone),
    Address: text(details.address),
    PostalCode: text(details.postalCode),
    IdentificatorNumber: text(details.identificatorNumber),
    Email: details.email,
    [CURRENT_PASSWORD]: '',
  };
}

/** Whether the form asks for a new e-mail address (then the current password is needed, and a link confirms it). */
export const emailChanged = (values: PersonalValues, accountEmail: string) => values.Email.trim().toLowerCase() !== accountEmail.trim().toLowerCase();

/** The details' rules, and the current password when the e-mail changes (the platform checks it). */
export function validatePersonalDetailsChange(values: PersonalValues, accountEmail: string, now: Date = new Date()): ClientErrors<PersonalValues> {
  const errors = validatePersonalDetails(values, now);
  if (emailChanged(values, accountEmail) && !values[CURRENT_PASSWORD]) errors[CURRENT_PASSWORD] = 'password.currentRequired';
  return errors;
}

/** Seed 001 §5 "Personal details": these are required ("{field} is required"). */
export const REQUIRED_DETAILS = ['Email', 'FirstName', 'LastName', 'BirthDay', 'BirthMonth', 'BirthYear', 'Phone'] as const;

export function validatePersonalDetails(values: PersonalValues, now: Date = new Date()): ClientErrors<PersonalValues> {
  const errors: ClientErrors<PersonalValues> = {};
  for (const field of REQUIRED_DETAILS) if (values[field].trim() === '') errors[field] = 'required';
  const rule = (field: keyof PersonalValues & string, result: string | null) => {
    if (!errors[field] && result) errors[field] = result;
  };
  rule('Email', emailRule(values.Email));
  rule('FirstName', nameRule(values.FirstName));
  rule('LastName', nameRule(values.LastName));
  rule('Phone', phoneRule(values.Phone));
  if (!errors.BirthDay && !errors.BirthMonth && !errors.BirthYear) {
    const age = ageRule(Number(values.BirthYear), Number(values.BirthMonth), Number(values.BirthDay), 'age.details', now);
    if (age === 'age.details') errors.BirthYear = age;
    else if (age) errors.BirthDay = age;
  }
  return errors;
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

export function toPersonalDetailsInput(values: PersonalValues): PersonalDetailsInput {
  return {
    firstName: values.FirstName.trim(),
    lastName: values.LastName.trim(),
    birthDay: Number(values.BirthDay),
    birthMonth: Number(values.BirthMonth),
    birthYear: Number(values.BirthYear),
    gender: optional(values.Gender),
    city: optional(values.City),
    phone: values.Phone.trim(),
    address: optional(values.Address),
    postalCode: optional(values.PostalCode),
    identificatorNumber: optional(values.IdentificatorNumber),
    email: values.Email.trim(),
    currentPassword: values[CURRENT_PASSWORD] ? values[CURRENT_PASSWORD] : null,
  };
}
