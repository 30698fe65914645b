import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer, platform, signInByRest, submitLogin } from './players';
import { PLATFORM_URL, text } from './support';

// Issue 17's journey: a deposit limit that refuses, a raise that waits its cooling-off and a confirmation,
// then a self-exclusion that signs every open tab out and refuses the next sign-in. One player, in order.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const player = journeyPlayer('limits');
const ADMIN = { 'x-admin-token': process.env.ADMIN_TOKEN ?? 'oddsgate-admin' };

const rg = (path: string) => text('en-US', 'responsible', path);
const cashier = (path: string) => text('en-US', 'cashier', path);
const common = (path: string) => text('en-US', 'common', path);

/** A translated template as a pattern: the named values filled in, the others (moments the platform prints) any text. */
function pattern(template: string, values: Record<string, string> = {}): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name in values ? values[name]!.replace(/[.*+?^$()|[\]\\]/g, '\\$&') : '.+')));
}

let context: BrowserContext;
let page: Page;
let userId: string;
let coolingOffHours: number;
const voucher = `E2E-RG-${player.username.replace(/_/g, '-').toUpperCase()}`.slice(0, 40);

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await fundedPlayerPage(browser, player, '10.00'));
  const session = await signInByRest(player);
  userId = session.User.Id;
  // The player's jurisdiction profile names the cooling-off; the journey waits exactly that long (plus a minute).
  const state = await platform<{ Profile: { CoolingOffHours: number } }>(player, '/api/responsible', undefined, { 'x-session-token': session.SessionToken });
  coolingOffHours = state.Profile.CoolingOffHours;
  // A €60 voucher: a deposit that credits at once, above the limit the journey sets.
  await platform(player, '/api/admin/cashier/vouchers', { Currency: 'EUR', Amount: '60', Code: voucher }, ADMIN);
});

test.afterAll(async () => {
  await context?.close();
});

const depositRow = () => page.getByTestId('rg-limit-deposit-day');
// Its name says which limit it confirms: nine windows may each show one.
const confirmButton = () => depositRow().getByRole('button', { name: rg('page.limits.confirmLabel').replace('{{limit}}', 'deposit limit (24 hours)'), exact: true });
const amountField = () => depositRow().getByLabel('New deposit limit (24 hours) in EUR', { exact: true });

async function depositVoucher() {
  await page.goto('/en-US/user/depositAndWithdraw/deposit');
  await page.getByRole('group', { name: cashier('web.deposit.methods') }).getByRole('radio', { name: /Vouchers/ }).check();
  const form = page.getByRole('form', { name: /Deposit with Vouchers/ });
  await form.getByLabel(cashier('web.fields.VoucherCode'), { exact: true }).fill(voucher);
  await form.getByRole('button', { name: cashier('web.deposit.submit'), exact: true }).click();
  return form;
}

