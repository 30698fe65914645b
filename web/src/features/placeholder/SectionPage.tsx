import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../shell/useRouteHandle';

/** A section whose capability has not shipped yet: its real title and an honest note. */
export default function SectionPage() {
  const { t } = useTranslation(['meta', 'common']);
  const { titleKey } = useRouteHandle();
  return (
    <section className="page" data-testid="section-page">
      <h1>{t(`meta:routes.${titleKey}.title`)}</h1>
      <p className="lead">{t(`meta:routes.${titleKey}.description`)}</p>
      <p className="muted">{t('common:placeholder.section')}</p>
    </section>
  );
}
