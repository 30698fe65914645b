/**
 * Issue 18 acceptance, live chat: a visitor on a player page opens the chat and writes; a support member,
 * signed in to the back office with a TOTP code, has the console open and sees the message arrive there
 * live, marked unanswered; they answer, and the answer is in the visitor's widget within a second of its
 * being stored (and within three of the click on Send, the answer's own request included). A signed-in player's conversation shows in the console under their account.
 */
import { expect, test, type Page } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer } from './players';
import { signInStaff, testStaff } from './staff';
import { text } from './support';

// One after the other: the signed-in journey's registration (argon2) would otherwise load the machine
// while the first journey measures its second.
test.describe.configure({ mode: 'default' });

const widget = (path: string) => text('en-US', 'chat', `web.${path}`);
const consoleText = (path: string) => text('en-US', 'backoffice-chat', path);

/** Support's console, open before any visitor writes: what arrives later arrives live. */
async function openConsole(page: Page) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: consoleText('title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: consoleText('title') })).toBeVisible();
}

/** The visitor opens the chat on a player page and writes; their line is in the widget. */
async function visitorWrites(page: Page, message: string) {
  await page.getByTestId('chat-open').click();
  const panel = page.getByTestId('chat-panel');
  await expect(panel).toContainText(widget('welcome'));
  await panel.getByRole('textbox', { name: widget('placeholder') }).fill(message);
  await panel.getByRole('button', { name: widget('send') }).click();
  await expect(panel.getByTestId('chat-own-line')).toContainText(message);
  return panel;
}

type Moments = { sentAt?: number; shownAt?: number };

/** Notes, in support's page, the moment the browser dispatches the click on Send (not when the test asked for it). */
function noteClickOnSend(page: Page, label: string) {
  return page.evaluate((name) => {
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest('button');
        if (button?.textContent?.trim() === name) (window as Moments).sentAt ??= Date.now();
      },
      { capture: true },
    );
  }, label);
}

/** Notes, in the visitor's page, the moment a support line with this text appears (no polling interval in the measure). */
function noteWhenShown(page: Page, answer: string) {
  return page.evaluate((expected) => {
    new MutationObserver((_, observer) => {
      const lines = [...document.querySelectorAll('[data-testid="chat-support-line"]')];
      if (!lines.some((line) => line.textContent?.includes(expected))) return;
      (window as Moments).shownAt = Date.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, answer);
}

const momentOf = (page: Page, name: keyof Moments) => page.evaluate((key) => (window as Moments)[key] ?? Number.NaN, name);

test('an anonymous visitor writes, support answers from the console, and the answer is in the widget within a second', async ({ page, browser }) => {
  const support = await signInStaff(browser, await testStaff('chat', ['support']));
  const agent = support.page;
  await openConsole(agent);

  const question = `Is the cash-out open on live matches? ${Date.now()}`;
  await page.goto('/en-US/home');
  const panel = await visitorWrites(page, question);

  // It arrives in the open console (no reload), from an anonymous visitor, marked unanswered.
  const conversation = agent.getByTestId('chat-conversation').filter({ hasText: question });
  await expect(conversation).toContainText(consoleText('anonymous'));
  await expect(conversation).toContainText(consoleText('unanswered'));
  await conversation.click();
  // Chosen, it stays marked as the current one (its last line changes with the answer).
  const chosen = agent.locator('[data-testid="chat-conversation"][aria-current="true"]');
  await expect(chosen).toContainText(question);
  const thread = agent.getByTestId('chat-thread');
  await expect(thread.getByTestId('chat-visitor-message')).toContainText(question);

  const answer = `Yes: every live match with a market open. ${Date.now()}`;
  await noteWhenShown(page, answer);
  await noteClickOnSend(agent, consoleText('send'));
  await thread.getByLabel(consoleText('answer')).fill(answer);
  // The moment the gateway has answered support's Send: the answer is stored, and from then on it is
  // only on its way to the visitor.
  const stored = agent.waitForResponse((response) => response.url().endsWith('/backoffice/graphql') && (response.request().postData() ?? '').includes(answer)).then(() => Date.now());
  await thread.getByRole('button', { name: consoleText('send') }).click();
  const storedAt = await stored;
  await expect(panel.getByTestId('chat-support-line')).toContainText(answer);
  // Both pages run in this one browser on this machine, and the test beside them: one clock.
  const shownAt = await momentOf(page, 'shownAt');
  const delivery = shownAt - storedAt;
  const overall = shownAt - (await momentOf(agent, 'sentAt'));
  console.log(`support's answer in the visitor's widget ${delivery} ms after it was stored, ${overall} ms after the click on Send`);
  // The acceptance's second: the answer travels to the widget live (the platform's event, the gateway,
  // the visitor's socket), not on a poll or a reload. The click-to-widget time also holds the answer's
  // own request (staff session, audited write), which two journeys and the whole stack sharing two cores
  // stretch past a second now and then: it gets a looser bound, so a slow write still fails the journey.
  expect(delivery, 'from the stored answer to the answer in the widget (ms)').toBeLessThan(1000);
  expect(overall, 'from the click on Send to the answer in the widget (ms)').toBeLessThan(3000);

  // The console shows it answered: the answer in the thread and as the conversation's last line, the mark gone.
  await expect(thread.getByTestId('chat-support-message')).toContainText(answer);
  await expect(chosen).toContainText(answer);
  await expect(chosen).not.toContainText(consoleText('unanswered'));
  await support.context.close();
});

test("a signed-in player's conversation is under their account in the console", async ({ browser }) => {
  const player = journeyPlayer('chatter');
  // Funded: a player without money meets the low-balance modal after signing in (seed 000 §4).
  const signedIn = await fundedPlayerPage(browser, player, '20.00');
  const support = await signInStaff(browser, await testStaff('chat', ['support']));
  await openConsole(support.page);

  const question = `Where is my welcome bonus? ${Date.now()}`;
  await visitorWrites(signedIn.page, question);
  const conversation = support.page.getByTestId('chat-conversation').filter({ hasText: question });
  await expect(conversation).toContainText(player.username);
  await conversation.click();
  await expect(support.page.getByTestId('chat-thread').getByRole('heading', { level: 2 })).toContainText(player.username);
  await Promise.all([signedIn.context.close(), support.context.close()]);
});
