/** A slot to play and one spin of it, for the journeys that play casino games for money. */
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { PLATFORM_URL, text } from './support';

interface CatalogueGame {
  Id: number;
  Title: string;
}

/** A slot of the catalogue and a word of its title only a few games share: what a player would type. */
export async function slotToFind(): Promise<{ game: CatalogueGame; term: string }> {
  const response = await fetch(`${PLATFORM_URL}/api/casino/games?Kind=slot&First=50`);
  const { Games } = (await response.json()) as { Games: CatalogueGame[] };
  const game = Games.find((candidate) => candidate.Title.split(' ').some((word) => word.length > 4))!;
  const term = game.Title.split(' ').find((word) => word.length > 4)!.toLowerCase();
  return { game, term };
}

/** An amount as the page shows it ("€98.50", "98.50"), in cents. */
export const minor = (amount: string) => Math.round(Number(amount.replace(/[^\d.]/g, '')) * 100);
export const headerBalance = (page: Page) => page.getByTestId('user-balance');

/** One spin in the frame: the play button, then the result line naming the new round once it is over. */
export async function spin(frame: FrameLocator) {
  const play = frame.getByTestId('game-play');
  await expect(play).toBeEnabled();
  const result = frame.getByTestId('game-result');
  const before = await result.getAttribute('data-round');
  // A mystery jackpot can fall on any real bet (1 in 2,000 for the Mini): its modal covers the game
  // until the player closes it, as a player would. A click the modal took placed no bet.
  const page = frame.owner().page();
  await expect(async () => {
    const won = page.getByTestId('jackpot-win-amount');
    if (await won.isVisible()) await page.getByRole('dialog').getByRole('button', { name: text('en-US', 'casino', 'web.jackpots.collect') }).click();
    await play.click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(result).toHaveAttribute('data-round', /./, { timeout: 15_000 });
  await expect(result).not.toHaveAttribute('data-round', before ?? '');
  await expect(play).toBeEnabled();
}
