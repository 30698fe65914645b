import type { Generated } from 'kysely';

/** Kysely's view of the tables of migration 0011_messages. */
export interface MessageTables {
  messages: {
    id: Generated<bigint>;
    subject: string;
    body: string;
    sender: Generated<string>;
    audience: 'user' | 'all';
    created_at: Generated<Date>;
  };
  message_recipients: {
    message_id: bigint;
    user_id: bigint;
    created_at: Generated<Date>;
    read_at: Date | null;
    removed_at: Date | null;
  };
}
