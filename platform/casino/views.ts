/** Rows → the REST contract's shapes, in the caller's language and in major units. */
import { formatMinor } from '../money';
import type { listPools } from './jackpots';
import type { Launch } from './sessions';

export const jackpotView = (pool: Awaited<ReturnType<typeof listPools>>[number]) => ({
  Id: pool.id,
  Code: pool.code,
  Name: pool.name,
  Currency: pool.currency,
  Amount: formatMinor(pool.amount, pool.currency),
});

/** A currency's sign as a tiny inline picture: Rocket's launch data wants an icon URL and nothing is fetched from elsewhere. */
const currencyIcon = (currency: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#f5b700"/><text x="16" y="21" text-anchor="middle" font-size="${currency.length > 3 ? 8 : 11}" font-family="sans-serif" font-weight="700">${currency}</text></svg>`)}`;

/** Seed 002 §3: a launch answers Url, or Data for the providers whose client builds the game itself. */
export function launchView(launch: Launch, shape: 'url' | 'data') {
  const { session, game } = launch;
  const data =
    shape === 'url'
      ? null
      : game.provider === 'rocket'
        ? {
            BrandId: 'oddsgate',
            GameId: game.provider_game_key,
            RoomId: String(game.id),
            UserToken: session.token,
            UserName: launch.username ?? 'guest',
            Lang: session.language,
            CurrencyIconURL: currencyIcon(session.currency),
            GameUrl: launch.url,
          }
        : { GameId: game.provider_game_key, Token: session.token, Lang: session.language, Currency: session.currency, Mode: session.mode, GameUrl: launch.url };
  return {
    Url: shape === 'url' ? launch.url : null,
    Data: data,
    SessionId: session.token,
    Mode: session.mode,
    GameId: game.id,
    Currency: session.currency,
    ExpiresAt: session.expiresAt.toISOString(),
  };
}
