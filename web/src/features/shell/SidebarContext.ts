import { createContext, useContext } from 'react';

/** Seed 001 §2: the right sidebar's tabs (visitors see the slip only). */
export const SIDEBAR_TABS = ['betslip', 'pending', 'history', 'myBets', 'settings'] as const;
export type SidebarTab = (typeof SIDEBAR_TABS)[number];

/** The sidebar's state lives in the shell, so a page or a modal can open it on a tab (the reality check's "View history"). */
export const SidebarContext = createContext<{ open: boolean; setOpen: (open: boolean) => void; tab: SidebarTab; setTab: (tab: SidebarTab) => void }>({
  open: false,
  setOpen: () => {},
  tab: 'betslip',
  setTab: () => {},
});

export const useSidebar = () => useContext(SidebarContext);
