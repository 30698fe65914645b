/**
 * Crypto deposits (seed 001 §3 "Blockchain subaddress: Blockchain, CryptoCurrency";
 * §9 minimum amounts). Every player has one address per chain, derived with
 * HMAC from a server secret, the player and the chain, and stored: the same
 * player always gets the same address, no two players share one, and nobody
 * without the secret can compute another player's.
 */
import { createHmac } from 'node:crypto';
import { CURRENCIES } from '../reference/data';
import type { Db } from '../db/connection';

/** The chain each coin of the deposit list travels on (mBTC and mETH are milli-units of BTC and ETH). */
export const BLOCKCHAIN_OF: Record<string, string> = {
  BTC: 'bitcoin',
  mBTC: 'bitcoin',
  ETH: 'ethereum',
  mETH: 'ethereum',
  REP: 'ethereum',
  USDTE: 'ethereum',
  LTC: 'litecoin',
  BCH: 'bitcoin-cash',
  DOGE: 'dogecoin',
  NEO: 'neo',
  ADA: 'cardano',
  USDTT: 'tron',
  BNB: 'bnb-smart-chain',
};

/** Seed 001 §9 minimums (BTC 0.0002, LTC 0.01, ETH 0.01, mETH 1, BCH 0.001, DOGE 1, NEO 1, USDT 0.01) via the reference data. */
export const minimumCryptoDeposit = (currency: string) => CURRENCIES.find((c) => c.abbreviation === currency)?.minimumDeposit ?? '0';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function encode(bytes: Buffer, alphabet: string, length: number): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  const base = BigInt(alphabet.length);
  while (out.length < length) {
    out += alphabet[Number(value % base)];
    value /= base;
  }
  return out;
}

/** Address formats per chain (the sandbox's: right shape, no funds ever arrive on a real chain). */
const FORMATS: Record<string, (bytes: Buffer) => string> = {
  bitcoin: (b) => `bc1q${encode(b, BECH32, 38)}`,
  litecoin: (b) => `ltc1q${encode(b, BECH32, 38)}`,
  'bitcoin-cash': (b) => `bitcoincash:q${encode(b, BECH32, 41)}`,
  dogecoin: (b) => `D${encode(b, BASE58, 33)}`,
  ethereum: (b) => `0x${b.subarray(0, 20).toString('hex')}`,
  'bnb-smart-chain': (b) => `0x${b.subarray(0, 20).toString('hex')}`,
  tron: (b) => `T${encode(b, BASE58, 33)}`,
  neo: (b) => `N${encode(b, BASE58, 33)}`,
  cardano: (b) => `addr1q${encode(Buffer.concat([b, b]), BECH32, 57)}`,
};

export function deriveAddress(secret: string, userId: bigint, blockchain: string): string {
  const bytes = createHmac('sha256', secret).update(`deposit-address:${userId}:${blockchain}`).digest();
  const format = FORMATS[blockchain];
  if (!format) throw new Error(`no address format for ${blockchain}`);
  return format(bytes);
}

/** The player's address on the coin's chain: stored the first time, read ever after. */
export async function depositAddress(db: Db, secret: string, userId: bigint, currency: string) {
  const blockchain = BLOCKCHAIN_OF[currency];
  if (!blockchain) return null;
  await db
    .insertInto('cashier_crypto_addresses')
    .values({ user_id: userId, blockchain, address: deriveAddress(secret, userId, blockchain) })
    .onConflict((oc) => oc.columns(['user_id', 'blockchain']).doNothing())
    .execute();
  const row = await db
    .selectFrom('cashier_crypto_addresses')
    .select(['address', 'blockchain'])
    .where('user_id', '=', userId)
    .where('blockchain', '=', blockchain)
    .executeTakeFirstOrThrow();
  return addressView(row, currency);
}

const addressView = (row: { blockchain: string; address: string }, currency: string) => ({ Blockchain: row.blockchain, CryptoCurrency: currency, Address: row.address, MinimumAmount: minimumCryptoDeposit(currency) });

/** Every address the player was given, once per coin of its chain (the ethereum address also serves mETH, REP and USDTE). */
export async function depositAddresses(db: Db, userId: bigint) {
  const rows = await db.selectFrom('cashier_crypto_addresses').select(['blockchain', 'address']).where('user_id', '=', userId).orderBy('blockchain').execute();
  return rows.flatMap((row) =>
    Object.entries(BLOCKCHAIN_OF)
      .filter(([, chain]) => chain === row.blockchain)
      .map(([currency]) => addressView(row, currency)),
  );
}