test('a deposit limit set on the page refuses a deposit above it, with its message; the balance stays', async () => {
  // The footer's promise of limits, time-outs and self-exclusion links to them; the user menu lists the page.
  const title = text('en-US', 'meta', 'routes.responsibleGambling.title');
  await expect(page.getByRole('navigation', { name: common('footer.label') }).getByRole('link', { name: title, exact: true })).toHaveAttribute('href', '/en-US/user/responsibleGambling');
  await page.locator('.user-menu summary').click();
  await page.locator('.user-menu').getByRole('link', { name: common('userMenu.responsibleGambling') }).click();
  await expect(page).toHaveURL(/\/en-US\/user\/responsibleGambling$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(depositRow().getByTestId('rg-limit-amount')).toHaveText(rg('page.limits.none'));

  await amountField().fill('50');
  await depositRow().getByRole('button', { name: rg('page.limits.set'), exact: true }).click();
  await expect(depositRow().getByTestId('rg-limit-status')).toHaveText(rg('page.limits.applied'));
  await expect(depositRow().getByTestId('rg-limit-amount')).toHaveText('€50.00');
  // The €10 that funded the player counts in the 24 hours.
  await expect(depositRow().getByTestId('rg-limit-remaining')).toHaveText('€40.00');
  await expect(page.getByTestId('rg-history-entry').first()).toHaveText(/Your deposit limit \(24 hours\) was set to €50\.00\./);

  // The deposit page leads back to the limits.
  await page.goto('/en-US/user/depositAndWithdraw/deposit');
  await expect(page.getByTestId('deposit-limit-link')).toHaveText(rg('page.depositLink'));

  const form = await depositVoucher();
  await expect(form.getByRole('alert')).toContainText(
    pattern(rg('errors.DEPOSIT_LIMIT_REACHED'), { period: rg('periods.day'), limit: '50.00 EUR', remaining: '40.00 EUR' }),
  );
  await expect(page.getByTestId('user-balance')).toHaveText('€10.00');
});

test('a raise waits the cooling-off with its date, then "Confirm" puts it in force and the same deposit is credited', async () => {
  await page.goto('/en-US/user/responsibleGambling');
  await amountField().fill('100');
  await depositRow().getByRole('button', { name: rg('page.limits.set'), exact: true }).click();
  await expect(depositRow().getByTestId('rg-limit-status')).toHaveText(rg('page.limits.pendingSaved').replace('{{hours}}', String(coolingOffHours)));
  // The tighter limit stays in force meanwhile; the raise shows with the moment it can be confirmed.
  await expect(depositRow().getByTestId('rg-limit-amount')).toHaveText('€50.00');
  await expect(depositRow().getByTestId('rg-limit-pending')).toHaveText(pattern(rg('page.limits.pending'), { amount: '€100.00' }));
  await expect(confirmButton()).toHaveCount(0);

  // The operator's test hook moves the player's clock past the cooling-off.
  await platform(player, `/api/admin/responsible/${userId}/clock`, { AdvanceMinutes: coolingOffHours * 60 + 1 }, ADMIN);
  await page.reload();
  await expect(confirmButton()).toHaveText(rg('page.limits.confirm'));
  await confirmButton().click();
  await expect(depositRow().getByTestId('rg-limit-status')).toHaveText(rg('page.limits.confirmed'));
  await expect(depositRow().getByTestId('rg-limit-amount')).toHaveText('€100.00');
  await expect(depositRow().getByTestId('rg-limit-pending')).toHaveCount(0);

  const form = await depositVoucher();
  await expect(form.getByRole('status')).toContainText(pattern(cashier('web.deposit.credited'), { amount: '€60.00' }));
  await expect(page.getByTestId('user-balance')).toHaveText('€70.00');
});

test('a self-exclusion signs out every open tab at once with its end, and the next sign-in is refused with its message', async ({ browser }) => {
  const other = await context.newPage();
  await other.goto('/en-US/user/myAccount');
  await expect(other.getByTestId('my-account-page')).toBeVisible();

  await page.goto('/en-US/user/responsibleGambling');
  const section = page.getByRole('region', { name: rg('page.selfExclusion.title') });
  await expect(section.getByRole('link', { name: rg('page.selfExclusion.termsLink') })).toHaveAttribute('href', '/en-US/self-exclusion-terms-and-conditions');
  await section.getByRole('radio', { name: rg('page.selfExclusion.terms.6m') }).check();
  await section.getByRole('button', { name: rg('page.selfExclusion.submit'), exact: true }).click();
  const step = section.getByRole('alertdialog', { name: rg('page.confirmStep.selfExclusionTitle').replace('{{term}}', rg('page.selfExclusion.terms.6m')) });
  for (const line of ['irreversible', 'sessions', 'bets', 'balance']) await expect(step).toContainText(rg(`page.confirmStep.${line}`));
  await step.getByRole('button', { name: rg('page.confirmStep.confirm'), exact: true }).click();

  // Both tabs: signed out, off the user pages, told why and until when.
  for (const tab of [page, other]) {
    const notice = tab.getByTestId('rg-signed-out');
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(notice).toContainText(pattern(rg('page.signedOut.SELF_EXCLUSION')));
    await expect(tab).toHaveURL(/\/en-US\/home$/);
    await expect(tab.getByTestId('user-balance')).toHaveCount(0);
  }
  await other.close();

  const signIn = await submitLogin(browser, player);
  try {
    const refusal = signIn.page.getByRole('dialog', { name: common('modals.errorTitle') });
    await expect(refusal).toContainText(pattern(rg('errors.SELF_EXCLUDED')));
    await expect(signIn.page.getByTestId('user-balance')).toHaveCount(0);
  } finally {
    await signIn.context.close();
  }
});

/** Signs the player in, sets a 5-minute session limit on the page and moves the player's clock past it. */
async function pastTheLimit(browser: Browser, limited: ReturnType<typeof journeyPlayer>) {
  const own = await fundedPlayerPage(browser, limited, '10.00');
  const { User } = await signInByRest(limited);
  await own.page.goto('/en-US/user/responsibleGambling');
  const section = own.page.getByRole('region', { name: rg('page.session.title') });
  await section.getByLabel(rg('page.session.label'), { exact: true }).fill('5');
  await section.getByRole('button', { name: rg('page.session.save'), exact: true }).click();
  await expect(section.getByTestId('rg-session-current')).toHaveText(rg('page.session.current').replace('{{value}}', rg('page.session.minutes').replace('{{minutes}}', '5')));
  await platform(limited, `/api/admin/responsible/${User.Id}/clock`, { AdvanceMinutes: 6 }, ADMIN);
  return own;
}

async function expectSignedOutAtLimit(tab: Page) {
  const notice = tab.getByTestId('rg-signed-out');
  await expect(notice).toBeVisible({ timeout: 40_000 });
  await expect(notice).toContainText(pattern(rg('page.signedOut.SESSION_LIMIT')));
  await expect(tab.getByTestId('user-balance')).toHaveCount(0);
}

test.describe('the session time limit', () => {
  test('ends the session at the limit with its message though the page sends nothing, and sign-in waits for the pause', async ({ browser }) => {
    const limited = journeyPlayer('session');
    const own = await pastTheLimit(browser, limited);
    try {
      // The page need send nothing: the platform's sweep (every 10 s) ends the session and the subscription tells the tab.
      await expectSignedOutAtLimit(own.page);
    } finally {
      await own.context.close();
    }

    const signIn = await submitLogin(browser, limited);
    try {
      await expect(signIn.page.getByRole('dialog', { name: common('modals.errorTitle') })).toContainText(pattern(rg('errors.SIGN_IN_PAUSED')));
      await expect(signIn.page.getByTestId('user-balance')).toHaveCount(0);
    } finally {
      await signIn.context.close();
    }
  });

  test('a page whose own request finds the session ended says why all the same', async ({ browser }) => {
    const limited = journeyPlayer('sessionask');
    const own = await fundedPlayerPage(browser, limited, '10.00');
    try {
      // The limit is set from another device: this page has no refetch of its own on the way.
      const { User, SessionToken } = await signInByRest(limited);
      const set = await fetch(`${PLATFORM_URL}/api/responsible/session-limit`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-session-token': SessionToken, 'x-forwarded-for': limited.address },
        body: JSON.stringify({ Minutes: 5 }),
      });
      expect(set.status).toBe(200);
      await platform(limited, `/api/admin/responsible/${User.Id}/clock`, { AdvanceMinutes: 6 }, ADMIN);
      // The next page's query meets the limit first (the platform ends the session as it answers): the
      // answer without a viewer reaches the tab before the event that says why, which must still be told.
      // The footer's link is there signed in or out (a limit-change event may have had the page ask already).
      const footer = own.page.getByRole('navigation', { name: common('footer.label') });
      await footer.getByRole('link', { name: text('en-US', 'meta', 'routes.responsibleGambling.title'), exact: true }).click();
      await expectSignedOutAtLimit(own.page);
    } finally {
      await own.context.close();
    }
  });
});
