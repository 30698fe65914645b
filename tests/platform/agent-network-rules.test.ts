/** The agent network's rules for an operator's change (platform/agents/network-rules.ts), one row per case. */
import { describe, expect, it } from 'vitest';
import { moveRefusal, typeChangeRefusal } from '../../platform/agents/network-rules';

// Seed 001 §1 types: 0 user, 1 agent, 2 super agent, 3 demo user, 4 super master agent.
describe('changing an account type', () => {
  it.each([
    ['a top-level player becomes a super master agent', { from: 0, to: 4, parentType: null, childTypes: [] }, null],
    ["a super master agent's player becomes a super agent", { from: 0, to: 2, parentType: 4, childTypes: [] }, null],
    ["an agent's player cannot become an agent (an agent holds players and demo users only)", { from: 0, to: 1, parentType: 1, childTypes: [] }, 'AGENT_TYPE_NOT_UNDER_PARENT'],
    ['an agent without a tree becomes a player again', { from: 1, to: 0, parentType: 4, childTypes: [] }, null],
    ['an agent with players cannot become a player', { from: 1, to: 0, parentType: null, childTypes: [0] }, 'AGENT_SUB_ACCOUNTS_REMAIN'],
    ['a super agent holding agents cannot become an agent', { from: 2, to: 1, parentType: null, childTypes: [1, 0] }, 'AGENT_SUB_ACCOUNTS_REMAIN'],
    ['an agent holding players becomes a super agent', { from: 1, to: 2, parentType: 4, childTypes: [0, 3] }, null],
    ['a demo user stays one', { from: 3, to: 1, parentType: 4, childTypes: [] }, 'AGENT_DEMO_ACCOUNT'],
    ['no account becomes a demo user', { from: 0, to: 3, parentType: 1, childTypes: [] }, 'AGENT_DEMO_ACCOUNT'],
  ] as const)('%s', (_name, change, refusal) => {
    expect(typeChangeRefusal(change)).toBe(refusal);
  });
});

const eur = (type: number, locked = false) => ({ type, currency: 'EUR', locked });

describe('moving an account with its tree', () => {
  it.each([
    ['a player under an agent', { account: eur(0), parent: eur(1), parentInsideTree: false }, null],
    ['an agent under a super agent', { account: eur(1), parent: eur(2), parentInsideTree: false }, null],
    ['under itself or its own sub-account: a loop', { account: eur(4), parent: eur(1), parentInsideTree: true }, 'AGENT_MOVE_CYCLE'],
    ['under a player', { account: eur(0), parent: eur(0), parentInsideTree: false }, 'AGENT_PARENT_NOT_AGENT'],
    ['under a demo user', { account: eur(0), parent: eur(3), parentInsideTree: false }, 'AGENT_PARENT_NOT_AGENT'],
    ['under a locked agent', { account: eur(0), parent: eur(2, true), parentInsideTree: false }, 'AGENT_PARENT_NOT_AGENT'],
    ['an agent under an agent', { account: eur(1), parent: eur(1), parentInsideTree: false }, 'AGENT_TYPE_NOT_UNDER_PARENT'],
    ['a super master agent under anyone', { account: eur(4), parent: eur(4), parentInsideTree: false }, 'AGENT_TYPE_NOT_UNDER_PARENT'],
    ['a euro player under a dollar agent', { account: eur(0), parent: { type: 1, currency: 'USD', locked: false }, parentInsideTree: false }, 'AGENT_CURRENCY_MISMATCH'],
  ] as const)('%s', (_name, move, refusal) => {
    expect(moveRefusal(move)).toBe(refusal);
  });
});
