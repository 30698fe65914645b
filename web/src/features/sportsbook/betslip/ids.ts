/**
 * Relay global ids as the betting calls need them. The slip keeps odds by their global id (the Odd node's,
 * stable for the life of a match), while `betslip(selections)` and `placeBet` take the odd's numeric
 * REST id: the global id is base64("Odd:<id>") (Pothos relay's encoding, as pages/variables.ts assumes
 * for matches), so the number is read back from it rather than stored twice.
 */
export function oddNumber(globalId: string): number | null {
  let decoded: string;
  try {
    decoded = atob(globalId);
  } catch {
    return null;
  }
  const match = /^Odd:(\d{1,15})$/.exec(decoded);
  return match ? Number(match[1]) : null;
}

export const oddGlobalId = (id: number) => btoa(`Odd:${id}`);
