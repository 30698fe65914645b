import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useParams, useSearchParams } from 'react-router-dom';
import { BACKOFFICE_PATH } from '../../../rules/backoffice';
import { LanguageSwitcher } from '../features/shell/LanguageSwitcher';
import { failureOf } from '../mutations/results';
import { usePromiseMutation } from '../mutations/usePromiseMutation';
import type { SignInPageMutation } from './__generated__/SignInPageMutation.graphql';
import { backofficeHref } from './paths';

const signInMutation = graphql`
  mutation SignInPageMutation($userName: String!, $password: String!, $code: String!) {
    staffSignIn(userName: $userName, password: $password, code: $code) {
      __typename
      ... on StaffMember {
        id
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

type Field = 'userName' | 'password' | 'code';
const FIELDS: Field[] = ['userName', 'password', 'code'];

/** Staff sign in with user name, password and the authenticator's code, all three every time. */
export default function SignInPage() {
  const { t } = useTranslation(['backoffice']);
  const { lang = 'en-US' } = useParams();
  const [search] = useSearchParams();
  const [signIn, pending] = usePromiseMutation<SignInPageMutation>(signInMutation);
  const [missing, setMissing] = useState<Field[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  // Counts the refusals, so the same text twice is still news (and a test can tell the answers apart).
  const [refusals, setRefusals] = useState(0);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const status = useRef<HTMLParagraphElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '').trim()])) as Record<Field, string>;
    const empty = FIELDS.filter((field) => !values[field]);
    setMissing(empty);
    setFailure(null);
    if (empty.length) return inputs.current[empty[0]!]?.focus();
    try {
      const answer = (await signIn(values)).staffSignIn;
      const refused = failureOf(answer);
      if (!refused) return location.assign(backofficeHref(lang));
      setFailure(refused.message);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('backoffice:errors.somethingWentWrong'));
    }
    setRefusals((count) => count + 1);
    if (inputs.current.code) inputs.current.code.value = '';
    requestAnimationFrame(() => status.current?.focus());
  };

  const ended = search.get('ended') === '1' && failure === null;
  return (
    <main id="main" className="backoffice-sign-in" tabIndex={-1}>
      <div className="backoffice-sign-in__language">
        <LanguageSwitcher base={BACKOFFICE_PATH} />
      </div>
      <form className="form backoffice-sign-in__form" noValidate onSubmit={submit} aria-busy={pending}>
        <h1 className="form__title">{t('backoffice:signInPage.title')}</h1>
        {ended && (
          <p className="form-status form-status--info" role="status">
            {t('backoffice:errors.signedOut')}
          </p>
        )}
        {failure && (
          <p className="form-status form-status--error" key={refusals} role="alert" tabIndex={-1} ref={status} data-testid="sign-in-error" data-refusals={refusals}>
            {failure}
          </p>
        )}
        {FIELDS.map((field) => {
          const invalid = missing.includes(field);
          return (
            <div key={field} className={`field${invalid ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor={`sign-in-${field}`}>
                {t(`backoffice:signInPage.${field}`)}
              </label>
              <input
                id={`sign-in-${field}`}
                ref={(element) => {
                  inputs.current[field] = element;
                }}
                className="input"
                name={field}
                required
                aria-invalid={invalid}
                aria-describedby={invalid ? `sign-in-${field}-error` : undefined}
                disabled={pending}
                {...(field === 'password'
                  ? { type: 'password', autoComplete: 'current-password' }
                  : field === 'code'
                    ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code', pattern: '[0-9]*', maxLength: 6 }
                    : { autoComplete: 'username', autoCapitalize: 'off', spellCheck: false })}
              />
              {invalid && (
                <p className="field__error" id={`sign-in-${field}-error`}>
                  {t('backoffice:signInPage.required')}
                </p>
              )}
            </div>
          );
        })}
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? t('backoffice:signInPage.pending') : t('backoffice:signInPage.submit')}
        </button>
      </form>
    </main>
  );
}
