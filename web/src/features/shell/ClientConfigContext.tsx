import { createContext, useContext, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ClientConfigContext_config$data, ClientConfigContext_config$key } from './__generated__/ClientConfigContext_config.graphql';

const fragment = graphql`
  fragment ClientConfigContext_config on ClientConfig {
    versionCheckIntervalMs
    defaultCurrency
    quickDepositAmounts
    features {
      deposit
      lowBalanceModal
      affiliate
    }
  }
`;

export type ClientConfig = ClientConfigContext_config$data;

const Context = createContext<ClientConfig | null>(null);

/** The operator's configuration and feature flags, read once by the layout. */
export function ClientConfigProvider({ config, children }: { config: ClientConfigContext_config$key; children: ReactNode }) {
  const data = useFragment(fragment, config);
  return <Context.Provider value={data}>{children}</Context.Provider>;
}

export function useClientConfig(): ClientConfig {
  const config = useContext(Context);
  if (!config) throw new Error('useClientConfig outside ClientConfigProvider');
  return config;
}
