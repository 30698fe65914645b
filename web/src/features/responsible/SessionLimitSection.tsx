import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useSetSessionTimeLimitMutation } from '../../mutations/useSetSessionTimeLimitMutation';
import { Panel } from '../account/Panel';
import { SectionStatus, useOutcome } from './SectionStatus';
import { parseSessionMinutes, SESSION_MINUTES } from './sessionMinutes';
import type { SessionLimitSection_state$key } from './__generated__/SessionLimitSection_state.graphql';

const fragment = graphql`
  fragment SessionLimitSection_state on ResponsibleGambling {
    sessionLimitMinutes
    profile {
      sessionPauseMinutes
    }
  }
`;

/** Issue 17: a session ends at its time limit, and sign-in then pauses for the profile's minutes. */
export function SessionLimitSection({ state }: { state: SessionLimitSection_state$key }) {
  const { t } = useTranslation('responsible');
  const data = useFragment(fragment, state);
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState(data.sessionLimitMinutes === null || data.sessionLimitMinutes === undefined ? '' : String(data.sessionLimitMinutes));
  const { outcome, setOutcome, act } = useOutcome();
  const [save, saving] = useSetSessionTimeLimitMutation();
  const current = data.sessionLimitMinutes ? t('page.session.minutes', { minutes: data.sessionLimitMinutes }) : t('page.session.none');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSessionMinutes(value);
    if (!parsed.ok) return setOutcome({ tone: 'error', text: t('page.session.invalid') });
    await act(
      async () => (await save({ minutes: parsed.minutes })).setSessionTimeLimit,
      () => ({ tone: 'success', text: t('page.session.saved') }),
    );
  };

  return (
    <Panel id="rg-session-title" title={t('page.session.title')}>
      <p className="muted">{t('page.session.rules', { minutes: data.profile.sessionPauseMinutes })}</p>
      <p data-testid="rg-session-current">{t('page.session.current', { value: current })}</p>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t('page.session.label')}
          </label>
          <input
            id={inputId}
            className="input"
            type="number"
            inputMode="numeric"
            min={SESSION_MINUTES.min}
            max={SESSION_MINUTES.max}
            step={1}
            aria-describedby={hintId}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <p id={hintId} className="field__hint">
            {t('page.session.hint')}
          </p>
        </div>
        <button type="submit" className="button" disabled={saving}>
          {t('page.session.save')}
        </button>
      </form>
      <SectionStatus outcome={outcome} />
    </Panel>
  );
}
