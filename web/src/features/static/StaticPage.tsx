import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { STATIC_PAGES } from '../../routing/pages';

interface StaticContent {
  title: string;
  intro: string;
  sections: { heading: string; body: string[] }[];
}

/** The static pages of seed 000 §2, from locales/<lang>/static.json (loaded only when one is opened). */
export default function StaticPage() {
  const { t } = useTranslation('static');
  const slug = useLocation().pathname.split('/').slice(2).join('/');
  const key = STATIC_PAGES[slug] ?? 'aboutUs';
  const page = t(key, { returnObjects: true }) as StaticContent;
  return (
    <article className="page static-page" data-testid="static-page">
      <h1>{page.title}</h1>
      <p className="lead">{page.intro}</p>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
