/** Kysely's view of migration 0026's tables (the live chat). */
import type { Generated } from 'kysely';

export interface ChatTables {
  chat_conversations: {
    id: Generated<bigint>;
    token_hash: string;
    user_id: bigint | null;
    created_at: Generated<Date>;
    last_activity_at: Generated<Date>;
    last_visitor_at: Date | null;
    last_staff_at: Date | null;
  };
  chat_messages: {
    id: Generated<bigint>;
    conversation_id: bigint;
    author: 'visitor' | 'staff';
    author_staff_id: bigint | null;
    body: string;
    created_at: Generated<Date>;
  };
}
