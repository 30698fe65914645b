/**
 * A player's profile as support reads it (issue 18, Players): who they are, their money, their recent
 * play, their sessions, their responsible-gambling state, KYC, and what staff noted and tagged. Each
 * section is read by its own small function (and each by the domain that owns the data where one
 * exists), so an area that adds a section adds one function here.
 */
import { kycOf } from '../../account/kyc';
import { listSessions } from '../../account/sessions';
import { TICKET_STATUS_NAMES } from '../../betting/schema';
import { casinoRounds } from '../../casino/history';
import { selectTransaction } from '../../cashier/deposits';
import { balancesOf } from '../../cashier/history';
import { transactionView, type TransactionRow } from '../../cashier/views';
import type { Db } from '../../db/connection';
import { formatMinor } from '../../money';
import type { SupportedLanguage } from '../../reference/data';
import { overview } from '../../responsible/service';

/** How many of each recent list the profile shows (the player's own history pages show the rest). */
export const RECENT = 10;

async function recentTickets(db: Db, userId: bigint) {
  const rows = await db
    .selectFrom('tickets')
    .select(['id', 'bet_type', 'status', 'currency', 'stake', 'potential_return', 'outcome', 'returned', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(RECENT)
    .execute();
  return rows.map((row) => ({
    Id: String(row.id),
    BetType: String(row.bet_type),
    Status: TICKET_STATUS_NAMES[row.status] ?? String(row.status),
    Outcome: row.outcome === null ? null : String(row.outcome),
    Currency: row.currency,
    Stake: formatMinor(row.stake, row.currency),
    PotentialReturn: formatMinor(row.potential_return, row.currency),
    Returned: row.returned === null ? null : formatMinor(row.returned, row.currency),
    PlacedAt: row.created_at.toISOString(),
  }));
}

async function recentRounds(db: Db, userId: bigint) {
  const { rounds } = await casinoRounds(db, userId, {}, RECENT, null);
  const games = rounds.length ? await db.selectFrom('casino_games').select(['id', 'title']).where('id', 'in', [...new Set(rounds.map((r) => Number(r.game_id)))]).execute() : [];
  return rounds.map((round) => ({
    Id: round.key,
    Game: games.find((game) => game.id === Number(round.game_id))?.title ?? String(round.game_id),
    Provider: round.provider,
    Currency: round.currency,
    Stake: formatMinor(BigInt(round.stake), round.currency),
    Win: formatMinor(BigInt(round.win), round.currency),
    Status: round.status,
    StartedAt: new Date(round.started_at).toISOString(),
  }));
}

async function recentTransactions(db: Db, userId: bigint, lang: SupportedLanguage) {
  const rows = (await selectTransaction(db).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(RECENT).execute()) as TransactionRow[];
  return rows.map((row) => transactionView(row, lang));
}

async function sessionsOf(db: Db, userId: bigint) {
  return (await listSessions(db, userId)).map((row) => ({
    Id: String(row.id),
    Ip: row.ip,
    UserAgent: row.user_agent,
    StartedAt: row.created_at.toISOString(),
    LastSeenAt: row.last_seen_at.toISOString(),
    ExpiresAt: row.expires_at.toISOString(),
  }));
}

async function responsibleOf(db: Db, userId: bigint) {
  const state = await overview(db, userId);
  return { Currency: state.Currency, Limits: state.Limits, SessionLimitMinutes: state.SessionLimitMinutes, Exclusion: state.Exclusion, SignInPausedUntil: state.SignInPausedUntil };
}

export async function notesOf(db: Db, userId: bigint) {
  const rows = await db
    .selectFrom('player_notes')
    .innerJoin('staff', 'staff.id', 'player_notes.staff_id')
    .select(['player_notes.id', 'player_notes.body', 'player_notes.created_at', 'staff.username'])
    .where('player_notes.user_id', '=', userId)
    .orderBy('player_notes.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({ Id: String(row.id), Body: row.body, Author: row.username, CreatedAt: row.created_at.toISOString() }));
}

export async function tagsOf(db: Db | Parameters<typeof kycOf>[0], userId: bigint) {
  return (await db.selectFrom('player_tags').select('tag').where('user_id', '=', userId).orderBy('tag').execute()).map((row) => row.tag);
}

/** The whole profile, or null when no such player. */
export async function playerProfile(db: Db, userId: bigint, lang: SupportedLanguage) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'first_name', 'last_name', 'country_code', 'currency', 'locked', 'totp_secret', 'email_verified', 'created_at', 'last_sign_in_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const [balances, tickets, rounds, transactions, sessions, responsible, kyc, notes, tags] = await Promise.all([
    balancesOf(db, userId, user.currency).then((rows) => rows.map((row) => ({ Currency: row.Currency, Cash: row.Balance, Bonus: row.BonusBalance, Reserved: row.ReservedBalance }))),
    recentTickets(db, userId),
    recentRounds(db, userId),
    recentTransactions(db, userId, lang),
    sessionsOf(db, userId),
    responsibleOf(db, userId),
    kycOf(db, userId),
    notesOf(db, userId),
    tagsOf(db, userId),
  ]);
  return {
    Player: {
      Id: String(user.id),
      UserName: user.username,
      Email: user.email,
      Name: [user.first_name, user.last_name].filter(Boolean).join(' '),
      CountryCode: user.country_code,
      Currency: user.currency,
      Locked: user.locked,
      TwoFactorEnabled: user.totp_secret !== null,
      EmailVerified: user.email_verified,
      CreatedAt: user.created_at.toISOString(),
      LastSignInAt: user.last_sign_in_at?.toISOString() ?? null,
    },
    Balances: balances,
    Tickets: tickets,
    CasinoRounds: rounds,
    Transactions: transactions,
    Sessions: sessions,
    Responsible: responsible,
    KycStatus: kyc.Status,
    Notes: notes,
    Tags: tags,
  };
}
