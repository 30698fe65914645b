import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHref } from './useLanguage';

const LINKS = [
  ['about-us', 'aboutUs'],
  ['help', 'help'],
  ['faq', 'faq'],
  ['payment-methods', 'paymentMethods'],
  ['affiliate', 'affiliate'],
  ['terms-and-conditions', 'termsAndConditions'],
  ['bonus-terms-conditions', 'bonusTermsConditions'],
  ['privacy-policy', 'privacyPolicy'],
  ['cookies-policy', 'cookiesPolicy'],
  ['responsible-gaming', 'responsibleGaming'],
  // Issue 17: the notice below promises the tools; this is where they are (a visitor is asked to sign in).
  ['user/responsibleGambling', 'responsibleGambling'],
  ['self-exclusion-terms-and-conditions', 'selfExclusionTermsAndConditions'],
  ['aml-policy', 'amlPolicy'],
] as const;

/** The copyright year is the year the page was loaded, not re-read on every render. */
const YEAR = new Date().getFullYear();

export function Footer() {
  const { t } = useTranslation(['common', 'meta']);
  const href = useHref();
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label={t('footer.label')}>
        {LINKS.map(([path, key]) => (
          <Link key={path} to={href(path)}>
            {t(`meta:routes.${key}.title`)}
          </Link>
        ))}
      </nav>
      <p className="footer__notice">
        <span className="age-badge" aria-hidden="true">
          18+
        </span>
        {t('footer.notice')}
      </p>
      <p className="footer__legal muted">{t('footer.legal', { year: YEAR })}</p>
    </footer>
  );
}
