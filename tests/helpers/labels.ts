/**
 * Labels made unique within a test file by a running number, so the keys, transaction ids and rounds
 * one test creates never meet another test's on the platform the file shares.
 */
export function numbered() {
  let n = 0;
  return (label: string) => `${label}-${++n}`;
}
