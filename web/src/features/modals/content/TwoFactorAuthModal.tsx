import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { TwoFactorSection } from '../../account/TwoFactorSection';
import { useViewer } from '../../shell/ViewerContext';
import type { ModalProps } from '../registry';
import { useModalEntry } from '../ModalContext';
import { SignInFirst } from './SignInFirst';
import type { TwoFactorAuthModalQuery } from './__generated__/TwoFactorAuthModalQuery.graphql';

const query = graphql`
  query TwoFactorAuthModalQuery {
    viewer {
      ...TwoFactorSection_viewer
    }
  }
`;

/**
 * twoFactorAuthModal (seed 000 §2): the player's two-factor sign-in over any page, the same setting as
 * Account Safety (set up with a code and recovery codes, or turned off), whose heading titles the dialog. Signing in with a code is the
 * authModal's 2fa view; a visitor is asked to log in first.
 */
export default function TwoFactorAuthModal({ close }: ModalProps<unknown>) {
  const { t } = useTranslation('common');
  const viewer = useViewer();
  const { titleId } = useModalEntry();
  if (!viewer) return <SignInFirst title={t('modals.titles.twoFactorAuthModal')} />;
  return (
    <>
      <Suspense fallback={<div className="modal__loading" aria-busy="true" />}>
        <Setting viewerId={viewer.id} titleId={titleId} />
      </Suspense>
      <div className="modal__actions">
        <button type="button" className="button" onClick={close}>
          {t('modals.close')}
        </button>
      </div>
    </>
  );
}

function Setting({ viewerId, titleId }: { viewerId: string; titleId: string }) {
  // Keyed by the viewer so another account signing in never sees the previous one's setting.
  const data = useLazyLoadQuery<TwoFactorAuthModalQuery>(query, {}, { fetchPolicy: 'store-and-network', fetchKey: viewerId });
  return data.viewer ? <TwoFactorSection viewer={data.viewer} titleId={titleId} /> : null;
}
