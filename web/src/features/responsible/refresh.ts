import { createContext, useContext } from 'react';

/** The page's "read everything again", for a section whose change others show too (the history, the use of a limit). */
export const RefreshContext = createContext<{ refresh: () => Promise<void> }>({ refresh: () => Promise.resolve() });

export const useRefresh = () => useContext(RefreshContext).refresh;
