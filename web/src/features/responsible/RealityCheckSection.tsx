import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useSetRealityCheckIntervalMutation } from '../../mutations/useSetRealityCheckIntervalMutation';
import type { RealityCheckInterval } from '../../mutations/__generated__/useSetRealityCheckIntervalMutation.graphql';
import { Panel } from '../account/Panel';
import { Choices } from './Choices';
import { SectionStatus, useOutcome } from './SectionStatus';
import { realityCheckChoicesFor } from './terms';
import type { RealityCheckSection_state$key } from './__generated__/RealityCheckSection_state.graphql';

const fragment = graphql`
  fragment RealityCheckSection_state on ResponsibleGambling {
    realityCheckMinutes
    chosenRealityCheckMinutes
    realityCheckImposed
    profile {
      mandatoryRealityCheckMinutes
    }
  }
`;

/** The gateway's enum for each interval (gateway/schema/responsible.ts RealityCheckInterval). */
const INTERVAL: Record<number, RealityCheckInterval> = { 15: 'MINUTES_15', 30: 'MINUTES_30', 60: 'MINUTES_60' };

/**
 * Issue 17: how often the reality check interrupts play (15, 30, 60 minutes or off). A profile that
 * imposes one takes "off" away and says so, rather than letting the player pick what would not apply.
 */
export function RealityCheckSection({ state }: { state: RealityCheckSection_state$key }) {
  const { t } = useTranslation('responsible');
  const data = useFragment(fragment, state);
  const mandatory = data.profile.mandatoryRealityCheckMinutes ?? null;
  const choices = realityCheckChoicesFor(mandatory);
  const [chosen, setChosen] = useState<number | null>(data.chosenRealityCheckMinutes ?? data.realityCheckMinutes ?? (data.realityCheckImposed ? mandatory : null));
  const { outcome, act } = useOutcome();
  const [save, saving] = useSetRealityCheckIntervalMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await act(
      async () => (await save({ interval: chosen === null ? null : (INTERVAL[chosen] ?? null) })).setRealityCheckInterval,
      () => ({ tone: 'success', text: t('page.realityCheck.saved') }),
    );
  };

  return (
    <Panel id="rg-reality-title" title={t('page.realityCheck.title')}>
      <p className="muted">{t('page.realityCheck.rules')}</p>
      {data.realityCheckImposed && mandatory !== null && <p data-testid="rg-reality-imposed">{t('page.realityCheck.imposed', { minutes: mandatory })}</p>}
      <form className="form" onSubmit={(event) => void submit(event)}>
        <Choices
          legend={t('page.realityCheck.label')}
          options={choices.map(({ minutes }) => ({ value: minutes, label: minutes === null ? t('page.realityCheck.off') : t('page.realityCheck.every', { minutes }) }))}
          value={chosen}
          onChange={setChosen}
        />
        <button type="submit" className="button" disabled={saving}>
          {t('page.realityCheck.save')}
        </button>
      </form>
      <SectionStatus outcome={outcome} />
    </Panel>
  );
}
