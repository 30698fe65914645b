import { RequireViewer } from '../account/RequireViewer';
import SettingsPanel from './SettingsPanel';

/** /{lang}/user/settings/customer (seed 001 §2): the sidebar's settings on a page of their own. */
export default function SettingsPage() {
  return (
    <RequireViewer>
      {() => (
        <section className="page settings-page" data-testid="settings-page">
          <SettingsPanel heading="h1" />
        </section>
      )}
    </RequireViewer>
  );
}
