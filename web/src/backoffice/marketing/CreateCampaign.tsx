import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import { AmountFields, amountsOf, Field, instantOf, intOf } from './fields';
import type { BonusCampaignKind, CreateCampaignMutation } from './__generated__/CreateCampaignMutation.graphql';

const createMutation = graphql`
  mutation CreateCampaignMutation($input: CreateBonusCampaignInput!) {
    backoffice {
      createBonusCampaign(input: $input) {
        __typename
        ... on BonusCampaignPayload {
          campaign {
            id
            code
          }
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const KINDS: readonly BonusCampaignKind[] = ['FREE_BET', 'FREE_SPINS', 'DEPOSIT', 'CASHBACK'];

/** A new campaign: its code, title and kind, what it gives, and optionally its window and cap on claims. */
export function CreateCampaign({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation('backoffice-marketing');
  const [create, pending] = usePromiseMutation<CreateCampaignMutation>(createMutation);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setCreated(null);
    const answer = (
      await create({
        input: {
          code: String(data.get('code') ?? '').trim(),
          title: String(data.get('title') ?? '').trim(),
          kind: String(data.get('kind')) as BonusCampaignKind,
          percent: intOf(data, 'percent'),
          amounts: amountsOf(data),
          spins: intOf(data, 'spins'),
          wageringMultiplier: intOf(data, 'wageringMultiplier'),
          validDays: intOf(data, 'validDays'),
          startsAt: instantOf(data, 'startsAt'),
          endsAt: instantOf(data, 'endsAt'),
          maxClaims: intOf(data, 'maxClaims'),
        },
      })
    ).backoffice.createBonusCampaign;
    setFailure(failureOf(answer));
    const made = dataOf(answer);
    if (!made) return;
    form.reset();
    setCreated(made.campaign.code);
    onCreated();
  };

  return (
    <form className="form form--wide" noValidate onSubmit={submit} aria-busy={pending} aria-labelledby="create-campaign-title">
      <h2 id="create-campaign-title">{t('create.title')}</h2>
      <FailureText failure={failure} />
      {created && (
        <p className="form-status form-status--success" role="status">
          {t('create.done', { code: created })}
        </p>
      )}
      <div className="backoffice-marketing__row">
        <Field id="campaign-code" label={t('form.code')}>
          {(id) => <input id={id} className="input" name="code" required autoComplete="off" autoCapitalize="characters" spellCheck={false} />}
        </Field>
        <Field id="campaign-title" label={t('form.title')}>
          {(id) => <input id={id} className="input" name="title" required />}
        </Field>
        <Field id="campaign-kind" label={t('form.kind')}>
          {(id) => (
            <select id={id} className="input" name="kind" defaultValue="FREE_BET">
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <p className="muted">{t('create.amountsHelp')}</p>
      <div className="backoffice-marketing__row">
        <Field id="campaign-percent" label={t('form.percent')}>
          {(id) => <input id={id} className="input" name="percent" type="number" min={0} max={1000} />}
        </Field>
        <Field id="campaign-spins" label={t('form.spins')}>
          {(id) => <input id={id} className="input" name="spins" type="number" min={0} max={1000} />}
        </Field>
        <Field id="campaign-wagering" label={t('form.wageringMultiplier')}>
          {(id) => <input id={id} className="input" name="wageringMultiplier" type="number" min={0} max={100} />}
        </Field>
        <Field id="campaign-validDays" label={t('form.validDays')}>
          {(id) => <input id={id} className="input" name="validDays" type="number" min={1} max={365} />}
        </Field>
      </div>
      <AmountFields idPrefix="campaign" />
      <div className="backoffice-marketing__row">
        <Field id="campaign-startsAt" label={t('form.startsAt')}>
          {(id) => <input id={id} className="input" name="startsAt" type="datetime-local" />}
        </Field>
        <Field id="campaign-endsAt" label={t('form.endsAt')}>
          {(id) => <input id={id} className="input" name="endsAt" type="datetime-local" />}
        </Field>
        <Field id="campaign-maxClaims" label={t('form.maxClaims')}>
          {(id) => <input id={id} className="input" name="maxClaims" type="number" min={1} />}
        </Field>
      </div>
      <button type="submit" className="button button--primary" disabled={pending}>
        {t('create.submit')}
      </button>
    </form>
  );
}
