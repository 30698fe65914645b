import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPartnerKey, partnerAgentOf } from '../../platform/partners/keys';
import { startPlatform } from '../helpers/platform';

const admin = { 'x-admin-token': 'oddsgate-admin', 'content-type': 'application/json' };

describe('partner API keys (platform)', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform?.close());

  const create = (body: Record<string, unknown>, headers: Record<string, string> = admin) =>
    platform.app.request('/api/admin/partners/keys', { method: 'POST', headers, body: JSON.stringify(body) });
  const verify = (key: string) => platform.app.request('/api/partners/keys/verify', { headers: { authorization: `Bearer ${key}` } });

  it('creates a key shown once and stores only its sha-256', async () => {
    const response = await create({ Name: 'Acme', Scopes: ['catalogue:read'], RateLimitPerMinute: 30 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { Key: string; PartnerKey: { Id: string; Scopes: string[]; RateLimitPerMinute: number } };
    expect(body.Key).toMatch(/^og_[A-Za-z0-9_-]{43}$/);
    expect(body.PartnerKey).toMatchObject({ Scopes: ['catalogue:read'], RateLimitPerMinute: 30 });
    const row = await platform.db.selectFrom('partner_keys').selectAll().where('id', '=', BigInt(body.PartnerKey.Id)).executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(hashPartnerKey(body.Key));
    expect(Object.values(row).map(String).join(' ')).not.toContain(body.Key);
    const listed = (await (await platform.app.request('/api/admin/partners/keys', { headers: admin })).json()) as { PartnerKeys: unknown[] };
    expect(JSON.stringify(listed)).not.toContain(body.Key);
  });

  it('refuses operator calls without the admin token (or a staff session) and invalid input', async () => {
    expect((await create({ Name: 'x', Scopes: ['catalogue:read'] }, { 'content-type': 'application/json' })).status).toBe(401);
    expect((await create({ Name: 'x', Scopes: ['catalogue:read'] }, { ...admin, 'x-admin-token': 'guess' })).status).toBe(403);
    expect((await create({ Name: 'x', Scopes: ['everything'] })).status).toBe(400);
    // agents:reports reads an agent's tree: it needs an owner.
    expect((await create({ Name: 'x', Scopes: ['agents:reports'] })).status).toBe(400);
    expect((await create({ Name: 'x', Scopes: ['agents:reports'], OwnerUserId: '999999' })).status).toBe(400);
  });

  it('verifies a live key and forgets a revoked one, emitting partner_key.revoked once', async () => {
    const created = (await (await create({ Name: 'Beta', Scopes: ['catalogue:read', 'results:read'] })).json()) as { Key: string; PartnerKey: { Id: string } };
    const ok = await verify(created.Key);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { PartnerKey: { Scopes: string[] } }).PartnerKey.Scopes).toEqual(['catalogue:read', 'results:read']);
    expect((await verify(`${created.Key}x`)).status).toBe(401);
    expect((await verify('not-a-key')).status).toBe(401);

    const revoke = () => platform.app.request(`/api/admin/partners/keys/${created.PartnerKey.Id}/revoke`, { method: 'POST', headers: admin });
    expect((await revoke()).status).toBe(200);
    expect((await revoke()).status).toBe(200);
    expect((await verify(created.Key)).status).toBe(401);
    const events = await platform.db.selectFrom('outbox_events').select(['payload']).where('topic', '=', 'partner_key.revoked').execute();
    expect(events.map((event) => event.payload)).toEqual([{ keyId: created.PartnerKey.Id }]);
    expect((await platform.app.request('/api/admin/partners/keys/999999/revoke', { method: 'POST', headers: admin })).status).toBe(404);
  });

  it('names the owner agent for agents:reports keys only', async () => {
    const user = await platform.db
      .insertInto('users')
      .values({ username: 'agent_partner', email: 'agent_partner@example.com', password_hash: 'x', account_type: 1, currency: 'EUR', country_code: 'SE', parent_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reports = (await (await create({ Name: 'Agent feed', Scopes: ['agents:reports'], OwnerUserId: String(user.id) })).json()) as { Key: string };
    const catalogue = (await (await create({ Name: 'Odds', Scopes: ['catalogue:read'], OwnerUserId: String(user.id) })).json()) as { Key: string };
    expect(await partnerAgentOf(platform.db, reports.Key)).toBe(user.id);
    expect(await partnerAgentOf(platform.db, catalogue.Key)).toBeNull();
    expect(await partnerAgentOf(platform.db, undefined)).toBeNull();
  });
});
