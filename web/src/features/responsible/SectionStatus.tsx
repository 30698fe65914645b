import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStatus } from '../forms/fields';
import { dataOf, failureOf, type Failure, type ValueOf } from '../../mutations/results';
import { useRefresh } from './refresh';

/** What a section's last action answered, shown in place: a success line, or the refusal the platform translated. */
export type Outcome = { tone: 'success' | 'info' | 'error'; text: string } | null;

/** A refusal as the player reads it: the field problems the platform named (ValidationError), else its message. */
export const failureOutcome = (failure: Failure): Outcome => ({
  tone: 'error',
  text: failure.fields.length > 0 ? failure.fields.map((problem) => problem.message).join(' ') : failure.message,
});

type ResultLike = Parameters<typeof failureOf>[0];

/**
 * A section's change and what it answered: the refusal, or the success line, shown where the player
 * made it; after a success the page reads its state again (the history gained a line).
 */
export function useOutcome() {
  const { t } = useTranslation('responsible');
  const refresh = useRefresh();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const act = useCallback(
    async <R extends ResultLike>(send: () => Promise<R>, success: (value: ValueOf<R>) => Outcome) => {
      try {
        const result = await send();
        const failure = failureOf(result);
        const value = dataOf(result);
        if (failure || !value) return setOutcome(failure ? failureOutcome(failure) : { tone: 'error', text: t('page.failed') });
        setOutcome(success(value));
        await refresh();
      } catch {
        setOutcome({ tone: 'error', text: t('page.failed') });
      }
    },
    [refresh, t],
  );
  return { outcome, setOutcome, act };
}

export function SectionStatus({ outcome, testId }: { outcome: Outcome; testId?: string }) {
  if (!outcome) return null;
  return (
    <div data-testid={testId}>
      <FormStatus tone={outcome.tone}>{outcome.text}</FormStatus>
    </div>
  );
}
