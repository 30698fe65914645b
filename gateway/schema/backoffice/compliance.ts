/** Compliance in the back office (issue 18): the KYC review queue and the flags raised by rules. */
import type { components } from '../../upstream/platform-api';
import { builder } from '../../builder';
import { AuthError, BackofficeError, NotFoundError, ValidationError } from '../../errors';
import { unwrap } from '../../upstream/client';
import { BACKOFFICE_PATH } from '../../../rules/backoffice';
import { globalIdOf, idOrNotFound } from '../ids';
import { Backoffice, BackofficeMutation } from './root';
import { HistoryEntry } from '../responsible';

type QueuedShape = components['schemas']['QueuedKycDocument'];
type FlagShape = components['schemas']['ComplianceFlag'];

/** Where the back office opens a document's file: the gateway relays it for a staff cookie (backoffice-exports.ts). */
export const kycFileUrl = (rawId: string) => `${BACKOFFICE_PATH}/export/kyc/${rawId}`;

const KycReviewDocument = builder.objectRef<QueuedShape>('KycReviewDocument').implement({
  description: 'A KYC document waiting for review, with its player.',
  fields: (t) => ({
    id: t.id({ description: "The document's global id.", resolve: (doc) => globalIdOf('KycDocument', doc.Id) }),
    playerId: t.exposeString('PlayerId', { description: "The player's platform id." }),
    userName: t.exposeString('UserName', { description: "The player's user name." }),
    email: t.exposeString('Email', { description: "The player's e-mail address." }),
    documentType: t.exposeString('DocumentType', { description: 'passport, id_card, driving_licence or proof_of_address.' }),
    fileName: t.exposeString('FileName', { description: 'The name the player uploaded it under.' }),
    contentType: t.exposeString('ContentType', { description: 'application/pdf, image/jpeg or image/png (checked against its bytes).' }),
    sizeBytes: t.exposeInt('SizeBytes', { description: 'Its size.' }),
    uploadedAt: t.field({ type: 'DateTime', description: 'When it was uploaded.', resolve: (doc) => doc.UploadedAt }),
    fileUrl: t.string({ description: 'Where the file opens (for staff who may read KYC), shown inline and never executable.', resolve: (doc) => kycFileUrl(doc.Id) }),
  }),
});

const FlagRuleEnum = builder.enumType('ComplianceFlagRule', {
  description: 'The rule that raised a compliance flag.',
  values: {
    large_deposit_without_kyc: { value: 'large_deposit_without_kyc' as const, description: 'A deposit at or over the configured amount while no KYC document is approved.' },
    affordability: { value: 'affordability' as const, description: "Net deposits over the affordability threshold of the player's responsible-gambling profile." },
    shared_address: { value: 'shared_address' as const, description: 'The configured number of accounts or more seen from one address (registration or sign-in).' },
  } satisfies Record<FlagShape['Rule'], { value: FlagShape['Rule']; description: string }>,
});

const ComplianceFlag = builder.objectRef<FlagShape>('ComplianceFlag').implement({
  description: 'A fact a compliance officer must look at, raised by a rule, open until resolved with a reason.',
  fields: (t) => ({
    id: t.id({ description: "The flag's global id.", resolve: (flag) => globalIdOf('ComplianceFlag', flag.Id) }),
    playerId: t.exposeString('PlayerId', { description: "The player's platform id." }),
    userName: t.exposeString('UserName', { description: "The player's user name." }),
    rule: t.field({ type: FlagRuleEnum, description: 'The rule that raised it.', resolve: (flag) => flag.Rule }),
    details: t.field({ type: 'JSON', description: 'The facts that raised it (amounts in minor units, the address, the counts).', resolve: (flag) => flag.Details }),
    raisedAt: t.field({ type: 'DateTime', description: 'When it was raised.', resolve: (flag) => flag.RaisedAt }),
    resolvedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was resolved; null while open.', resolve: (flag) => flag.ResolvedAt }),
    resolution: t.exposeString('Resolution', { nullable: true, description: 'The reason it was resolved with.' }),
  }),
});

