import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registrationBody, solvePow } from '../helpers/account';
import { startPlatform } from '../helpers/platform';
import { smtpSink } from '../helpers/smtp';

const sink = smtpSink();
let platform: Awaited<ReturnType<typeof startPlatform>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  platform = await startPlatform({ powDifficulty: 4, smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Oddsgate <no-reply@oddsgate.test>', publicUrl: 'https://oddsgate.test' });
});
afterAll(async () => {
  await platform.close();
  sink.server.close();
});

it('with SMTP_URL, account mail goes to the mail server, is marked sent, and no local mailbox is served', async () => {
  const captcha = (await (await platform.app.request('/api/account/captcha')).json()) as { PowChallenge: string; PowDifficulty: number };
  const registered = await platform.app.request('/api/account/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20', 'x-public-origin': 'https://oddsgate.test' },
    body: JSON.stringify(
      registrationBody({ UserName: 'smtp_player', Email: 'smtp.player@example.org', ReCaptchaToken: solvePow(captcha.PowChallenge, captcha.PowDifficulty) }, { BirthMonth: 1, BirthDay: 2 }),
    ),
  });
  expect(registered.status).toBe(200);

  const deadline = Date.now() + 15_000;
  while (sink.messages.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(sink.messages).toHaveLength(1);
  const [message] = sink.messages;
  expect(message!.from).toContain('no-reply@oddsgate.test');
  expect(message!.to.join()).toContain('smtp.player@example.org');
  expect(message!.data).toContain('Subject: Confirm your email address');
  expect(message!.data.replace(/=\r?\n/g, '')).toMatch(/https:\/\/oddsgate\.test\/en-US\/verify-email\?token=/);

  await expect.poll(async () => (await platform.db.selectFrom('mail_messages').select('sent_at').executeTakeFirstOrThrow()).sent_at).not.toBeNull();
  expect((await platform.app.request('/api/mailbox?to=smtp.player@example.org')).status).toBe(403);
});
