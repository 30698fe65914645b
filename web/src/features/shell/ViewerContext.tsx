import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { retireViewerSocket } from './viewerSocket';
import type { ViewerContext_viewer$key } from './__generated__/ViewerContext_viewer.graphql';

const fragment = graphql`
  fragment ViewerContext_viewer on Viewer {
    id
    username
    accountType
    balance {
      amount
      currency
    }
    twoFactorEnabled
    previousSignInAt
  }
`;

/** Seed 001 §1: the account types that manage sub-accounts. */
const AGENT_TYPES: ReadonlySet<string> = new Set(['AGENT', 'SUPER_AGENT', 'SUPER_MASTER_AGENT']);

/** The signed-in account as the shell needs it; null for visitors. */
export interface ShellViewer {
  id: string;
  username: string;
  accountType: string;
  isAgent: boolean;
  /** An exact decimal string in major units and its currency code. */
  balance: { amount: string; currency: string };
  twoFactorEnabled: boolean;
  previousSignInAt: string | null;
}

export const ViewerContext = createContext<ShellViewer | null>(null);

export const useViewer = () => useContext(ViewerContext);

/** Reads the layout query's viewer (null when signed out) into the context the shell reads. */
export function ViewerProvider({ viewer, children }: { viewer: ViewerContext_viewer$key | null | undefined; children: ReactNode }) {
  const data = useFragment(fragment, viewer ?? null);
  const value = useMemo<ShellViewer | null>(
    () =>
      data
        ? {
            id: data.id,
            username: data.username,
            accountType: data.accountType,
            isAgent: AGENT_TYPES.has(data.accountType),
            balance: { amount: data.balance.amount, currency: data.balance.currency },
            twoFactorEnabled: data.twoFactorEnabled,
            previousSignInAt: data.previousSignInAt ?? null,
          }
        : null,
    [data],
  );
  // Without a viewer no new subscription may join a socket opened with the session that ended.
  const signedIn = value !== null;
  useEffect(() => {
    if (!signedIn) retireViewerSocket();
  }, [signedIn]);
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}
