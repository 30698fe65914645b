/**
 * The sandbox payment page: what a hosted-page provider (card, wallets) shows
 * the player, served by the product itself so every deposit journey runs on one
 * machine without a real payment provider. Its submit does what a provider
 * does: sends the signed callback (through the same code as
 * POST /api/cashier/callback/{provider}) and redirects the browser back.
 *
 * Test cards (any future expiry, any 3-digit CVC):
 *   4242 4242 4242 4242  Visa, approved
 *   5555 5555 5555 4444  Mastercard, approved
 *   4000 0000 0000 0002  declined ("Your card was declined.")
 *   4000 0000 0000 9995  declined, insufficient funds ("Your card has insufficient funds.")
 */
import { t } from '../i18n';
import { formatMinor } from '../money';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../reference/data';
import { handleCallback, selectTransaction } from './deposits';
import { cardTypeOf } from './methods';
import type { CashierDeps } from './options';
import { safeReturnUrl } from './rules';
import { pageToken, sandboxTransactionId, signBody, verifyPageToken } from './signing';
import { TransactionStatus } from './statuses';
import type { TransactionRow } from './views';

export const TEST_CARDS: Record<string, { outcome: 'approved' | 'declined'; reason?: 'card_declined' | 'insufficient_funds' }> = {
  '4242424242424242': { outcome: 'approved' },
  '5555555555554444': { outcome: 'approved' },
  '4000000000000002': { outcome: 'declined', reason: 'card_declined' },
  '4000000000009995': { outcome: 'declined', reason: 'insufficient_funds' },
};

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length >= 12 && digits.length <= 19 && sum % 10 === 0;
}

