import { expect, test, type Page } from '@playwright/test';
import { fillLogin, fundPlayer, journeyPlayer, registerVerifiedPlayer, signInPage } from './players';
import { text } from './support';

const t = (path: string) => text('en-US', 'common', path);

/** The app is still there around the dialog: its header and navigation, not the route's error page. */
async function expectAppKept(page: Page) {
  await expect(page.getByRole('heading', { name: t('errors.somethingWentWrong') })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
}

// Seed 000 §2 and seed 001 §2: these modals are opened by the site with the data they show; a link that
// names one without it (a bookmark, a pasted address) used to replace the whole app with the error page.
for (const tag of ['X1WidgetModal', 'X1TransferModal', 'cancelWithdrawalModal', 'modal']) {
  test(`/open-modal/${tag} without its data says so in the modal and keeps the app`, async ({ page }) => {
    await page.goto(`/en-US/open-modal/${tag}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(t('modals.missingData.message'));
    await expectAppKept(page);
    await dialog.getByRole('button', { name: t('modals.ok') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en-US\/home$/);
  });
}

test('/open-modal/modal/… shows its text under the generic title', async ({ page }) => {
  await page.goto('/en-US/open-modal/modal/Back%20soon');
  const dialog = page.getByRole('dialog', { name: t('modals.titles.modal') });
  await expect(dialog).toContainText('Back soon');
});

test('/open-modal/authModal/deposit opens the deposit tab: sign in first, then the deposit form', async ({ browser }) => {
  const player = journeyPlayer('authdep');
  await registerVerifiedPlayer(player);
  await fundPlayer(player, '5.00');
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': player.address } });
  const page = await context.newPage();
  await page.goto('/en-US/open-modal/authModal/deposit');
  const dialog = page.getByRole('dialog');
  const depositTab = dialog.getByRole('tab', { name: t('modals.authModal.depositTab') });
  await expect(depositTab).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tabpanel')).toContainText(t('modals.authModal.depositText'));
  // Signing in from the deposit tab carries on to the deposit form rather than closing.
  await fillLogin(page, player);
  const account = page.getByRole('dialog', { name: t('modals.titles.userAccountModal') });
  await expect(account.getByRole('tab', { name: text('en-US', 'cashier', 'web.userAccountModal.deposit') })).toHaveAttribute('aria-selected', 'true');
  await context.close();
});

test.describe('signed in', () => {
  test.describe.configure({ timeout: 90_000 });

  test('twoFactorAuthModal is the two-factor setting; a mystery jackpot by URL shows no win the player did not have', async ({ browser }) => {
    const player = journeyPlayer('modal2fa');
    await registerVerifiedPlayer(player);
    await fundPlayer(player, '5.00');
    const { context, page } = await signInPage(browser, player, '€5.00');

    await page.goto('/en-US/open-modal/twoFactorAuthModal');
    const dialog = page.getByRole('dialog', { name: text('en-US', 'auth', 'security.twoFactor.title') });
    await expect(dialog.getByRole('button', { name: text('en-US', 'auth', 'security.twoFactor.setUp') })).toBeVisible();
    await expect(dialog).not.toContainText(t('placeholder.modal'));

    await page.goto('/en-US/open-modal/mysteryJackpotWinModal/Grand');
    const jackpot = page.getByRole('dialog');
    await expect(jackpot).toContainText(text('en-US', 'casino', 'web.jackpots.noWin'));
    await expect(jackpot).not.toContainText(text('en-US', 'casino', 'web.jackpots.won'));
    await expect(jackpot.getByTestId('jackpot-win-amount')).toHaveCount(0);
    await context.close();
  });
});

test('a visitor opening the mystery jackpot by URL is told there is no win to show', async ({ page }) => {
  await page.goto('/en-US/open-modal/mysteryJackpotWinModal');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text('en-US', 'casino', 'web.jackpots.noWin'));
  await expect(dialog).not.toContainText(text('en-US', 'casino', 'web.jackpots.won'));
});

test('twoFactorAuthModal asks a visitor to log in first', async ({ page }) => {
  await page.goto('/en-US/open-modal/twoFactorAuthModal');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text('en-US', 'auth', 'required.text'));
  await expect(dialog).not.toContainText(t('placeholder.modal'));
});

// Issue 24: the banner said "up to 1200" with no currency.
for (const lang of ['en-US', 'sv-SE']) {
  test(`${lang}: the login banner's welcome bonus names its currency`, async ({ page }) => {
    await page.goto(`/${lang}/login`);
    const amount = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(1200);
    await expect(page.getByRole('dialog').locator('.auth-banner')).toContainText(amount);
  });
}
