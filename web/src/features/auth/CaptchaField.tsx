import { useTranslation } from 'react-i18next';
import { TextField } from '../forms/fields';
import type { Form } from '../forms/useForm';
import type { useCaptcha } from './useCaptcha';

/** The captcha picture with a "new picture" button and the answer field (seed 000 §3 captchaPic). */
export function CaptchaField<V extends { Captcha: string; [field: string]: string | boolean }>({
  form,
  state,
  disabled,
}: {
  form: Form<V>;
  state: ReturnType<typeof useCaptcha>;
  disabled?: boolean;
}) {
  const { t } = useTranslation(['auth', 'validation']);
  const { captcha, loading, failed, renew } = state;
  return (
    <div className="captcha">
      <div className="captcha__picture" aria-busy={loading}>
        {captcha ? (
          <img data-testid="captcha-image" src={captcha.image} alt={t('auth:captcha.alt')} width={160} height={56} />
        ) : failed ? (
          <span className="captcha__failed">{t('auth:captcha.failed')}</span>
        ) : (
          <span className="skeleton captcha__skeleton" />
        )}
        <button
          type="button"
          className="button button--ghost captcha__renew"
          disabled={loading || disabled}
          onClick={() => {
            form.set('Captcha', '' as V['Captcha']);
            void renew();
          }}
        >
          {t('auth:captcha.renew')}
        </button>
      </div>
      <TextField
        form={form}
        name="Captcha"
        label={t('validation:fields.Captcha')}
        hint={t('auth:captcha.hint')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={12}
        disabled={disabled}
      />
    </div>
  );
}
