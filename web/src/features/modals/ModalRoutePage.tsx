import { useEffect, type ComponentProps } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import HomePage from '../home/HomePage';
import { useHref } from '../shell/useLanguage';
import { useModal } from './ModalContext';
import { isModalTag, type ModalTag } from './registry';

const MODAL_OF_PATH: Record<string, { tag: ModalTag; data?: unknown }> = {
  login: { tag: 'authModal', data: { view: 'login' } },
  register: { tag: 'authModal', data: { view: 'register' } },
  'lost-password': { tag: 'forgottenPasswordModal' },
};

/**
 * /login, /register, /lost-password and /open-modal/{modal}/{data?}: the home
 * page with the named modal open over it (the route prepares home's query); closing the modal leaves for home.
 */
export default function ModalRoutePage(home: ComponentProps<typeof HomePage>) {
  const { modal, data } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const href = useHref();
  const { open } = useModal();
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';

  useEffect(() => {
    const target = modal !== undefined ? (isModalTag(modal) ? { tag: modal, data: modalData(modal, data) } : null) : MODAL_OF_PATH[last];
    if (!target) {
      navigate(href('404'), { replace: true });
      return;
    }
    open(target.tag, target.data, () => navigate(href('home'), { replace: true }));
  }, [modal, data, last, open, navigate, href]);

  return <HomePage {...home} />;
}

/**
 * authModal takes its view from the data segment (/open-modal/authModal/login),
 * resetPasswordModal its token; others get the decoded text.
 */
function modalData(tag: ModalTag, data: string | undefined): unknown {
  if (data === undefined) return undefined;
  if (tag === 'authModal') return { view: data };
  if (tag === 'resetPasswordModal') return { token: data };
  return { message: data };
}
