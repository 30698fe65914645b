import { useTranslation } from 'react-i18next';
import '../../../styles/sportsbook.css';
import { Link } from 'react-router-dom';
import { useHref } from '../../shell/useLanguage';
import { displayPrice } from '../odds/movement';
import { useOddsFormat } from '../settings/settings';
import { betslip, useBetslip } from './store';

/** The picked selections with a way to take each off; placing bets comes with the betting work. */
export function BetslipPanel() {
  const { t } = useTranslation('sportsbook');
  const selections = useBetslip();
  const format = useOddsFormat();
  const href = useHref();
  return (
    <section className="betslip" aria-labelledby="betslip-title" data-testid="betslip">
      <header className="betslip__head">
        <h2 id="betslip-title" className="sb-panel__title">
          {t('betslip.title')} <span className="badge">{selections.length}</span>
        </h2>
        {selections.length > 0 && (
          <button type="button" className="betslip__clear" onClick={() => betslip.clear()}>
            {t('betslip.clear')}
          </button>
        )}
      </header>
      {selections.length === 0 ? (
        <p className="muted betslip__empty">{t('betslip.empty')}</p>
      ) : (
        <ul className="betslip__list">
          {selections.map((selection) => (
            <li key={selection.id} className="betslip__item" data-testid="betslip-selection">
              <div className="betslip__text">
                <strong>{selection.title}</strong>
                <span>{selection.marketLabel}</span>
                {selection.matchLink ? <Link to={href(selection.matchLink)}>{selection.matchName}</Link> : <span>{selection.matchName}</span>}
              </div>
              <span className="betslip__price">{displayPrice(selection.price, format)}</span>
              <button
                type="button"
                className="icon-button betslip__remove"
                aria-label={t('betslip.remove', { selection: `${selection.title} (${selection.matchName})` })}
                onClick={() => betslip.remove(selection.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
