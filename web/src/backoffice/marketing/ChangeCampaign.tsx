import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import type { Campaign } from './CampaignsPage';
import { FailureText } from '../FailureText';
import { AmountFields, amountsOf, Field, instantOf, intOf, localValueOf } from './fields';
import type { BonusCampaignAction, ChangeCampaignMutation, ChangeBonusCampaignInput } from './__generated__/ChangeCampaignMutation.graphql';

const changeMutation = graphql`
  mutation ChangeCampaignMutation($id: ID!, $change: ChangeBonusCampaignInput!) {
    backoffice {
      changeBonusCampaign(id: $id, change: $change) {
        __typename
        ... on BonusCampaignPayload {
          campaign {
            id
            state
          }
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const reasonOf = (data: FormData) => String(data.get('reason') ?? '').trim() || null;

/** The actions a campaign in this state offers (an expired one offers none; the page shows no form then). */
const actionsFor = (state: Campaign['state']): BonusCampaignAction[] => (state === 'PAUSED' ? ['RESUME', 'EXPIRE'] : ['PAUSE', 'EXPIRE']);

/**
 * A campaign's changes: pause, resume or expire it (the button pressed), or reschedule it and change its
 * cap — and, with `terms`, its percentage, amounts and wagering (the welcome bonus's settings). A reason
 * goes to the audit log.
 */
export function ChangeCampaign({ campaign, onChanged, terms = false }: { campaign: Campaign; onChanged: () => void; terms?: boolean }) {
  const { t } = useTranslation('backoffice-marketing');
  const [change, pending] = usePromiseMutation<ChangeCampaignMutation>(changeMutation);
  const [failure, setFailure] = useState<Failure | null>(null);
  const prefix = `${terms ? 'terms' : 'change'}-${campaign.code}`;
  const formRef = useRef<HTMLFormElement>(null);

  const send = async (input: ChangeBonusCampaignInput) => {
    const answer = (await change({ id: campaign.id, change: input })).backoffice.changeBonusCampaign;
    setFailure(failureOf(answer));
    if (dataOf(answer)) onChanged();
  };

  // Enter in a field saves the window and terms; an action is only ever its own button.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void send({
      startsAt: instantOf(data, 'startsAt'),
      endsAt: instantOf(data, 'endsAt'),
      maxClaims: intOf(data, 'maxClaims'),
      ...(terms ? { percent: intOf(data, 'percent'), amounts: amountsOf(data), wageringMultiplier: intOf(data, 'wageringMultiplier') } : {}),
      reason: reasonOf(data),
    });
  };
  const act = (action: BonusCampaignAction) => void send({ action, reason: formRef.current ? reasonOf(new FormData(formRef.current)) : null });

  const form = (
    <form ref={formRef} className="form" noValidate onSubmit={submit} aria-busy={pending} aria-label={t(terms ? 'welcome.formLabel' : 'change.formLabel', { code: campaign.code })}>
      <FailureText failure={failure} />
      {!terms && (
        <div className="backoffice-marketing__actions">
          {actionsFor(campaign.state).map((action) => (
            <button key={action} type="button" className="button" disabled={pending} onClick={() => act(action)}>
              {t(`actions.${action}`)}
            </button>
          ))}
        </div>
      )}
      {terms && (
        <>
          <div className="backoffice-marketing__row">
            <Field id={`${prefix}-percent`} label={t('form.percent')}>
              {(id) => <input id={id} className="input" name="percent" type="number" min={0} max={1000} defaultValue={campaign.percent} />}
            </Field>
            <Field id={`${prefix}-wagering`} label={t('form.wageringMultiplier')}>
              {(id) => <input id={id} className="input" name="wageringMultiplier" type="number" min={0} max={100} defaultValue={campaign.wageringMultiplier} />}
            </Field>
          </div>
          <AmountFields idPrefix={prefix} values={campaign.amounts} />
        </>
      )}
      <div className="backoffice-marketing__row">
        <Field id={`${prefix}-startsAt`} label={t('form.startsAt')}>
          {(id) => <input id={id} className="input" name="startsAt" type="datetime-local" defaultValue={localValueOf(campaign.startsAt)} />}
        </Field>
        <Field id={`${prefix}-endsAt`} label={t('form.endsAt')}>
          {(id) => <input id={id} className="input" name="endsAt" type="datetime-local" defaultValue={localValueOf(campaign.endsAt)} />}
        </Field>
        <Field id={`${prefix}-maxClaims`} label={t('form.maxClaims')}>
          {(id) => <input id={id} className="input" name="maxClaims" type="number" min={1} defaultValue={campaign.maxClaims ?? ''} />}
        </Field>
      </div>
      <Field id={`${prefix}-reason`} label={t('form.reason')}>
        {(id) => <input id={id} className="input" name="reason" />}
      </Field>
      <button type="submit" className="button button--primary" disabled={pending}>
        {t('change.save')}
      </button>
    </form>
  );

  if (terms) return form;
  return (
    <details className="details">
      <summary>{t('change.summary', { code: campaign.code })}</summary>
      {form}
    </details>
  );
}
