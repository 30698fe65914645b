import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column email_verified boolean not null default false,
      add column first_name text,
      add column last_name text,
      add column birth_date date,
      add column gender text,
      add column city text,
      add column phone text,
      add column address text,
      add column postal_code text,
      add column identificator_number text,
      add column bonus_code text,
      add column btag text,
      add column affiliate_type smallint,
      add column smartico_affiliate_id text,
      add column nationality_country_id integer,
      add column current_address_country_id integer,
      add column allow_email_notification boolean not null default true,
      add column political_declaration_required boolean not null default false,
      add column totp_secret text,
      add column totp_pending_secret text,
      add column totp_last_step bigint,
      add column last_sign_in_at timestamptz,
      add column previous_sign_in_at timestamptz;

    -- Only a hash of each token is kept: a database leak does not leak sessions.
    create table sessions (
      id bigserial primary key,
      token_hash text not null unique,
      user_id bigint not null references users(id),
      remember_me boolean not null,
      ip text not null,
      user_agent text not null,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index sessions_user_idx on sessions (user_id) where revoked_at is null;

    -- Single-use links (e-mail verification, password reset) and 2FA tickets.
    create table account_tokens (
      id bigserial primary key,
      user_id bigint not null references users(id),
      purpose text not null check (purpose in ('verify_email', 'reset_password', 'two_factor')),
      token_hash text not null unique,
      remember_me boolean not null default false,
      attempts integer not null default 0,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );

    -- Captchas and proof-of-work challenges, each answerable once.
    create table challenges (
      id text primary key,
      kind text not null check (kind in ('captcha', 'pow')),
      answer text,
      difficulty integer,
      expires_at timestamptz not null,
      used_at timestamptz
    );

    create table recovery_codes (
      id bigserial primary key,
      user_id bigint not null references users(id),
      code_hash text not null,
      used_at timestamptz
    );
    create index recovery_codes_user_idx on recovery_codes (user_id);

    -- Fixed-window counters shared by every platform process.
    create table rate_limits (
      key text not null,
      window_start timestamptz not null,
      count integer not null,
      primary key (key, window_start)
    );

    -- Seed 000 §4: failed sign-ins are recorded (Login_Fail).
    create table login_attempts (
      id bigserial primary key,
      user_id bigint references users(id),
      username text not null,
      ip text not null,
      success boolean not null,
      reason text not null,
      created_at timestamptz not null default now()
    );

    -- Outgoing mail, written in the transaction that caused it; sent to SMTP when
    -- configured, otherwise kept as the local mailbox of the embedded mode.
    create table mail_messages (
      id bigserial primary key,
      to_address text not null,
      subject text not null,
      body text not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    );
    create index mail_messages_to_idx on mail_messages (lower(to_address), id desc);

    create table kyc_documents (
      id bigserial primary key,
      user_id bigint not null references users(id),
      document_type text not null check (document_type in ('passport', 'id_card', 'driving_licence', 'proof_of_address')),
      file_name text not null,
      content_type text not null,
      size_bytes integer not null,
      content bytea not null,
      status text not null default 'pending' check (status in ('pending', 'verified', 'rejected')),
      uploaded_at timestamptz not null default now()
    );
    create index kyc_documents_user_idx on kyc_documents (user_id);
  `.execute(db);
}
