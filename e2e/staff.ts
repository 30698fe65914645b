/**
 * Back-office actors for the journeys (issue 18): a staff account made with the test control (the
 * machine token) and signed in through the back office's own sign-in page with a TOTP code, as a person
 * would. Every back-office spec uses these, so the sign-in journey has one shape.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { base32Decode, hotp, stepAt } from '../platform/account/totp';
import { PLATFORM_URL, text } from './support';

export const ADMIN_TOKEN = { 'x-admin-token': process.env.ADMIN_TOKEN ?? 'oddsgate-admin' };
export const bo = (path: string) => text('en-US', 'backoffice', path);
/** A short unique tail for names a journey makes. */
export const suffix = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

/** The authenticator's code of a secret now, `stepsAhead` 30-s steps on. */
export const codeOf = (secret: string, stepsAhead = 0) => hotp(base32Decode(secret), stepAt(Date.now() / 1000) + stepsAhead);

export interface TestStaff {
  userName: string;
  password: string;
  secret: string;
}

/** A staff account made with the test control, as a journey's actor. */
export async function testStaff(prefix: string, roles: string[]): Promise<TestStaff> {
  const userName = `${prefix}_${suffix()}`;
  const response = await fetch(`${PLATFORM_URL}/api/admin/test/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ADMIN_TOKEN },
    body: JSON.stringify({ UserName: userName, Roles: roles }),
  });
  const body = (await response.json()) as { Enrolment?: { Password: string; TotpSecret: string }; ErrorMessage?: string };
  if (!body.Enrolment) throw new Error(`test staff: ${response.status} ${body.ErrorMessage}`);
  return { userName, password: body.Enrolment.Password, secret: body.Enrolment.TotpSecret };
}

/**
 * A staff session over REST (the platform's sign-in route, as the gateway calls it), for a journey that
 * arranges state as a member of staff would without opening the back office: the headers to send.
 */
export async function staffRestHeaders(staff: TestStaff): Promise<Record<string, string>> {
  const response = await fetch(`${PLATFORM_URL}/api/staff/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: staff.userName, Password: staff.password, Code: codeOf(staff.secret) }),
  });
  const body = (await response.json()) as { Token?: string; ErrorMessage?: string };
  if (!body.Token) throw new Error(`staff sign-in: ${response.status} ${body.ErrorMessage}`);
  return { 'x-staff-token': body.Token };
}

/** Fills the sign-in page's form and submits it. */
export async function fillSignIn(page: Page, staff: TestStaff, code: string) {
  await page.getByLabel(bo('signInPage.userName')).fill(staff.userName);
  await page.getByLabel(bo('signInPage.password')).fill(staff.password);
  await page.getByLabel(bo('signInPage.code')).fill(code);
  await page.getByRole('button', { name: bo('signInPage.submit') }).click();
}

/** Signs in through the back office's sign-in page (in a context of its own) and waits for the dashboard. */
export async function signInStaff(browser: Browser, staff: TestStaff): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signInStaffOn(page, staff);
  return { context, page };
}

/** The same on a page the test already has (Playwright's `page` fixture). */
export async function signInStaffOn(page: Page, staff: TestStaff): Promise<void> {
  await page.goto('/backoffice');
  await expect(page).toHaveURL(/\/backoffice\/en-US\/sign-in$/);
  await fillSignIn(page, staff, codeOf(staff.secret));
  await expect(page.getByRole('heading', { level: 1, name: bo('dashboard.title') })).toBeVisible();
  await expect(page.getByTestId('backoffice-who')).toContainText(staff.userName);
}
