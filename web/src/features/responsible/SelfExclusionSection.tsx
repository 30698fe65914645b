import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useSelfExcludeMutation } from '../../mutations/useSelfExcludeMutation';
import { Panel } from '../account/Panel';
import { useHref } from '../shell/useLanguage';
import { Choices } from './Choices';
import { ExclusionConfirm } from './ExclusionConfirm';
import { SectionStatus } from './SectionStatus';
import { selfExclusionTermsFor, type SelfExclusionTerm } from './terms';
import { useExclusion } from './useExclusion';
import type { SelfExclusionSection_state$key } from './__generated__/SelfExclusionSection_state.graphql';

const fragment = graphql`
  fragment SelfExclusionSection_state on ResponsibleGambling {
    profile {
      minimumSelfExclusionMonths
    }
  }
`;

/**
 * Issue 17: self-exclusion for 6 months, 1, 2 or 5 years — only the terms the jurisdiction profile
 * allows (its minimum) — with the terms and conditions a click away and a confirm step before it starts.
 */
export function SelfExclusionSection({ state }: { state: SelfExclusionSection_state$key }) {
  const { t } = useTranslation('responsible');
  const href = useHref();
  const data = useFragment(fragment, state);
  const choices = selfExclusionTermsFor(data.profile.minimumSelfExclusionMonths);
  const [term, setTerm] = useState<SelfExclusionTerm | null>(choices[0]?.term ?? null);
  const [confirming, setConfirming] = useState(false);
  const [selfExclude, pending] = useSelfExcludeMutation();
  const { outcome, run } = useExclusion(async () => (await selfExclude({ term: term! })).selfExclude);
  const chosen = choices.find((choice) => choice.term === term);

  return (
    <Panel id="rg-self-exclusion-title" title={t('page.selfExclusion.title')}>
      <p className="muted">{t('page.selfExclusion.rules', { months: data.profile.minimumSelfExclusionMonths })}</p>
      <Link to={href('self-exclusion-terms-and-conditions')}>{t('page.selfExclusion.termsLink')}</Link>
      <Choices
        legend={t('page.selfExclusion.label')}
        options={choices.map((choice) => ({ value: choice.term, label: t(`page.selfExclusion.terms.${choice.key}`) }))}
        value={term}
        onChange={setTerm}
        disabled={confirming}
      />
      {confirming && chosen ? (
        <ExclusionConfirm
          title={t('page.confirmStep.selfExclusionTitle', { term: t(`page.selfExclusion.terms.${chosen.key}`) })}
          pending={pending}
          onConfirm={() => void run()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <button type="button" className="button button--danger" disabled={!chosen} onClick={() => setConfirming(true)}>
          {t('page.selfExclusion.submit')}
        </button>
      )}
      <SectionStatus outcome={outcome} />
    </Panel>
  );
}
