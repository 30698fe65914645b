import { createContext, useContext } from 'react';

/** The signed-in member of staff, as the layout loaded them. */
export interface Staff {
  readonly id: string;
  readonly userName: string;
  readonly displayName: string;
  readonly roles: readonly string[];
}

export const StaffContext = createContext<Staff | null>(null);

/** The signed-in member of staff (inside the layout only). */
export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the back-office layout');
  return staff;
}
