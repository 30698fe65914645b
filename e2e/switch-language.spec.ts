import { expect, test } from '@playwright/test';
import { text, titleOf } from './support';

test('switching language changes the title, the navigation and the page text, and keeps the route', async ({ page }) => {
  await page.goto('/en-US/responsible-gaming');
  await expect(page).toHaveTitle(titleOf('en-US', 'responsibleGaming'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-US', 'static', 'responsibleGaming.title'));

  for (const lang of ['sv-SE', 'de-DE', 'it-IT']) {
    await page.getByTestId('language-switcher').selectOption(lang);
    await expect(page).toHaveURL(new RegExp(`/${lang}/responsible-gaming$`));
    await expect(page).toHaveTitle(titleOf(lang, 'responsibleGaming'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'static', 'responsibleGaming.title'));
    const nav = page.getByRole('navigation', { name: text(lang, 'common', 'nav.sections') });
    await expect(nav.getByRole('link', { name: text(lang, 'common', 'nav.liveCasino') })).toHaveAttribute('href', `/${lang}/live-casino/all`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }

  // The choice is remembered: a path without a language opens in it.
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/it-IT\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('it-IT', 'static', 'faq.title'));
});

test('every page names its language alternates and its canonical address', async ({ page }) => {
  await page.goto('/de-DE/about-us');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de-DE\/about-us$/);
  for (const lang of ['en-US', 'sv-SE', 'de-DE', 'it-IT']) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', new RegExp(`/${lang}/about-us$`));
  }
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text('de-DE', 'meta', 'routes.aboutUs.description'));
});

test('the first byte carries the page head; the app then puts its own in place, which follows the visitor', async ({ page, request }) => {
  const html = await (await request.get('/sv-SE/faq')).text();
  expect(html).toContain(`<title data-server-head>${text('sv-SE', 'meta', 'routes.faq.title')} | Oddsgate</title>`);
  expect(html).toContain('hreflang="de-DE"');
  await page.goto('/sv-SE/faq');
  await expect(page).toHaveTitle(titleOf('sv-SE', 'faq'));
  await page.locator('a[href$="/sv-SE/home"]').first().click();
  await expect(page).toHaveTitle(titleOf('sv-SE', 'home'));
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('[data-server-head]')).toHaveCount(0);
});
