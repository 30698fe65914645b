import { Link } from 'react-router-dom';
import { useHref } from '../shell/useLanguage';

/** A labelled list of links into the user area: [path under the language, text]; `onNavigate` runs on a click (a modal closes). */
export function LinkList({ label, links, onNavigate }: { label: string; links: readonly (readonly [to: string, text: string])[]; onNavigate?: () => void }) {
  const href = useHref();
  return (
    <nav className="link-list" aria-label={label}>
      <ul>
        {links.map(([to, text]) => (
          <li key={to}>
            <Link to={href(to)} onClick={onNavigate}>
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
