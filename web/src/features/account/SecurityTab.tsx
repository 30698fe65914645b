import { graphql, useFragment } from 'react-relay';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import type { SecurityTab_viewer$key } from './__generated__/SecurityTab_viewer.graphql';

const fragment = graphql`
  fragment SecurityTab_viewer on Viewer {
    ...ChangePasswordForm_viewer
    ...TwoFactorSection_viewer
    ...SessionsSection_viewer
  }
`;

/** Seed 001 §2 Account Information → Account Safety: password, two-factor sign-in and sessions. */
export function SecurityTab({ viewer }: { viewer: SecurityTab_viewer$key }) {
  const data = useFragment(fragment, viewer);
  return (
    <div className="stack">
      <ChangePasswordForm viewer={data} />
      <TwoFactorSection viewer={data} />
      <SessionsSection viewer={data} />
    </div>
  );
}
