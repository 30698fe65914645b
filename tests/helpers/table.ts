/**
 * The table-driven test of a pure function (STYLE.md: one row per case): one test per row, named by
 * `title` formatted with the row as it.each does, asserting that `fn` of the row's inputs is (toBe) the
 * row's last cell.
 */
import { expect, it } from 'vitest';

export function itReturns<I, O>(title: string, fn: (input: I) => O, rows: ReadonlyArray<readonly [I, O]>): void;
export function itReturns<I, J, O>(title: string, fn: (input: I, other: J) => O, rows: ReadonlyArray<readonly [I, J, O]>): void;
export function itReturns(title: string, fn: (...inputs: unknown[]) => unknown, rows: ReadonlyArray<readonly unknown[]>) {
  it.each(rows.map((row) => [...row]))(title, (...row: unknown[]) => {
    expect(fn(...row.slice(0, -1))).toBe(row.at(-1));
  });
}
