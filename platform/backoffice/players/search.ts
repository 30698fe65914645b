/**
 * Finding a player (issue 18, Players): one query box that matches an account number exactly, an
 * address a session or a successful sign-in came from exactly, and a user name, e-mail or real name by
 * substring. Paginated by offset (a support search is read page by page, not streamed).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export const SEARCH_PAGE_SIZE = 20;

/** LIKE's wildcards in what the staff typed are matched literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchPlayers(db: Db, query: string, page: number) {
  const q = query.trim();
  const pattern = `%${literal(q.toLowerCase())}%`;
  const isId = /^\d{1,18}$/.test(q);
  const base = db.selectFrom('users').where((eb) =>
    eb.or([
      ...(isId ? [eb('users.id', '=', BigInt(q))] : []),
      eb(sql`lower(users.username)`, 'like', pattern),
      eb(sql`lower(users.email)`, 'like', pattern),
      eb(sql`lower(coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, ''))`, 'like', pattern),
      // The address: any session it opened, or a successful sign-in from it (the registration signs in).
      eb.exists(eb.selectFrom('sessions').select(sql`1`.as('one')).whereRef('sessions.user_id', '=', 'users.id').where('sessions.ip', '=', q)),
      eb.exists(eb.selectFrom('login_attempts').select(sql`1`.as('one')).whereRef('login_attempts.user_id', '=', 'users.id').where('login_attempts.ip', '=', q).where('login_attempts.success', '=', true)),
    ]),
  );
  const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'username', 'email', 'first_name', 'last_name', 'country_code', 'currency', 'locked', 'created_at', 'last_sign_in_at'])
    .orderBy('id', 'desc')
    .limit(SEARCH_PAGE_SIZE)
    .offset((page - 1) * SEARCH_PAGE_SIZE)
    .execute();
  return {
    Players: rows.map((row) => ({
      Id: String(row.id),
      UserName: row.username,
      Email: row.email,
      Name: [row.first_name, row.last_name].filter(Boolean).join(' '),
      CountryCode: row.country_code,
      Currency: row.currency,
      Locked: row.locked,
      CreatedAt: row.created_at.toISOString(),
      LastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
    })),
    TotalRecords: total,
    Page: page,
    PageSize: SEARCH_PAGE_SIZE,
  };
}
