/** Compliance: the KYC review queue and its decisions, the flags, a player's responsible-gambling history. */
import type { AreaCalls } from '../../helpers/backoffice-calls';
import { createTestPlayer } from '../../helpers/cashier';
import { raiseFlag } from '../../../platform/compliance/flags';

/** The first bytes of a PNG: what the upload checks a document's declared type against. */
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

export default {
  area: 'compliance',
  async calls({ db, config }) {
    const player = await createTestPlayer(db, config);
    const document = (name: string) =>
      db
        .insertInto('kyc_documents')
        .values({ user_id: player.userId, document_type: 'passport', file_name: name, content_type: 'image/png', size_bytes: PNG.length, content: PNG })
        .returning('id')
        .executeTakeFirstOrThrow();
    const [approved, rejected] = [await document('approve.png'), await document('reject.png')];
    const flag = (await db.transaction().execute(async (trx) => {
      await raiseFlag(trx, player.userId, 'shared_address', { ip: '203.0.113.9', accounts: 3, threshold: 3 });
      return trx.selectFrom('compliance_flags').select('id').where('user_id', '=', player.userId).where('resolved_at', 'is', null).executeTakeFirstOrThrow();
    }))!;
    return [
      { operation: 'kyc.read', method: 'GET', path: '/api/backoffice/compliance/kyc' },
      { operation: 'kyc.read', method: 'GET', path: `/api/backoffice/compliance/kyc/${approved.id}/file` },
      { operation: 'kyc.decide', method: 'POST', path: `/api/backoffice/compliance/kyc/${approved.id}/approve`, body: {} },
      { operation: 'kyc.decide', method: 'POST', path: `/api/backoffice/compliance/kyc/${rejected.id}/reject`, body: { Reason: 'The photo is blurred.' } },
      { operation: 'flags.read', method: 'GET', path: '/api/backoffice/compliance/flags' },
      { operation: 'flags.resolve', method: 'POST', path: `/api/backoffice/compliance/flags/${flag.id}/resolve`, body: { Reason: 'A shared student house; checked.' } },
      { operation: 'responsible.read', method: 'GET', path: `/api/backoffice/compliance/players/${player.userId}/responsible-history` },
    ];
  },
} satisfies AreaCalls;
