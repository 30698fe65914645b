/**
 * The rules an operator's change to the agent network must keep (issue 18, back office operations): the
 * tree stays a tree, each account sits under an agent whose type may hold it (seed 001 §1, MAY_CREATE:
 * the same table that says whom an agent may create), demo users stay play money, and an account moves
 * only under an agent of its own currency (agent transfers move one currency). Pure: the service
 * (platform/backoffice/operations/agents.ts) reads the facts and refuses with the code these answer.
 */
import { AccountType } from '../account/types';
import { AGENT_TYPES, MAY_CREATE } from './tree';

export type NetworkRefusal =
  | 'AGENT_DEMO_ACCOUNT'
  | 'AGENT_TYPE_NOT_UNDER_PARENT'
  | 'AGENT_SUB_ACCOUNTS_REMAIN'
  | 'AGENT_PARENT_NOT_AGENT'
  | 'AGENT_MOVE_CYCLE'
  | 'AGENT_CURRENCY_MISMATCH';

/** Whether an agent of `parentType` may hold an account of `type` (null: no parent, the top of the network). */
const mayHold = (parentType: number | null, type: number) => parentType === null || (MAY_CREATE[parentType] ?? []).includes(type);

/** Promoting an account to an agent type, or making an agent a player again. */
export function typeChangeRefusal(change: { from: number; to: number; parentType: number | null; childTypes: readonly number[] }): NetworkRefusal | null {
  // Play money must never become real money, nor a real balance play money (platform/agents/play-money.ts).
  if (change.from === AccountType.DemoUser || change.to === AccountType.DemoUser) return 'AGENT_DEMO_ACCOUNT';
  if (!mayHold(change.parentType, change.to)) return 'AGENT_TYPE_NOT_UNDER_PARENT';
  // A player holds nobody: an agent with a tree is made a player only once its tree has moved elsewhere.
  if (change.childTypes.some((child) => !mayHold(change.to, child))) return 'AGENT_SUB_ACCOUNTS_REMAIN';
  return null;
}

/** Moving an account (with its whole tree) under another agent. */
export function moveRefusal(move: {
  account: { type: number; currency: string };
  parent: { type: number; currency: string; locked: boolean };
  /** The new parent is the account itself or somewhere in its tree. */
  parentInsideTree: boolean;
}): NetworkRefusal | null {
  if (move.parentInsideTree) return 'AGENT_MOVE_CYCLE';
  if (!AGENT_TYPES.includes(move.parent.type) || move.parent.locked) return 'AGENT_PARENT_NOT_AGENT';
  if (!mayHold(move.parent.type, move.account.type)) return 'AGENT_TYPE_NOT_UNDER_PARENT';
  if (move.account.currency !== move.parent.currency) return 'AGENT_CURRENCY_MISMATCH';
  return null;
}
