/**
 * The messages the site posts to a game page in its frame (platform/casino/gameserver/page.ts listens).
 * Issue 17: while the reality check covers the game, the site pauses it: the page takes no play until
 * resumed. The frame is inert then too; the pause is the game's own word on it.
 */
export const GAME_PAUSE_MESSAGE = 'oddsgate:game-pause';

export interface GamePauseMessage {
  type: typeof GAME_PAUSE_MESSAGE;
  paused: boolean;
}

export const gamePauseMessage = (paused: boolean): GamePauseMessage => ({ type: GAME_PAUSE_MESSAGE, paused });
