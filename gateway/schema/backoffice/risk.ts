/**
 * A player's risk profile in the back office (issue 19): the stake factor on their max bets, the factor
 * their settled tickets suggest with the figures behind it, and setting it. The mutation answers the
 * profile as it now stands, so the section updates from the answer alone.
 */
import { builder } from '../../builder';
import { BackofficeError, NotFoundError, ValidationError } from '../../errors';
import { unwrap } from '../../upstream/client';
import type { components } from '../../upstream/platform-api';
import { globalIdOf, idOrNotFound, rawIdOf } from '../ids';
import { Backoffice, BackofficeMutation } from './root';

type Schemas = components['schemas'];
type RiskShape = Omit<Schemas['BackofficePlayerRiskResponse'], 'HasErrors' | 'ErrorMessage'>;

const RiskVerdict = builder.enumType('PlayerRiskVerdict', {
  description: "What a player's settled tickets say (rules/trading/risk.ts).",
  values: {
    TOO_FEW: { value: 'too_few', description: 'Too few settled tickets to tell skill from luck.' },
    SHARP: { value: 'sharp', description: 'A profit significant at 1 %: well beyond luck.' },
    WINNING: { value: 'winning', description: 'A profit significant at 5 %.' },
    BEATS_CLOSING: { value: 'beats_closing', description: 'No significant profit yet, but picks taken above the closing price at least 60 % of the time.' },
    NORMAL: { value: 'normal', description: 'Within what luck explains.' },
  } as const,
});

const Suggestion = builder.objectRef<RiskShape['Suggestion']>('PlayerRiskSuggestion').implement({
  description: 'The stake factor a player\'s record suggests, and why.',
  fields: (t) => ({
    verdict: t.field({ type: RiskVerdict, description: 'What the record says.', resolve: (s) => s.Verdict }),
    stakeFactor: t.exposeFloat('StakeFactor', { description: 'The factor suggested.' }),
    tickets: t.exposeInt('Tickets', { description: 'Settled tickets read (the latest, at most 200).' }),
    profitPercent: t.exposeFloat('ProfitPercent', { description: 'Profit over them, percent of the stakes.' }),
    pValue: t.exposeFloat('PValue', { description: 'One-sided p of a return this high from a player who pays the margin.' }),
    beatClosingPercent: t.exposeInt('BeatClosingPercent', { nullable: true, description: 'Share of tickets taken above the closing price; null when unknown.' }),
  }),
});

const PlayerRisk = builder.objectRef<RiskShape>('BackofficePlayerRisk').implement({
  description: "A player's risk profile: the stake factor scaling their max bets, and the suggested one.",
  fields: (t) => ({
    id: t.id({ description: "The profile's global id.", resolve: (r) => globalIdOf('BackofficePlayerRisk', r.UserId) }),
    stakeFactor: t.exposeFloat('StakeFactor', { description: "Scales every max bet the player is offered: 0.01 to 10, 1 = the operator's." }),
    setBy: t.exposeString('SetBy', { nullable: true, description: 'Who set it last; null: never set.' }),
    setAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was set last.', resolve: (r) => r.SetAt }),
    suggestion: t.field({ type: Suggestion, description: 'What the record suggests.', resolve: (r) => r.Suggestion }),
  }),
});

builder.objectFields(Backoffice, (t) => ({
  playerRisk: t.field({
    type: PlayerRisk,
    nullable: true,
    description: "A player's risk profile, or null when there is no such player.",
    authScopes: { staff: 'trading.risk.read' },
    args: { playerId: t.arg.id({ required: true, description: "The player's global id." }) },
    resolve: async (_root, args, ctx) => {
      const id = rawIdOf(String(args.playerId), 'BackofficePlayer');
      if (id === null) return null;
      const answer = await ctx.platform.GET('/api/backoffice/trading/players/{id}/risk', { params: { path: { id } } });
      if (answer.response.status === 404) return null;
      return unwrap(answer);
    },
  }),
}));

builder.objectFields(BackofficeMutation, (t) => ({
  setPlayerStakeFactor: t.field({
    type: PlayerRisk,
    description: "Sets the player's stake factor (0.01–10) with a reason for the audit log: their max bets change at once. Answers the profile.",
    authScopes: { staff: 'trading.risk' },
    errors: { types: [ValidationError, BackofficeError, NotFoundError] },
    args: {
      playerId: t.arg.id({ required: true, description: "The player's global id." }),
      stakeFactor: t.arg.float({ required: true, description: 'The factor, 0.01 to 10, two decimals at most.' }),
      reason: t.arg.string({ required: true, description: 'Why (the suggestion\'s reason, or the trader\'s own).' }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await ctx.platform.PUT('/api/backoffice/trading/players/{id}/risk', {
          params: { path: { id: idOrNotFound(args.playerId, 'BackofficePlayer') } },
          body: { StakeFactor: args.stakeFactor, Reason: args.reason },
        }),
        { fieldNames: { StakeFactor: 'stakeFactor', Reason: 'reason' } },
      ),
  }),
}));
