/**
 * New players for journeys that move money: the demo player's balance is read by other journeys running
 * alongside, so each money journey registers and confirms its own account through the platform's REST
 * contract (as the sign-up form and the mail link do), from its own address (TRUST_PROXY is on for e2e;
 * 198.51.100.0/24 is a documentation range no IP_COUNTRY_MAP entry maps).
 */
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { type AltchaChallenge, registrationBody, solveAltcha, solvePow } from '../tests/helpers/account';
import { PLATFORM_URL } from './support';

export interface JourneyPlayer {
  username: string;
  email: string;
  password: string;
  /** The X-Forwarded-For the journey's requests carry. */
  address: string;
}

export function journeyPlayer(prefix: string): JourneyPlayer {
  const id = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
  return { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.org`, password: 'Journey1234', address: `198.51.100.${20 + (Date.now() % 200)}` };
}

export async function platform<T>(player: JourneyPlayer, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${PLATFORM_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', 'x-forwarded-for': player.address, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as T & { HasErrors?: boolean; ErrorMessage?: string };
  if (!response.ok || json.HasErrors) throw new Error(`${path}: ${response.status} ${json.ErrorMessage ?? ''}`);
  return json;
}

export async function registerVerifiedPlayer(player: JourneyPlayer): Promise<void> {
  const captcha = await platform<{ PowChallenge: string; PowDifficulty: number }>(player, '/api/account/captcha');
  await platform(
    player,
    '/api/account/register',
    registrationBody({ UserName: player.username, Email: player.email, Password: player.password, ReCaptchaToken: solvePow(captcha.PowChallenge, captcha.PowDifficulty) }),
  );
  const mail = await platform<{ Messages: { Text: string }[] }>(player, `/api/mailbox?to=${encodeURIComponent(player.email)}`);
  const token = /verify-email\?token=([^\s&]+)/.exec(mail.Messages[0]?.Text ?? '')?.[1];
  expect(token, 'the confirmation mail carries its link').toBeTruthy();
  await platform(player, '/api/account/verify-email', { Token: token });
}

/** Money for a journey: an operator's voucher, redeemed by the player as a voucher deposit. */
export async function fundPlayer(player: JourneyPlayer, amount: string, voucher = ''): Promise<void> {
  // One voucher per funding: a second one names its own.
  const code = `E2E-${player.username.replace(/_/g, '-').toUpperCase()}${voucher}`.slice(0, 40);
  await platform(player, '/api/admin/cashier/vouchers', { Currency: 'EUR', Amount: amount, Code: code }, { 'x-admin-token': process.env.ADMIN_TOKEN ?? 'oddsgate-admin' });
  const signedIn = await signInByRest(player);
  await platform(player, '/api/cashier/deposit', { PaymentMethod: 'vouchers', VoucherCode: code, Currency: 'EUR' }, { 'x-session-token': signedIn.SessionToken });
}

/** A session of the player's own through the REST contract (as the login form sends it), and who they are. */
export async function signInByRest(player: JourneyPlayer): Promise<{ SessionToken: string; User: { Id: string } }> {
  const captcha = await platform<{ Altcha: AltchaChallenge; PowChallenge: string; PowDifficulty: number }>(player, '/api/account/captcha');
  return platform(player, '/api/account/login', {
    UserName: player.username,
    Password: player.password,
    Altcha: solveAltcha(captcha.Altcha),
    ReCaptchaToken: solvePow(captcha.PowChallenge, captcha.PowDifficulty),
  });
}

/**
 * The login modal filled and sent for the player, in a context of their own (their address on every
 * request); what the site answers is the caller's to check.
 */
export async function submitLogin(browser: Browser, player: JourneyPlayer): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': player.address } });
  const page = await context.newPage();
  await page.goto('/en-US/login');
  await fillLogin(page, player);
  return { context, page };
}

/** The open login dialog of the page filled and sent for the player. */
export async function fillLogin(page: Page, player: JourneyPlayer): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username', { exact: true }).fill(player.username);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  // No picture to read: the ALTCHA check runs by itself; it is announced by name to a screen reader.
  await expect(dialog.getByRole('status', { name: 'Security check' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The player signed in through the login page, once the header shows the balance they were funded with. */
export async function signInPage(browser: Browser, player: JourneyPlayer, balance: string): Promise<{ context: BrowserContext; page: Page }> {
  const signedIn = await submitLogin(browser, player);
  await expect(signedIn.page.getByTestId('user-balance')).toHaveText(balance, { timeout: 20_000 });
  return signedIn;
}

/** A journey's own player, registered, funded with `amount` euros and signed in on a page of their own. */
export async function fundedPlayerPage(browser: Browser, player: JourneyPlayer, amount: string): Promise<{ context: BrowserContext; page: Page }> {
  await registerVerifiedPlayer(player);
  await fundPlayer(player, amount);
  return signInPage(browser, player, `€${amount}`);
}

/** The fields every account form asks (the sign-up dialog, the agent's sub-account form), filled for a Swedish account. */
export async function fillAccountFields(form: Locator, account: Pick<JourneyPlayer, 'username' | 'email' | 'password'>): Promise<void> {
  await form.getByLabel('Username', { exact: true }).fill(account.username);
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Password confirmation', { exact: true }).fill(account.password);
  await form.getByLabel('Country', { exact: true }).selectOption('SE');
}

/** The register form's fields filled for a new adult account (born 17 June 1990, in Sweden), ready to send. */
export async function fillRegistration(form: Locator, account: Pick<JourneyPlayer, 'username' | 'email' | 'password'>): Promise<void> {
  await fillAccountFields(form, account);
  await form.getByLabel('Day', { exact: true }).selectOption('17');
  await form.getByLabel('Month', { exact: true }).selectOption({ index: 5 });
  await form.getByLabel('Year', { exact: true }).selectOption('1990');
  await form.getByLabel(/I am at least 18 years old/).check();
}
