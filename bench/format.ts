/** How the benches print figures: counts with thousands separators, minor units as money (1234 → "12.34"). */
export const count = (value: number) => Math.round(value).toLocaleString('en-US');

export const money = (minor: bigint) => `${minor < 0n ? '-' : ''}${(minor < 0n ? -minor : minor) / 100n}.${String((minor < 0n ? -minor : minor) % 100n).padStart(2, '0')}`;
