import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { formatDateTime, formatMoney } from '../../features/shell/format';
import { ChangeCampaign } from './ChangeCampaign';
import { CreateCampaign } from './CreateCampaign';
import type { CampaignsPageQuery, CampaignsPageQuery$data } from './__generated__/CampaignsPageQuery.graphql';
import './marketing.css';

const campaignsQuery = graphql`
  query CampaignsPageQuery {
    backoffice {
      bonusCampaigns {
        id
        code
        title
        kind
        percent
        amounts {
          amount
          currency
        }
        wageringMultiplier
        firstDepositOnly
        startsAt
        endsAt
        maxClaims
        claims
        state
      }
    }
  }
`;

export type Campaign = CampaignsPageQuery$data['backoffice']['bonusCampaigns'][number];

/** The seeded welcome bonus (seed 000 §1 "100% welcome bonus"): its terms are edited like any campaign's. */
const WELCOME = 'WELCOME100';

/**
 * /backoffice/marketing (issue 18): every bonus campaign with its state and claims; a new code with its
 * terms, window and cap; each running or scheduled campaign paused, resumed, expired or rescheduled;
 * and the welcome bonus's terms. Every change is audited by the platform.
 */
export default function CampaignsPage() {
  const { t } = useTranslation('backoffice-marketing');
  const [fetchKey, setFetchKey] = useState(0);
  const { backoffice } = useLazyLoadQuery<CampaignsPageQuery>(campaignsQuery, {}, { fetchPolicy: 'network-only', fetchKey });
  const refresh = () => setFetchKey((key) => key + 1);
  const welcome = backoffice.bonusCampaigns.find((campaign) => campaign.code === WELCOME);

  return (
    <section className="page backoffice-page backoffice-marketing">
      <h1>{t('title')}</h1>
      <table className="backoffice-table" data-testid="campaigns">
        <caption className="visually-hidden">{t('campaigns')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.code')}</th>
            <th scope="col">{t('columns.title')}</th>
            <th scope="col">{t('columns.terms')}</th>
            <th scope="col">{t('columns.window')}</th>
            <th scope="col">{t('columns.claims')}</th>
            <th scope="col">{t('columns.state')}</th>
            <th scope="col">{t('columns.change')}</th>
          </tr>
        </thead>
        <tbody>
          {backoffice.bonusCampaigns.map((campaign) => (
            <CampaignRow key={campaign.id} campaign={campaign} onChanged={refresh} />
          ))}
        </tbody>
      </table>
      <CreateCampaign onCreated={refresh} />
      {welcome && (
        <section className="backoffice-marketing__welcome" aria-labelledby="welcome-title" data-testid="welcome-bonus">
          <h2 id="welcome-title">{t('welcome.title')}</h2>
          <p className="muted">{t('welcome.help', { code: WELCOME })}</p>
          <p data-testid="welcome-terms">
            <Terms campaign={welcome} />
          </p>
          <ChangeCampaign campaign={welcome} onChanged={refresh} terms />
        </section>
      )}
    </section>
  );
}

/** A campaign's terms in words: "100% up to €1,200.00, wager ×10" or "€10.00". */
function Terms({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('backoffice-marketing');
  const { lang = 'en-US' } = useParams();
  const amounts = campaign.amounts.map((money) => formatMoney(lang, money.amount, money.currency)).join(', ');
  return (
    <>
      {t(`kinds.${campaign.kind}`, { defaultValue: campaign.kind })}
      {': '}
      {campaign.percent > 0 ? t('terms.percent', { percent: campaign.percent, amounts }) : amounts}
      {campaign.wageringMultiplier > 0 && <>, {t('terms.wagering', { times: campaign.wageringMultiplier })}</>}
      {campaign.firstDepositOnly && <>, {t('terms.firstDeposit')}</>}
    </>
  );
}

function CampaignRow({ campaign, onChanged }: { campaign: Campaign; onChanged: () => void }) {
  const { t } = useTranslation('backoffice-marketing');
  const { lang = 'en-US' } = useParams();
  const when = (iso: unknown) => (typeof iso === 'string' ? formatDateTime(lang, iso) : null);
  const open = campaign.state !== 'EXPIRED';
  return (
    <tr data-testid={`campaign-${campaign.code}`} data-state={campaign.state}>
      <th scope="row">
        <code>{campaign.code}</code>
      </th>
      <td>{campaign.title}</td>
      <td>
        <Terms campaign={campaign} />
      </td>
      <td>
        {when(campaign.startsAt) ?? t('window.now')} – {when(campaign.endsAt) ?? t('window.open')}
      </td>
      <td data-testid="campaign-claims">{campaign.maxClaims === null ? campaign.claims : t('claimsOf', { claims: campaign.claims, max: campaign.maxClaims })}</td>
      <td data-testid="campaign-state">{t(`states.${campaign.state}`, { defaultValue: campaign.state })}</td>
      <td>{open && <ChangeCampaign campaign={campaign} onChanged={onChanged} />}</td>
    </tr>
  );
}