const KycDecision = builder.objectRef<components['schemas']['KycDecision']>('KycDecision').implement({
  description: 'A KYC document as decided.',
  fields: (t) => ({
    id: t.id({ description: "The document's global id.", resolve: (doc) => globalIdOf('KycDocument', doc.Id) }),
    status: t.exposeString('Status', { description: 'verified or rejected.' }),
    rejectReason: t.exposeString('RejectReason', { nullable: true, description: 'The reason the player reads; null for an approval.' }),
  }),
});

builder.objectFields(Backoffice, (t) => ({
  kycQueue: t.field({
    type: [KycReviewDocument],
    description: 'KYC documents waiting for review, oldest first.',
    authScopes: { staff: 'kyc.read' },
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/backoffice/compliance/kyc')).Documents,
  }),
  complianceFlags: t.field({
    type: [ComplianceFlag],
    description: 'Compliance flags: the open ones oldest first, or (resolved: true) the resolved ones newest first.',
    authScopes: { staff: 'flags.read' },
    args: { resolved: t.arg.boolean({ required: false, description: 'The resolved ones instead of the open ones.' }) },
    resolve: async (_root, args, ctx) => unwrap(await ctx.platform.GET('/api/backoffice/compliance/flags', { params: { query: { Resolved: args.resolved ? 'true' : 'false' } } })).Flags,
  }),
  playerResponsibleHistory: t.field({
    type: [HistoryEntry],
    description: "A player's responsible-gambling history (limits, exclusions, refusals, affordability flags), newest first.",
    authScopes: { staff: 'responsible.read' },
    args: { playerId: t.arg.string({ required: true, description: "The player's platform id (as a flag or the KYC queue names it)." }) },
    resolve: async (_root, args, ctx) => {
      if (!/^\d{1,18}$/.test(args.playerId)) return [];
      return unwrap(await ctx.platform.GET('/api/backoffice/compliance/players/{id}/responsible-history', { params: { path: { id: args.playerId } } })).Entries;
    },
  }),
}));

const changeErrors = { types: [AuthError, ValidationError, BackofficeError, NotFoundError] };

builder.objectFields(BackofficeMutation, (t) => ({
  approveKycDocument: t.field({
    type: KycDecision,
    description: "Approves a pending KYC document: the player's KYC is verified.",
    authScopes: { staff: 'kyc.decide' },
    errors: changeErrors,
    args: { id: t.arg.id({ required: true, description: "The document's global id." }), reason: t.arg.string({ required: false, description: 'A note for the audit log.' }) },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await ctx.platform.POST('/api/backoffice/compliance/kyc/{id}/approve', { params: { path: { id: idOrNotFound(args.id, 'KycDocument') } }, body: args.reason ? { Reason: args.reason } : {} }),
        { fieldNames: { Reason: 'reason' } },
      ).Document,
  }),
  rejectKycDocument: t.field({
    type: KycDecision,
    description: 'Rejects a pending KYC document with a reason the player reads on their KYC page.',
    authScopes: { staff: 'kyc.decide' },
    errors: changeErrors,
    args: { id: t.arg.id({ required: true, description: "The document's global id." }), reason: t.arg.string({ required: true, description: 'Why (the player reads it; the audit log keeps it).' }) },
    resolve: async (_root, args, ctx) =>
      unwrap(await ctx.platform.POST('/api/backoffice/compliance/kyc/{id}/reject', { params: { path: { id: idOrNotFound(args.id, 'KycDocument') } }, body: { Reason: args.reason } }), {
        fieldNames: { Reason: 'reason' },
      }).Document,
  }),
  resolveComplianceFlag: t.field({
    type: ComplianceFlag,
    description: 'Resolves an open compliance flag with a reason (audited).',
    authScopes: { staff: 'flags.resolve' },
    errors: changeErrors,
    args: { id: t.arg.id({ required: true, description: "The flag's global id." }), reason: t.arg.string({ required: true, description: 'How it was resolved (the audit log keeps it).' }) },
    resolve: async (_root, args, ctx) =>
      unwrap(await ctx.platform.POST('/api/backoffice/compliance/flags/{id}/resolve', { params: { path: { id: idOrNotFound(args.id, 'ComplianceFlag') } }, body: { Reason: args.reason } }), {
        fieldNames: { Reason: 'reason' },
      }).Flag,
  }),
}));
