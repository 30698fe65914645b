import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTakeTimeOutMutation } from '../../mutations/useTakeTimeOutMutation';
import { Panel } from '../account/Panel';
import { Choices } from './Choices';
import { ExclusionConfirm } from './ExclusionConfirm';
import { SectionStatus } from './SectionStatus';
import { TIME_OUT_TERMS, type TimeOutTerm } from './terms';
import { useExclusion } from './useExclusion';

/** Issue 17: a time-out of 24 hours, 7 days, 30 days or 6 weeks, effective at once. */
export function TimeOutSection() {
  const { t } = useTranslation('responsible');
  const [term, setTerm] = useState<TimeOutTerm>('HOURS_24');
  const [confirming, setConfirming] = useState(false);
  const [takeTimeOut, pending] = useTakeTimeOutMutation();
  const { outcome, run } = useExclusion(async () => (await takeTimeOut({ term })).takeTimeOut);
  const termName = t(`page.timeOut.terms.${TIME_OUT_TERMS.find((choice) => choice.term === term)!.key}`);

  return (
    <Panel id="rg-timeout-title" title={t('page.timeOut.title')}>
      <p className="muted">{t('page.timeOut.rules')}</p>
      <Choices
        legend={t('page.timeOut.label')}
        options={TIME_OUT_TERMS.map((choice) => ({ value: choice.term, label: t(`page.timeOut.terms.${choice.key}`) }))}
        value={term}
        onChange={setTerm}
        disabled={confirming}
      />
      {confirming ? (
        <ExclusionConfirm title={t('page.confirmStep.timeOutTitle', { term: termName })} pending={pending} onConfirm={() => void run()} onCancel={() => setConfirming(false)} />
      ) : (
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          {t('page.timeOut.submit')}
        </button>
      )}
      <SectionStatus outcome={outcome} />
    </Panel>
  );
}
