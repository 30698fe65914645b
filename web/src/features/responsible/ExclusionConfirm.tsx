import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The step between choosing an exclusion and starting it: it says plainly what happens (issue 17:
 * irreversible before its end, every session ends now, open bets still settle, the balance can be
 * withdrawn through support), so nobody excludes themselves by a slip of the finger. Focus moves to
 * it so a keyboard or screen-reader user meets it first; Escape goes back.
 */
export function ExclusionConfirm({ title, pending, onConfirm, onCancel }: { title: string; pending: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('responsible');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      className="rg-confirm"
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="rg-exclusion-confirm"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h3 id={titleId} ref={heading} tabIndex={-1} className="rg-confirm__title">
        {title}
      </h3>
      <ul className="rg-confirm__list">
        <li>{t('page.confirmStep.irreversible')}</li>
        <li>{t('page.confirmStep.sessions')}</li>
        <li>{t('page.confirmStep.bets')}</li>
        <li>{t('page.confirmStep.balance')}</li>
      </ul>
      <div className="form__actions">
        <button type="button" className="button" onClick={onCancel} disabled={pending}>
          {t('page.confirmStep.cancel')}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {t('page.confirmStep.confirm')}
        </button>
      </div>
    </div>
  );
}
