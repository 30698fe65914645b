import { startTransition, useState } from 'react';

/**
 * A list whose rows leave it once decided (the KYC queue, the open flags): each decision is announced
 * and the list asked for again, the old one staying on screen meanwhile.
 */
export function useDecidedList() {
  const [fetchKey, setFetchKey] = useState(0);
  const [announced, setAnnounced] = useState<string | null>(null);
  const decided = (message: string) => {
    setAnnounced(message);
    startTransition(() => setFetchKey((key) => key + 1));
  };
  return { fetchKey, announced, decided };
}
