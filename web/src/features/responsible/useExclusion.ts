import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../mutations/results';
import { useSignOutTab } from '../shell/useSignOut';
import { failureOutcome, type Outcome } from './SectionStatus';

type Answer = Parameters<typeof failureOf>[0] & { readonly payload?: { readonly exclusion: { readonly kind: string; readonly until: string } } | null };

/**
 * What the time-out and self-exclusion sections share: send the chosen term, then sign this tab out
 * with the exclusion's end (the platform ended every session and the gateway dropped the cookie; the
 * other tabs hear it from responsibleChanged). A refusal stays on the section.
 */
export function useExclusion(send: () => Promise<Answer>) {
  const { t } = useTranslation('responsible');
  const signOutTab = useSignOutTab();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async () => {
    try {
      const answer = await send();
      const failure = failureOf(answer);
      const exclusion = answer.payload?.exclusion;
      if (failure || !exclusion) return setOutcome(failure ? failureOutcome(failure) : { tone: 'error', text: t('page.failed') });
      await signOutTab({ change: exclusion.kind === 'SELF_EXCLUSION' ? 'SELF_EXCLUSION' : 'TIME_OUT', until: exclusion.until });
    } catch {
      setOutcome({ tone: 'error', text: t('page.failed') });
    }
  };
  return { outcome, run };
}
