/**
 * Issue 18, compliance: a player uploads two documents on their KYC page (the real upload form); a
 * compliance officer, signed in to the back office with a TOTP code, opens the review queue, looks at the
 * first document, approves it — and the player's open KYC page says so as it happens — then rejects the
 * second with a reason (an empty reason is refused first), which the player reads on the same page, and
 * again on the next visit. And a flag: a player's deposits pass the affordability threshold, the officer
 * reads the facts and the player's responsible-gambling history, and resolves it with a reason.
 */
import { expect, test, type Page } from '@playwright/test';
import { fundPlayer, journeyPlayer, registerVerifiedPlayer, signInPage } from './players';
import { signInStaff, testStaff } from './staff';
import { text } from './support';

/** A real image (a PNG of 2×2 pixels) the browser can draw: the reviewer must see it, not a broken icon. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');
const compliance = (path: string) => text('en-US', 'backoffice-compliance', path);

async function upload(page: Page, type: string, fileName: string) {
  const form = page.getByRole('region', { name: 'Upload a document' });
  await form.getByLabel('Document type').selectOption({ label: type });
  await form.getByLabel('File', { exact: true }).setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Upload document' }).click();
  await expect(form.getByText(`${fileName} has been uploaded.`)).toBeVisible();
}

test('compliance approves one KYC document and rejects another with a reason the player reads', async ({ browser }) => {
  const player = journeyPlayer('kyc');
  await registerVerifiedPlayer(player);
  const { context: playerContext, page: playerPage } = await signInPage(browser, player, '€0.00');
  const passport = `passport-${player.username}.png`;
  const licence = `licence-${player.username}.png`;
  await playerPage.goto('/en-US/user/accountInformation/customer');
  await upload(playerPage, 'Passport', passport);
  await upload(playerPage, 'Driving licence', licence);
  const documentRow = (fileName: string) => playerPage.getByRole('region', { name: 'Your documents' }).getByRole('row').filter({ hasText: fileName });
  await expect(playerPage.getByTestId('kyc-status')).toHaveText('Pending review');
  await expect(documentRow(passport)).toContainText('Pending review');

  const { context: staffContext, page } = await signInStaff(browser, await testStaff('compliance', ['compliance']));
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: compliance('page.title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: compliance('page.title') })).toBeVisible();
  const queue = page.getByTestId('kyc-queue');
  const queued = (fileName: string) => queue.getByRole('row').filter({ hasText: fileName });
  await expect(queued(passport)).toContainText(player.username);
  await expect(queued(passport)).toContainText('Passport');
  // Oldest first: the passport was sent before the licence.
  const order = await queue.getByRole('row').allInnerTexts();
  expect(order.findIndex((row) => row.includes(passport))).toBeLessThan(order.findIndex((row) => row.includes(licence)));

  // The file, drawn in the page (served by the gateway's export route, never executable).
  await queued(passport).getByRole('button', { name: compliance('page.view') }).click();
  const image = queued(passport).getByRole('img', { name: `Passport of ${player.username}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);

  await queued(passport).getByRole('button', { name: compliance('page.approve') }).click();
  await expect(page.getByTestId('kyc-decided')).toHaveText(`Passport of ${player.username} approved.`);
  await expect(queued(passport)).toHaveCount(0);

  // The player's open page hears it: the document and the account are verified, no reload.
  await expect(documentRow(passport)).toContainText('Verified');
  await expect(playerPage.getByTestId('kyc-status')).toHaveText('Verified');

  // A rejection needs a reason: without one, nothing is sent and the form says why.
  const reject = queued(licence).getByRole('form', { name: `Reject the Driving licence of ${player.username}` });
  await reject.getByRole('button', { name: compliance('page.reject') }).click();
  await expect(reject.getByRole('alert')).toHaveText(compliance('errors.reasonRequired'));
  await expect(reject.getByLabel(compliance('page.reason'))).toBeFocused();
  await reject.getByLabel(compliance('page.reason')).fill('The photo is too blurred to read.');
  await reject.getByRole('button', { name: compliance('page.reject') }).click();
  await expect(page.getByTestId('kyc-decided')).toHaveText(`Driving licence of ${player.username} rejected; the player reads the reason.`);
  await expect(queued(licence)).toHaveCount(0);

  await expect(documentRow(licence)).toContainText('Rejected');
  await expect(documentRow(licence).getByTestId('kyc-reject-reason')).toHaveText('Rejected by our compliance team: The photo is too blurred to read.');
  // And on the next visit of the page (through the app's own tabs), from the server, not a remembered store.
  const tabs = playerPage.getByRole('navigation', { name: 'Account information' });
  await tabs.getByRole('link', { name: 'Personal' }).click();
  await expect(playerPage).toHaveURL(/accountInformation\/personal$/);
  await tabs.getByRole('link', { name: 'KYC' }).click();
  await expect(documentRow(licence).getByTestId('kyc-reject-reason')).toHaveText('Rejected by our compliance team: The photo is too blurred to read.');
  await expect(playerPage.getByTestId('kyc-status')).toHaveText('Verified');

  await Promise.all([playerContext.close(), staffContext.close()]);
});

test('compliance reads an affordability flag with the player’s history and resolves it with a reason', async ({ browser }) => {
  // The default profile flags €500 of net deposits in 30 days (platform/responsible/profiles.ts).
  const player = journeyPlayer('afford');
  await registerVerifiedPlayer(player);
  await fundPlayer(player, '600.00');

  const { context, page } = await signInStaff(browser, await testStaff('compliance', ['compliance']));
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: compliance('page.title') }).click();
  const flag = page.getByTestId(`flag-affordability-${player.username}`);
  await expect(flag).toContainText(compliance('rules.affordability'));
  await expect(flag.getByRole('definition')).toContainText(['€600.00', '€500.00', '30']);

  await flag.getByText(`Responsible-gambling history of ${player.username}`).click();
  await expect(flag.getByTestId('responsible-history')).toContainText('Your net deposits of €600.00 in 30 days reached the affordability check threshold of €500.00.');

  const resolve = flag.getByRole('form', { name: `Resolve “${compliance('rules.affordability')}” for ${player.username}` });
  await resolve.getByRole('button', { name: compliance('page.resolve') }).click();
  await expect(resolve.getByRole('alert')).toHaveText(compliance('errors.reasonRequired'));
  await resolve.getByLabel(compliance('page.resolutionReason')).fill('Source of funds checked: a salary.');
  await resolve.getByRole('button', { name: compliance('page.resolve') }).click();
  await expect(page.getByTestId('compliance-flags').getByRole('status')).toHaveText(`“${compliance('rules.affordability')}” for ${player.username} resolved.`);
  await expect(flag).toHaveCount(0);
  await context.close();
});