/** MM/YY whose month has not ended. */
export function expiryValid(expiry: string, now = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const endOfMonth = Date.UTC(2000 + Number(match[2]), Number(match[1]), 1);
  return endOfMonth > now.getTime();
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The return address with the outcome: /en-US/user/deposit?status=approved&depositId=7 (before any #fragment). */
export function returnTo(returnUrl: string, status: 'approved' | 'declined' | 'pending', depositId: bigint): string {
  const [path, fragment] = returnUrl.split('#', 2) as [string, string | undefined];
  const joined = `${path}${path.includes('?') ? '&' : '?'}status=${status}&depositId=${depositId}`;
  return fragment === undefined ? joined : `${joined}#${fragment}`;
}

export interface SandboxRequest {
  depositId: bigint;
  token: string | undefined;
  returnUrl: string | undefined;
  acceptLanguage: SupportedLanguage;
}

function languageFor(request: SandboxRequest, returnUrl: string): SupportedLanguage {
  const segment = returnUrl.split('/')[1] ?? '';
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(segment) ? (segment as SupportedLanguage) : request.acceptLanguage;
}

type Resolved = { ok: false; status: 403 | 404; html: string } | { ok: true; row: TransactionRow; returnUrl: string; lang: SupportedLanguage };

async function resolve(deps: CashierDeps, request: SandboxRequest): Promise<Resolved> {
  const lang0 = request.acceptLanguage;
  // Issue 14 A: the page "pays" with test cards, so it exists only with CASHIER_SANDBOX=true.
  if (!deps.config.cashierSandbox) {
    return { ok: false, status: 403, html: page(lang0, t(lang0, 'cashier:sandbox.title'), `<p class="error">${escape(t(lang0, 'cashier:deposit.sandboxOff'))}</p>`) };
  }
  if (!verifyPageToken(deps.options.sandboxSecret, request.depositId, request.token)) {
    return { ok: false, status: 403, html: page(lang0, t(lang0, 'cashier:sandbox.title'), `<p class="error">${escape(t(lang0, 'cashier:sandbox.linkInvalid'))}</p>`) };
  }
  const row = (await selectTransaction(deps.db).where('id', '=', request.depositId).executeTakeFirst()) as TransactionRow | undefined;
  if (!row) return { ok: false, status: 404, html: page(lang0, t(lang0, 'cashier:sandbox.title'), `<p class="error">${escape(t(lang0, 'cashier:deposit.notFound'))}</p>`) };
  // The query's address when it is one of ours, else the one given when the deposit started.
  const given = request.returnUrl && safeReturnUrl(request.returnUrl) ? request.returnUrl : null;
  const returnUrl = given ?? row.return_url ?? `/${languageFor(request, '')}/user/depositAndWithdraw/deposit`;
  return { ok: true, row, returnUrl, lang: languageFor(request, returnUrl) };
}

function page(lang: SupportedLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#0f1720;color:#e6edf3;display:flex;justify-content:center;padding:2rem}
main{background:#17212b;border-radius:12px;padding:2rem;max-width:26rem;width:100%}
label{display:block;margin-top:1rem;font-size:.9rem}
input{width:100%;box-sizing:border-box;padding:.6rem;border-radius:6px;border:1px solid #3a4a5a;background:#0f1720;color:inherit;font-size:1rem}
button{margin-top:1.5rem;width:100%;padding:.8rem;border:0;border-radius:6px;background:#2ea043;color:#fff;font-size:1rem;cursor:pointer}
button.secondary{background:#6e7681}
.error{color:#ff7b72}.muted{color:#8b949e;font-size:.85rem}table{width:100%;font-size:.85rem;margin-top:1rem}td{padding:.2rem 0}
.amount{font-size:1.6rem;font-weight:600}
</style></head><body><main>${body}</main></body></html>`;
}

function form(deps: CashierDeps, resolved: Extract<Resolved, { ok: true }>, error: string | null): string {
  const { row, lang, returnUrl } = resolved;
  const say = (key: string) => escape(t(lang, `cashier:sandbox.${key}`));
  const action = `/api/cashier/sandbox/${row.id}?${new URLSearchParams({ token: pageToken(deps.options.sandboxSecret, row.id), returnUrl })}`;
  const head = `<h1>${say('title')}</h1><p class="muted">${say('intro')}</p>
<p>${escape(t(lang, `cashier:methods.${row.method}`))}</p>
<p class="amount">${escape(formatMinor(row.amount, row.currency))} ${escape(row.currency)}</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}`;
  if (row.method !== 'card') {
    return page(
      lang,
      t(lang, 'cashier:sandbox.title'),
      `${head}<form method="post" action="${escape(action)}">
<button type="submit" name="Outcome" value="approve">${say('approve')}</button>
<button type="submit" name="Outcome" value="decline" class="secondary">${say('decline')}</button></form>`,
    );
  }
  const cards = [
    ['4242 4242 4242 4242', say('testCardApproved')],
    ['5555 5555 5555 4444', say('testCardApproved')],
    ['4000 0000 0000 0002', say('testCardDeclined')],
    ['4000 0000 0000 9995', say('testCardInsufficient')],
  ];
  return page(
    lang,
    t(lang, 'cashier:sandbox.title'),
    `${head}<form method="post" action="${escape(action)}" autocomplete="off">
<label>${say('cardNumber')} <span id="card-type" class="muted"></span><input name="CardNumber" inputmode="numeric" required maxlength="23" placeholder="4242 4242 4242 4242"></label>
<label>${say('expiry')}<input name="Expiry" required maxlength="7" placeholder="12/34"></label>
<label>${say('cvc')}<input name="Cvc" inputmode="numeric" required maxlength="4" placeholder="123"></label>
<button type="submit">${say('pay')} ${escape(formatMinor(row.amount, row.currency))} ${escape(row.currency)}</button></form>
<table><caption class="muted">${say('testCards')}</caption>${cards.map(([number, outcome]) => `<tr><td><code>${number}</code></td><td>${outcome}</td></tr>`).join('')}</table>
<script>
// Seed 001 §4: the card type follows the first digit (4 Visa, 5 Mastercard).
const input = document.querySelector('input[name=CardNumber]');
input.addEventListener('input', () => {
  const first = input.value.replace(/[\\s-]/g, '')[0];
  document.getElementById('card-type').textContent = first === '4' ? 'Visa' : first === '5' ? 'Mastercard' : '';
});
</script>`,
  );
}

/** GET: the payment form, or where the deposit ended up when it is no longer pending. */
export async function sandboxPage(deps: CashierDeps, request: SandboxRequest): Promise<{ status: 200 | 403 | 404; html: string }> {
  const resolved = await resolve(deps, request);
  if (!resolved.ok) return resolved;
  if (resolved.row.status !== TransactionStatus.Pending) {
    const { lang } = resolved;
    const back = returnTo(resolved.returnUrl, resolved.row.status === TransactionStatus.Completed ? 'approved' : 'declined', resolved.row.id);
    return { status: 200, html: page(lang, t(lang, 'cashier:sandbox.title'), `<p>${escape(t(lang, 'cashier:sandbox.finished'))}</p><p><a href="${escape(back)}">OK</a></p>`) };
  }
  return { status: 200, html: form(deps, resolved, null) };
}

export interface SandboxSubmission {
  CardNumber?: string;
  Expiry?: string;
  Cvc?: string;
  Outcome?: string;
}

/** POST: checks the card like a provider, sends the signed callback, and sends the browser back. */
export async function sandboxSubmit(
  deps: CashierDeps,
  request: SandboxRequest,
  submission: SandboxSubmission,
): Promise<{ redirect: string } | { status: 400 | 403 | 404; html: string }> {
  const resolved = await resolve(deps, request);
  if (!resolved.ok) return resolved;
  const { row, lang } = resolved;
  let outcome: 'approved' | 'declined';
  let reason: 'card_declined' | 'insufficient_funds' | 'declined' | undefined;
  if (row.method === 'card') {
    const digits = (submission.CardNumber ?? '').replace(/[\s-]/g, '');
    const problem = !/^\d+$/.test(digits) || !luhn(digits)
      ? 'cardNumberInvalid'
      : !expiryValid(submission.Expiry ?? '')
        ? 'expiryInvalid'
        : !/^\d{3,4}$/.test((submission.Cvc ?? '').trim())
          ? 'cvcInvalid'
          : !TEST_CARDS[digits]
            ? 'unknownCard'
            : null;
    if (problem) return { status: 400, html: form(deps, resolved, t(lang, `cashier:sandbox.${problem}`)) };
    const card = TEST_CARDS[digits]!;
    outcome = card.outcome;
    reason = card.reason;
    await deps.db
      .updateTable('cashier_transactions')
      .set({ details: JSON.stringify({ ...row.details, CardType: cardTypeOf(digits), CardLast4: digits.slice(-4) }) })
      .where('id', '=', row.id)
      .where('status', '=', TransactionStatus.Pending)
      .execute();
  } else {
    outcome = submission.Outcome === 'approve' ? 'approved' : 'declined';
    reason = outcome === 'declined' ? 'declined' : undefined;
  }
  const provider = row.provider ?? 'sandboxpay';
  const body = JSON.stringify({
    TransactionId: sandboxTransactionId(deps.options.sandboxSecret, provider, row.id),
    Status: outcome,
    Amount: formatMinor(row.amount, row.currency),
    Currency: row.currency,
    DepositId: String(row.id),
    ...(reason ? { Reason: reason } : {}),
  });
  const answer = await handleCallback(deps, provider, body, signBody(body, deps.options.sandboxSecret), lang);
  const final = answer.Deposit.StatusID === TransactionStatus.Completed ? 'approved' : answer.Deposit.StatusID === TransactionStatus.Pending ? 'pending' : 'declined';
  return { redirect: returnTo(resolved.returnUrl, final, row.id) };
}
