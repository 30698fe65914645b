import { createContext, useContext } from 'react';

/** The signed-in account as the shell needs it; null for visitors. Filled by the accounts capability. */
export interface ShellViewer {
  username: string;
  isAgent: boolean;
}

export const ViewerContext = createContext<ShellViewer | null>(null);

export const useViewer = () => useContext(ViewerContext);
