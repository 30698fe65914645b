import { useId, useState, type FormEvent } from 'react';
import '../../styles/responsible-prompts.css';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { failureOf } from '../../mutations/results';
import { FormStatus } from '../forms/fields';
import { formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { LIMIT_PROMPT_PERIODS, limitAmountOf, limitPromptView, type LimitPromptPeriod } from './limitPrompt';
import type { LimitPrompt_viewer$key } from './__generated__/LimitPrompt_viewer.graphql';
import type { LimitPromptSetLimitMutation } from './__generated__/LimitPromptSetLimitMutation.graphql';
import type { LimitPromptSkipMutation } from './__generated__/LimitPromptSkipMutation.graphql';
import type { LimitPromptViewerQuery } from './__generated__/LimitPromptViewerQuery.graphql';

const fragment = graphql`
  fragment LimitPrompt_viewer on Viewer {
    responsibleGambling {
      id
      limitPromptDue
      currency
      profile {
        limitPromptSkippable
      }
    }
  }
`;

// Both answer the ResponsibleGambling record: limitPromptDue turns false in the store and every view of it follows.
const setLimitMutation = graphql`
  mutation LimitPromptSetLimitMutation($input: SetResponsibleLimitInput!) {
    setResponsibleLimit(input: $input) {
      ... on SetResponsibleLimitPayload {
        responsibleGambling {
          id
          limitPromptDue
          limits {
            kind
            period
            amount {
              amount
              currency
            }
          }
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

const skipMutation = graphql`
  mutation LimitPromptSkipMutation {
    skipLimitPrompt {
      ... on ResponsibleGambling {
        id
        limitPromptDue
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

const viewerQuery = graphql`
  query LimitPromptViewerQuery {
    viewer {
      ...LimitPrompt_viewer
    }
  }
`;

/** The prompt where no page query reads the viewer (the first sign-in's low-balance modal): nothing for a visitor. */
export function ViewerLimitPrompt() {
  const viewer = useLazyLoadQuery<LimitPromptViewerQuery>(viewerQuery, {}, { fetchPolicy: 'store-and-network' }).viewer;
  return viewer ? <LimitPrompt viewer={viewer} /> : null;
}

/**
 * The deposit-limit prompt (issue 17), at the end of registration and on the deposit page before the
 * first deposit: a period and an amount set a deposit limit at once; Skip (where the player's profile
 * allows it) is remembered for the account. Renders nothing once neither is due, except the line saying
 * which limit was just set.
 */
export function LimitPrompt({ viewer }: { viewer: LimitPrompt_viewer$key }) {
  const { t } = useTranslation(['responsible', 'common']);
  const lang = useLanguage();
  const id = useId();
  const state = useFragment(fragment, viewer).responsibleGambling;
  const view = limitPromptView(state);
  const [period, setPeriod] = useState<LimitPromptPeriod>('MONTH');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [inForce, setInForce] = useState<string | null>(null);
  const [setLimit, setting] = usePromiseMutation<LimitPromptSetLimitMutation>(setLimitMutation);
  const [skip, skipping] = usePromiseMutation<LimitPromptSkipMutation>(skipMutation);

  if (inForce) {
    return (
      <div className="limit-prompt" data-testid="limit-prompt-set">
        <FormStatus tone="success">{inForce}</FormStatus>
      </div>
    );
  }
  if (view === 'none') return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = limitAmountOf(typed);
    if (!amount) return setError(t('invalidAmount'));
    setError(null);
    try {
      const answer = (await setLimit({ input: { kind: 'DEPOSIT', period, amount } })).setResponsibleLimit;
      const failure = failureOf(answer);
      if (failure) return setError(failure.fields[0]?.message ?? failure.message);
      const limit = answer.responsibleGambling?.limits.find((entry) => entry.kind === 'DEPOSIT' && entry.period === period)?.amount;
      const shown = limit ? formatMoney(lang, limit.amount, limit.currency) : formatMoney(lang, amount, state.currency);
      setInForce(t('limitPrompt.inForce', { amount: shown, period: t(`limitPrompt.periods.${period}`) }));
    } catch {
      setError(t('common:errors.somethingWentWrong'));
    }
  };

  const skipIt = async () => {
    setError(null);
    try {
      const failure = failureOf((await skip({})).skipLimitPrompt);
      if (failure) setError(failure.message);
    } catch {
      setError(t('common:errors.somethingWentWrong'));
    }
  };

  return (
    <section className="limit-prompt panel" aria-labelledby={`${id}-title`} data-testid="limit-prompt">
      <h2 id={`${id}-title`} className="limit-prompt__title">
        {t('limitPrompt.title')}
      </h2>
      <p>{view === 'required' ? t('limitPrompt.required') : t('limitPrompt.lead')}</p>
      <form className="limit-prompt__form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="field">
          <span className="field__label">{t('limitPrompt.period')}</span>
          <span className="select">
            <select value={period} onChange={(event) => setPeriod(event.target.value as LimitPromptPeriod)}>
              {LIMIT_PROMPT_PERIODS.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`limitPrompt.periods.${choice}`)}
                </option>
              ))}
            </select>
          </span>
        </label>
        <label className="field">
          <span className="field__label">
            {t('limitPrompt.amount')} ({state.currency})
          </span>
          <input className="input" type="text" inputMode="decimal" value={typed} onChange={(event) => setTyped(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        </label>
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
        <div className="limit-prompt__actions">
          <button type="submit" className="button button--primary" disabled={setting}>
            {t('limitPrompt.submit')}
          </button>
          {view === 'skippable' && (
            <button type="button" className="button" disabled={skipping} onClick={() => void skipIt()}>
              {t('limitPrompt.skip')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
