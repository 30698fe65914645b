import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useModal } from '../modals/ModalContext';
import { usePreparedForViewer } from '../../routing/usePreparedForViewer';
import { PageSkeleton } from '../shell/AppLayout';
import { useHref } from '../shell/useLanguage';
import { useViewer, type ShellViewer } from '../shell/ViewerContext';

/**
 * The signed-in user area: a visitor gets the login view of authModal over the
 * page and stays on it once signed in; closing the modal instead leaves for home.
 * A viewer who signs out here (another tab, an expired session) goes home too.
 */
export function RequireViewer({ children }: { children: (viewer: ShellViewer) => ReactNode }) {
  const { t } = useTranslation('auth');
  const viewer = useViewer();
  const { open } = useModal();
  const navigate = useNavigate();
  const href = useHref();
  const latest = useRef(viewer);
  latest.current = viewer;
  const hadViewer = useRef(viewer !== null);
  const prepared = usePreparedForViewer(viewer?.id ?? null);

  const askToSignIn = () =>
    open('authModal', { view: 'login' }, () => {
      if (!latest.current) void navigate(href('home'), { replace: true });
    });

  useEffect(() => {
    if (viewer) {
      hadViewer.current = true;
      return;
    }
    if (hadViewer.current) {
      void navigate(href('home'), { replace: true });
      return;
    }
    askToSignIn();
    // askToSignIn is rebuilt every render; the prompt belongs to a change of viewer or page only.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [viewer, href, navigate]);

  if (viewer) return prepared ? <>{children(viewer)}</> : <PageSkeleton />;
  return (
    <section className="page page--center" data-testid="sign-in-required">
      <h1>{t('required.title')}</h1>
      <p className="muted">{t('required.text')}</p>
      <button type="button" className="button button--primary" onClick={askToSignIn}>
        {t('required.login')}
      </button>
    </section>
  );
}
