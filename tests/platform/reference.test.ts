import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform } from '../helpers/platform';

let platform: Awaited<ReturnType<typeof startPlatform>>;
const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await platform.app.request(path, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { HasErrors: boolean } };
};

beforeAll(async () => {
  platform = await startPlatform({ ipCountryMap: '203.0.113.0/24=AU, 198.51.100.7=US, 192.0.2.9=UA', releaseHash: 'build-1' });
});
afterAll(() => platform.close());

describe('reference data (seed 001 §7)', () => {
  it('names countries in the requested language, with the seed fields', async () => {
    const { body } = await get('/api/reference/countries?lang=sv-SE');
    const countries = body.Countries as { ID: number; Name: string; Code: string }[];
    expect(countries.find((c) => c.Code === 'SE')).toMatchObject({ Name: 'Sverige' });
    expect(countries.find((c) => c.Code === 'DE')?.Name).toBe('Tyskland');
    expect(new Set(countries.map((c) => c.ID)).size).toBe(countries.length);
  });

  it('lists the deposit currencies of seed 001 §9 with their minimum crypto amounts', async () => {
    const { body } = await get('/api/reference/currencies?lang=de-DE');
    const currencies = body.Currencies as { Abbreviation: string; NameLocalized: string; MinimumDeposit: string; Decimals: number }[];
    const codes = currencies.map((c) => c.Abbreviation);
    for (const code of ['EUR', 'USD', 'mBTC', 'ETH', 'LTC', 'BCH', 'DOGE', 'NEO', 'ADA', 'REP', 'USDTE', 'USDTT', 'BNB']) expect(codes).toContain(code);
    expect(currencies.find((c) => c.Abbreviation === 'EUR')).toMatchObject({ NameLocalized: 'Euro', Decimals: 2 });
    const minimum = Object.fromEntries(currencies.map((c) => [c.Abbreviation, c.MinimumDeposit]));
    expect(minimum).toMatchObject({ BTC: '0.0002', LTC: '0.01', ETH: '0.01', mETH: '1', BCH: '0.001', DOGE: '1', NEO: '1', USDTE: '0.01' });
  });

  it('offers the settings lists: six odds formats, the four site languages among ~33, every time zone', async () => {
    const { body } = await get('/api/reference/settings?lang=it-IT');
    expect(body.OddsFormats).toEqual(['decimal', 'fractional', 'american', 'hongkong', 'indonesian', 'malay']);
    const languages = body.Languages as { Code: string; Supported: boolean }[];
    expect(languages.filter((l) => l.Supported).map((l) => l.Code)).toEqual(['en-US', 'sv-SE', 'de-DE', 'it-IT']);
    expect(languages.length).toBeGreaterThanOrEqual(33);
    const zones = body.Timezones as { Id: string; OffsetMinutes: number }[];
    expect(zones.find((z) => z.Id === 'Asia/Tokyo')?.OffsetMinutes).toBe(540);
    expect(zones.length).toBeGreaterThan(300);
  });

  it.each([
    ['203.0.113.40', { CountryCode: 'AU', IsAustralia: true, RegistrationRestricted: false, RestrictedCurrencies: [] }],
    ['198.51.100.7', { CountryCode: 'US', IsAustralia: false, RegistrationRestricted: true }],
    ['192.0.2.9', { CountryCode: 'UA', RestrictedCurrencies: ['UAH', 'mBTC', 'ETH', 'mETH', 'LTC'] }],
    ['10.1.2.3', { CountryCode: null, IsAustralia: false, RegistrationRestricted: false }],
  ])('places visitor %s from the configured address map', async (ip, expected) => {
    const { body } = await get('/api/reference/visitor', { 'x-forwarded-for': `${ip}, 127.0.0.1` });
    expect(body).toMatchObject({ HasErrors: false, Ip: ip, ...expected });
  });

  it('serves one namespace of translations, and refuses bad input with the envelope', async () => {
    expect((await get('/api/reference/translations?lang=de-DE&namespace=errors')).body).toMatchObject({ Translations: { INTERNAL: 'Etwas ist schiefgelaufen!' } });
    expect(await get('/api/reference/translations?lang=fr-FR&namespace=errors')).toMatchObject({ status: 400, body: { HasErrors: true, ErrorCode: 'VALIDATION' } });
    expect(await get('/api/reference/translations?lang=en-US&namespace=../../package')).toMatchObject({ status: 400 });
    expect(await get('/api/reference/translations?lang=en-US&namespace=nothingHere')).toMatchObject({ status: 404, body: { ErrorCode: 'NOT_FOUND' } });
  });
});

const publish = (hash: string, token = 'oddsgate-admin') =>
  platform.app.request('/api/admin/release', { method: 'POST', headers: { 'x-admin-token': token, 'content-type': 'application/json' }, body: JSON.stringify({ Hash: hash }) });

describe('version hash and releases (seed 000 §7)', () => {
  it('answers the live build hash and moves to a published one', async () => {
    expect((await get('/api/version')).body).toMatchObject({ HasErrors: false, Hash: 'build-1' });
    expect((await publish('build-2')).status).toBe(200);
    expect((await get('/api/version')).body.Hash).toBe('build-2');
  });

  it('refuses a release without the operator token and changes nothing', async () => {
    const response = await publish('evil', 'guess');
    expect(response.status).toBe(403);
    expect((await get('/api/version')).body.Hash).toBe('build-2');
  });

  it('refuses a malformed hash with the envelope', async () => {
    const response = await publish('has spaces and <tags>');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ HasErrors: true, ErrorCode: 'VALIDATION', FieldErrors: { Hash: expect.any(String) } });
  });

  it('clears the computed caches', async () => {
    await get('/api/reference/countries?lang=en-US');
    const first = await platform.app.request('/api/cache/clear', { method: 'POST' });
    expect(((await first.json()) as { Cleared: number }).Cleared).toBeGreaterThan(0);
    const second = await platform.app.request('/api/cache/clear', { method: 'POST' });
    expect(((await second.json()) as { Cleared: number }).Cleared).toBe(0);
  });

  it('reports its health including the database', async () => {
    expect(await get('/health')).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
  });
});
