import { expect, test } from '@playwright/test';
import { fundPlayer, journeyPlayer, registerVerifiedPlayer, signInPage } from './players';
import { text } from './support';

const t = (path: string) => text('en-US', 'common', path);

test.describe.configure({ timeout: 90_000 });

// Issue 24: home offered "Sign up" to players who already have an account and are signed in.
test('home asks a visitor to sign up and a signed-in player to deposit', async ({ browser, page }) => {
  await page.goto('/en-US/home');
  const visitorHero = page.getByTestId('home-page').locator('.hero');
  await expect(visitorHero.getByRole('link', { name: t('home.cta'), exact: true })).toHaveAttribute('href', '/en-US/register');

  const player = journeyPlayer('homecta');
  await registerVerifiedPlayer(player);
  await fundPlayer(player, '5.00');
  const { context, page: signedIn } = await signInPage(browser, player, '€5.00');
  await signedIn.goto('/en-US/home');
  const hero = signedIn.getByTestId('home-page').locator('.hero');
  await expect(hero.getByRole('link', { name: t('home.ctaSignedIn'), exact: true })).toHaveAttribute('href', '/en-US/user/depositAndWithdraw/deposit');
  await expect(hero.getByRole('link', { name: t('home.cta'), exact: true })).toHaveCount(0);
  await context.close();
});
