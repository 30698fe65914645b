import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useModal } from '../modals/ModalContext';
import type { ClaimBonusData } from '../modals/content/ClaimUserBonusModal';
import { useHref } from '../shell/useLanguage';
import { bonusTone, UserBonusCard } from './UserBonusCard';
import { bonusStatusKey } from './tabs';
import type { AvailableBonuses_viewer$key } from './__generated__/AvailableBonuses_viewer.graphql';

const fragment = graphql`
  fragment AvailableBonuses_viewer on Viewer {
    bonuses {
      general {
        code
        title
        description
        kind
        status
        requiresDeposit
        firstDepositOnly
        validDays
      }
      personal {
        id
        ...UserBonusCard_bonus
      }
    }
  }
`;

/**
 * /user/bonuses/available (seed 001 §3 "Bonus lists: generalBonuses and
 * personalBonuses"): the offers any player may claim by code, with this
 * player's status of each, and the bonuses appended to this player.
 */
export function AvailableBonuses({ viewer }: { viewer: AvailableBonuses_viewer$key }) {
  const { t } = useTranslation('cashier');
  const href = useHref();
  const { open } = useModal();
  const { bonuses } = useFragment(fragment, viewer);
  return (
    <div className="stack">
      <BonusSection id="general-bonuses-title" title={t('web.bonuses.general')} emptyText={t('web.bonuses.noneAvailable')}>
        {bonuses.general.map((offer) => (
          <article key={offer.code} className="bonus-card bonus-card--offer" data-testid="bonus-offer" data-code={offer.code} data-status={offer.status}>
            <header className="bonus-card__head">
              <h3 className="bonus-card__title">{offer.title}</h3>
              {offer.status !== 'UNDEFINED' && <span className={`status ${bonusTone(offer.status)}`}>{t(bonusStatusKey(offer.status))}</span>}
            </header>
            <p className="bonus-card__description">{offer.description}</p>
            <ul className="bonus-card__tags">
              <li className="bonus-card__tag">{t('web.bonuses.code', { code: offer.code })}</li>
              {offer.requiresDeposit && <li className="bonus-card__tag">{t(offer.firstDepositOnly ? 'web.bonuses.firstDeposit' : 'web.bonuses.onDeposit')}</li>}
              <li className="bonus-card__tag">{t('web.bonuses.validDays', { count: offer.validDays })}</li>
            </ul>
            <div className="bonus-card__actions">
              {offer.status === 'UNDEFINED' && (
                <button type="button" className="button button--primary button--small" onClick={() => open('claimUserBonusModal', { code: offer.code } satisfies ClaimBonusData)}>
                  {t('web.bonuses.claim')}
                </button>
              )}
              {offer.status === 'UNDEFINED' && offer.requiresDeposit && (
                <Link className="button button--small" to={href('user/depositAndWithdraw/deposit')}>
                  {t('web.bonuses.depositFirst')}
                </Link>
              )}
            </div>
          </article>
        ))}
      </BonusSection>
      <BonusSection id="personal-bonuses-title" title={t('web.bonuses.personalTitle')} emptyText={t('web.bonuses.nonePersonal')}>
        {bonuses.personal.map((bonus) => (
          <UserBonusCard key={bonus.id} bonus={bonus} />
        ))}
      </BonusSection>
    </div>
  );
}

/** One list of the page: its title, then its cards, or what to say when it has none. */
function BonusSection({ id, title, emptyText, children }: { id: string; title: string; emptyText: string; children: readonly ReactNode[] }) {
  return (
    <section aria-labelledby={id} className="stack">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children.length === 0 ? <p className="empty-state">{emptyText}</p> : <div className="bonus-grid">{children}</div>}
    </section>
  );
}
