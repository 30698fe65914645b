import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTakeTimeOutMutation } from '../../mutations/useTakeTimeOutMutation';
import { Panel } from '../account/Panel';
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
      <fieldset className="field" disabled={confirming}>
        <legend className="field__label">{t('page.timeOut.label')}</legend>
        {TIME_OUT_TERMS.map((choice) => (
          <label key={choice.term} className="checkbox">
            <input type="radio" name="time-out" checked={term === choice.term} onChange={() => setTerm(choice.term)} />
            <span>{t(`page.timeOut.terms.${choice.key}`)}</span>
          </label>
        ))}
      </fieldset>
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
