import { useSyncExternalStore } from 'react';

/** The bet slip's selections are kept in localStorage so the slip survives a reload (seed 002 §3). */
export const BETSLIP_STORAGE_KEY = 'oddsgate.betslip';

function read(): number {
  try {
    const selections = JSON.parse(localStorage.getItem(BETSLIP_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(selections) ? selections.length : 0;
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener('betslip-change', onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener('betslip-change', onChange);
  };
}

export const useBetslipCount = () => useSyncExternalStore(subscribe, read, () => 0);
