// Generated from platform/openapi.json by scripts/generate.ts. Do not edit; run `npm run generate`.

/** Failures any route may answer. */
export const CommonErrorCodes = ["VALIDATION", "NOT_FOUND", "UNAUTHORIZED", "FORBIDDEN", "INTERNAL"] as const;

/** Sign-in, registration and two-factor refusals: who the caller is could not be established. */
export const AccountAuthErrorCodes = ["INVALID_CREDENTIALS", "ACCOUNT_LOCKED", "EMAIL_NOT_VERIFIED", "CAPTCHA_INVALID", "TWO_FACTOR_INVALID"] as const;

/** The back office's refusals to a member of staff. */
export const StaffErrorCodes = ["ADMIN_TOKEN_REFUSED", "STAFF_USERNAME_TAKEN", "LAST_ADMIN", "BOOTSTRAP_CLOSED", "REASON_REQUIRED"] as const;

/** The account service's other refusals. */
export const AccountErrorCodes = ["CONFLICT", "RATE_LIMITED", "TOKEN_INVALID"] as const;

/** Responsible gambling's refusals: limits, time-outs, self-exclusion and the jurisdiction's slot rules. */
export const ResponsibleErrorCodes = ["DEPOSIT_LIMIT_REACHED", "LOSS_LIMIT_REACHED", "WAGER_LIMIT_REACHED", "TIMED_OUT", "SELF_EXCLUDED", "NATIONALLY_EXCLUDED", "SIGN_IN_PAUSED", "RECIPIENT_EXCLUDED", "COOLING_OFF", "NOTHING_PENDING", "EXCLUSION_ACTIVE", "SLOT_CYCLE_TOO_FAST", "LIMIT_PROMPT_REQUIRED", "SLOT_STAKE_CAP"] as const;

/** The cashier's refusals to a player. */
export const CashierErrorCodes = ["METHOD_UNAVAILABLE", "VOUCHER_INVALID", "VOUCHER_USED", "VOUCHER_CURRENCY", "WRONG_PASSWORD", "INSUFFICIENT_BALANCE", "BALANCE_IN_DEBT", "IDEMPOTENCY_CONFLICT", "ALREADY_PROCESSED", "TRANSFER_NOT_FOUND", "WITHDRAWAL_NOT_FOUND", "DEPOSIT_NOT_FOUND", "NOT_CANCELABLE", "PLAY_MONEY_ONLY"] as const;

/** The bonus service's refusals (claims and cancels). */
export const BonusErrorCodes = ["BONUS_INVALID", "BONUS_ALREADY_CLAIMED", "BONUS_ACTIVE_EXISTS", "BONUS_DEPOSIT_REQUIRED", "BONUS_FIRST_DEPOSIT_ONLY", "BONUS_DEPOSIT_USED", "BONUS_CURRENCY", "BONUS_NOT_STARTED", "BONUS_PAUSED", "BONUS_EXPIRED", "BONUS_EXHAUSTED", "BONUS_NOT_FOUND", "BONUS_NOT_CANCELABLE"] as const;

/** The cashier's operator refusals. */
export const CashierOperatorErrorCodes = ["NOT_PENDING", "FOUR_EYES_SAME_STAFF", "KYC_REQUIRED", "ADJUSTMENT_OVERDRAFT"] as const;

/** The bonus service's operator refusals. */
export const BonusOperatorErrorCodes = ["BONUS_NOT_PERSONAL", "BONUS_CODE_TAKEN", "BONUS_CAMPAIGN_ENDED"] as const;

/** The cashier's refusals to a payment provider's callback. */
export const CashierCallbackErrorCodes = ["PROVIDER_UNKNOWN", "INVALID_SIGNATURE", "INVALID_CALLBACK", "CURRENCY_MISMATCH", "AMOUNT_MISMATCH", "ADDRESS_UNKNOWN"] as const;

/** The betting service refusal kinds (seed 002 §8 and a real book's own). */
export const BettingErrorCodes = ["ACCOUNT_LOCKED", "DIFFERENT_SOURCES", "INCOMPATIBLE_SELECTIONS", "INVALID_COMBINATION", "LAY_NOT_OFFERED", "MARKETS_OUTRIGHTS_COMBINATION", "INVALID_STAKE", "LINE_ALREADY_ADDED", "LIMIT_REACHED", "MAX_SELECTIONS", "MIN_STAKE", "MIN_SELECTIONS", "NO_PRIVILEGES", "OUTDATED_BALANCE", "PLACE_BET_IN_PROGRESS", "TERMS_NOT_ACCEPTED", "INSUFFICIENT_BALANCE", "BALANCE_IN_DEBT", "ODDS_CHANGED", "ODDS_TOLERANCE_TOO_HIGH", "SELECTION_UNAVAILABLE", "SELECTION_SUSPENDED", "TRADER_OFFERS_UNAVAILABLE", "FREE_BET_UNAVAILABLE", "INSURANCE_UNAVAILABLE", "NOT_FOUND", "NOT_OPEN", "CASHOUT_UNAVAILABLE", "CASHOUT_DECLINED", "CASHOUT_PART_INVALID", "AUTO_CASHOUT_INVALID", "EDIT_UNAVAILABLE", "EDIT_UNCHANGED", "EDIT_STAKE_INVALID", "IDEMPOTENCY_CONFLICT", "CASHOUT_PART_UNEVEN", "SHARE_NOT_FOUND", "SHARE_RATE_LIMITED", "VALIDATION", "BUILDER_DIFFERENT_MATCHES", "BUILDER_NOT_OFFERED", "BUILDER_UNSUPPORTED_MARKET", "BUILDER_IMPOSSIBLE", "BUILDER_NEAR_CERTAIN", "BUILDER_TOO_FEW_LEGS"] as const;

/** The betting service's refusals to an operator or the feed. */
export const BettingOperatorErrorCodes = ["ROLLBACK_NOT_COVERED"] as const;

/** The trading desk's refusals. */
export const TradingErrorCodes = ["NO_MARKETS", "INVALID_SCORE", "DUPLICATE_MARKET", "MATCH_NOT_FOUND", "MATCH_NOT_SETTLED", "MARKET_NOT_FOUND", "OUTCOME_NOT_FOUND"] as const;

/** The casino refusal kinds (launch failures). */
export const CasinoErrorCodes = ["GAME_NOT_FOUND", "GAME_UNAVAILABLE", "DEMO_UNAVAILABLE", "SIGN_IN_REQUIRED", "ACCOUNT_LOCKED", "SESSION_NOT_FOUND"] as const;

/** The casino catalogue's refusals. */
export const CasinoCatalogueErrorCodes = ["SEARCH_TOO_SHORT", "INVALID_CURSOR"] as const;

/** The casino's refusals to the back office (the lobby, the jackpots). */
export const CasinoOperatorErrorCodes = ["JACKPOT_NOT_FOUND", "GAME_RETIRED"] as const;

/** The seamless wallet's refusals to a game provider. */
export const CasinoWalletErrorCodes = ["INVALID_SIGNATURE", "PROVIDER_UNKNOWN", "INVALID_AMOUNT", "INSUFFICIENT_FUNDS", "TOKEN_INVALID", "TOKEN_EXPIRED", "TRANSACTION_NOT_FOUND", "TRANSACTION_CONFLICT", "ROUND_CLOSED", "ACCOUNT_LOCKED", "RESPONSIBLE_GAMBLING"] as const;

/** The game server's refusals to a game page. */
export const GameErrorCodes = ["SESSION_NOT_FOUND", "SESSION_ENDED", "SESSION_EXPIRED", "SESSION_NOT_YOURS", "ACCOUNT_LOCKED", "INVALID_STAKE", "INVALID_BET", "INVALID_PICKS", "INVALID_ACTION", "ROUND_IN_PROGRESS", "NO_OPEN_ROUND", "INSUFFICIENT_FUNDS", "ROUND_FAILED", "WALLET_UNAVAILABLE", "RESPONSIBLE_GAMBLING"] as const;

/** The agent service's refusals. */
export const AgentsErrorCodes = ["NOT_FOUND", "NO_PRIVILEGES", "VALIDATION", "INSUFFICIENT_BALANCE", "PLAY_MONEY_ONLY", "CURRENCY_MISMATCH", "ACCOUNT_TYPE_NOT_ALLOWED", "IDEMPOTENCY_CONFLICT"] as const;

/** Compliance's refusals: a KYC document or a flag already decided. */
export const ComplianceErrorCodes = ["KYC_ALREADY_DECIDED", "FLAG_ALREADY_RESOLVED"] as const;

/** The live chat's refusals. */
export const ChatErrorCodes = ["CHAT_NOT_STARTED"] as const;

/** Operations' refusals: a change to the agent network its rules do not allow. */
export const OperationsErrorCodes = ["AGENT_MOVE_CYCLE", "AGENT_PARENT_NOT_AGENT", "AGENT_TYPE_NOT_UNDER_PARENT", "AGENT_SUB_ACCOUNTS_REMAIN", "AGENT_CURRENCY_MISMATCH", "AGENT_DEMO_ACCOUNT"] as const;

/** What each code means, per list (the contract's x-enumDescriptions); a code a list leaves out means what an earlier list says. */
export const ErrorCodeMeanings = {
  CommonErrorCode: {
    VALIDATION: "The input was rejected; ValidationError.fields names each field and what is wrong with it. Nothing was changed.",
    NOT_FOUND: "The thing asked for (a ticket, a transaction, a match…) does not exist or is not the caller's.",
    UNAUTHORIZED: "Not signed in, or the session expired.",
    FORBIDDEN: "Signed in, but this account may not do this.",
    INTERNAL: "An unexpected failure; safe to retry later.",
  },
  AccountAuthErrorCode: {
    INVALID_CREDENTIALS: "The user name or password is wrong.",
    ACCOUNT_LOCKED: "The account is locked (by an operator, its agent or too many failed sign-ins): it cannot sign in or bet.",
    EMAIL_NOT_VERIFIED: "The e-mail address must be verified (the link in the confirmation e-mail) before signing in.",
    CAPTCHA_INVALID: "The captcha answer or the proof-of-work solution is wrong or expired; fetch a new captcha.",
    TWO_FACTOR_INVALID: "The two-factor code, recovery code or ticket is wrong or expired.",
  },
  StaffErrorCode: {
    ADMIN_TOKEN_REFUSED: "X-Admin-Token is for machine-to-machine calls; a person signs in to the back office for this.",
    STAFF_USERNAME_TAKEN: "A member of staff already has this user name.",
    LAST_ADMIN: "The last unlocked admin cannot be locked or lose the admin role.",
    BOOTSTRAP_CLOSED: "An unlocked admin exists: staff are made in the back office, not with the machine token.",
    REASON_REQUIRED: "This action needs a reason (it goes to the audit log, and to the player where they see it).",
  },
  AccountErrorCode: {
    CONFLICT: "This was already done (e.g. a token already used).",
    RATE_LIMITED: "Too many attempts from this address, account or API key; retryAfterSeconds (and Retry-After on HTTP) says when to try again.",
    TOKEN_INVALID: "The e-mail verification or password-reset token is wrong, used or expired.",
  },
  ResponsibleErrorCode: {
    DEPOSIT_LIMIT_REACHED: "The deposit is over what the deposit limit leaves; the message names the limit and when it resets (nothing was charged).",
    LOSS_LIMIT_REACHED: "The stake could lose more than the loss limit leaves; the message names the limit and when it resets.",
    WAGER_LIMIT_REACHED: "The stake is over what the wager limit leaves; the message names the limit and when it resets.",
    TIMED_OUT: "The player is on a time-out until the date the message names: no sign-in, deposit or bet.",
    SELF_EXCLUDED: "The player is self-excluded until the date the message names: no sign-in, deposit or bet.",
    NATIONALLY_EXCLUDED: "The national self-exclusion register lists this person: no sign-in.",
    SIGN_IN_PAUSED: "A session limit ended the last session; sign-in opens again at the time the message names.",
    RECIPIENT_EXCLUDED: "The account receiving the transfer is on a time-out or self-excluded.",
    COOLING_OFF: "The pending limit change cannot be confirmed before its cooling-off ends (the message says when).",
    NOTHING_PENDING: "No pending limit change to confirm.",
    EXCLUSION_ACTIVE: "An exclusion is in force and cannot be shortened or lifted before its end.",
    SLOT_CYCLE_TOO_FAST: "A slot spin started sooner than the jurisdiction's minimum game cycle after the last one.",
    LIMIT_PROMPT_REQUIRED: "The player's jurisdiction does not let the deposit-limit prompt be skipped: a deposit limit is to be set.",
    SLOT_STAKE_CAP: "The spin's stake is over the jurisdiction's cap per spin for this player.",
  },
  CashierErrorCode: {
    METHOD_UNAVAILABLE: "The payment method is not open to this account, currency or amount.",
    VOUCHER_INVALID: "The voucher code is not valid.",
    VOUCHER_USED: "The voucher was already redeemed.",
    VOUCHER_CURRENCY: "The voucher is in another currency than the account.",
    WRONG_PASSWORD: "The account password given with a withdrawal is wrong (CashierError.field is \"Password\").",
    INSUFFICIENT_BALANCE: "The cash balance does not cover the amount or stake.",
    BALANCE_IN_DEBT: "The cash balance is negative after a corrected result: a deposit must repay it before any stake or withdrawal.",
    IDEMPOTENCY_CONFLICT: "The idempotency key was already used for a request with other details; use a new key for a new request.",
    ALREADY_PROCESSED: "The deposit or transfer was already credited.",
    TRANSFER_NOT_FOUND: "No such X1 transfer for this account.",
    WITHDRAWAL_NOT_FOUND: "No such withdrawal for this account.",
    DEPOSIT_NOT_FOUND: "No such deposit (for this account, when a player asks).",
    NOT_CANCELABLE: "Only a PENDING withdrawal or deposit can be cancelled or resumed (a deposit also not once expired).",
  },
  BonusErrorCode: {
    BONUS_INVALID: "No bonus has this code.",
    BONUS_ALREADY_CLAIMED: "The player already claimed this bonus.",
    BONUS_ACTIVE_EXISTS: "The player already has an active bonus; complete or cancel it first.",
    BONUS_DEPOSIT_REQUIRED: "The bonus is claimed on a deposit and there is none to claim it on (BonusError.requiresDeposit).",
    BONUS_FIRST_DEPOSIT_ONLY: "The bonus is for the first deposit only.",
    BONUS_DEPOSIT_USED: "That deposit already carries a bonus; a new deposit is needed (BonusError.requiresDeposit).",
    BONUS_CURRENCY: "The bonus is not offered in the account currency.",
    BONUS_NOT_STARTED: "The bonus campaign has not started yet (its window's start is ahead).",
    BONUS_PAUSED: "The bonus campaign is paused by marketing.",
    BONUS_EXPIRED: "The bonus campaign has ended.",
    BONUS_EXHAUSTED: "The bonus campaign has reached its total number of claims.",
    BONUS_NOT_FOUND: "No such bonus of this player.",
    BONUS_NOT_CANCELABLE: "Only an APPENDED or ACTIVE bonus can be canceled.",
  },
  CashierOperatorErrorCode: {
    NOT_PENDING: "Only a PENDING withdrawal can be approved or rejected.",
    FOUR_EYES_SAME_STAFF: "Above the four-eyes amount a second, different member of staff must approve: this one already did.",
    KYC_REQUIRED: "Above the KYC amount the player's identity documents must be verified before the withdrawal is approved.",
    ADJUSTMENT_OVERDRAFT: "A manual debit may not take the player's cash balance below zero.",
  },
  BonusOperatorErrorCode: {
    BONUS_NOT_PERSONAL: "Only a personal bonus can be granted to one player.",
    BONUS_CODE_TAKEN: "Another bonus already has this code.",
    BONUS_CAMPAIGN_ENDED: "The bonus campaign has ended: it cannot be paused, resumed or changed any more.",
  },
  CashierCallbackErrorCode: {
    PROVIDER_UNKNOWN: "No such payment provider.",
    INVALID_SIGNATURE: "The signature over the raw body is wrong.",
    INVALID_CALLBACK: "The callback body is malformed or reports a failure.",
    CURRENCY_MISMATCH: "The callback currency is not the deposit's (or the address's chain).",
    AMOUNT_MISMATCH: "The callback amount is not the deposit's.",
    ADDRESS_UNKNOWN: "No account owns this crypto address.",
  },
  BettingErrorCode: {
    DIFFERENT_SOURCES: "Live and prematch selections cannot be combined in this bet.",
    INCOMPATIBLE_SELECTIONS: "Some selections cannot be combined in one bet (BetslipSelection.incompatibleSelections).",
    INVALID_COMBINATION: "This combination of selections is not offered for the bet type.",
    LAY_NOT_OFFERED: "Lay (betting against) is not offered.",
    MARKETS_OUTRIGHTS_COMBINATION: "Outrights cannot be combined with match markets.",
    INVALID_STAKE: "The stake is missing or not a positive decimal amount.",
    LINE_ALREADY_ADDED: "The selection is already on the slip.",
    LIMIT_REACHED: "The stake is over the 24-hour limit or the max bet; the message says what can be staked now.",
    MAX_SELECTIONS: "Too many selections for the bet type.",
    MIN_STAKE: "The stake is below the minimum; the message says the minimum.",
    MIN_SELECTIONS: "Too few selections for the bet type.",
    NO_PRIVILEGES: "This account may not place bets.",
    OUTDATED_BALANCE: "The balance changed since the slip showed it (PlaceBetInput.seenBalance); read the slip again.",
    PLACE_BET_IN_PROGRESS: "Another placement of this account is still running; wait for it.",
    TERMS_NOT_ACCEPTED: "The player must complete the declaration and accept the terms before betting.",
    BALANCE_IN_DEBT: "The cash balance is negative after a corrected result: a deposit must repay it before any stake or withdrawal.",
    ODDS_CHANGED: "A price moved and the odds policy refuses the change; read the slip again and place again.",
    ODDS_TOLERANCE_TOO_HIGH: "The odds-change tolerance asked for is above the operator's maximum (Betslip.maxOddsTolerance); nothing was changed.",
    SELECTION_UNAVAILABLE: "The selection is no longer offered (market closed, match started or over).",
    SELECTION_SUSPENDED: "Betting on the selection is suspended right now; try again shortly.",
    TRADER_OFFERS_UNAVAILABLE: "Trader offers are not available for this bet or ticket.",
    FREE_BET_UNAVAILABLE: "The free bet cannot be used for this bet (used, expired, or another type or amount).",
    INSURANCE_UNAVAILABLE: "Bet insurance is not offered for this bet (too few selections or not a combo).",
    NOT_FOUND: "No such ticket of this player (a wrong ticket id included).",
    NOT_OPEN: "The ticket can no longer be changed (settled, declined or already answered).",
    CASHOUT_UNAVAILABLE: "Cash-out is not offered for this ticket right now.",
    CASHOUT_DECLINED: "The cash-out value fell below the amount asked; cash out again with the new value.",
    CASHOUT_PART_INVALID: "The part of the stake to cash out is not above zero, above the stake, or leaves less than the minimum stake on the ticket; nothing was changed.",
    AUTO_CASHOUT_INVALID: "The automatic cash-out value is not above the ticket's value now or is above its potential return; nothing was changed.",
    EDIT_UNAVAILABLE: "This ticket cannot be edited (not an open prematch single or combo of real money), or the new bet would not be accepted at once; nothing was changed.",
    EDIT_UNCHANGED: "The edit names the same selections the ticket already has; nothing was changed.",
    EDIT_STAKE_INVALID: "The new stake (the cash-out value plus or minus the money added or taken) is below the minimum stake; nothing was changed.",
    CASHOUT_PART_UNEVEN: "The part does not split evenly over the ticket's equal stakes (a system's lines, a reverse bet's two if-bets); nothing was changed.",
    SHARE_NOT_FOUND: "No shared bet has this code (mistyped, or never shared).",
    SHARE_RATE_LIMITED: "Too many shared bets opened from this address; RetryAfterSeconds says when to try again.",
    VALIDATION: "The bet or the request was malformed (e.g. over 30 selections); nothing was changed.",
    BUILDER_DIFFERENT_MATCHES: "The legs of a bet builder are not all selections of one match.",
    BUILDER_NOT_OFFERED: "The bet builder is not offered for this match now (soccer before kick-off whose 1X2 and total are priced).",
    BUILDER_UNSUPPORTED_MARKET: "A selection cannot be part of a bet builder (its market type, its period, or a quarter line); the message names it.",
    BUILDER_IMPOSSIBLE: "The selections of the bet builder cannot all win together (or so rarely that no price is offered).",
    BUILDER_NEAR_CERTAIN: "The selections together are practically certain: no price with margin exists.",
    BUILDER_TOO_FEW_LEGS: "Fewer than two selections are left once those implied by another are merged.",
  },
  BettingOperatorErrorCode: {
    ROLLBACK_NOT_COVERED: "A player no longer holds the winnings a rollback takes back; nothing was changed.",
  },
  TradingErrorCode: {
    NO_MARKETS: "A correction names at least one market or the corrected final score; nothing was changed.",
    INVALID_SCORE: "A corrected final score is two whole numbers of at least 0; nothing was changed.",
    DUPLICATE_MARKET: "A market is named twice in one correction; nothing was changed.",
    MATCH_NOT_FOUND: "No such match.",
    MATCH_NOT_SETTLED: "The match has not ended: only a settled match can be corrected; nothing was changed.",
    MARKET_NOT_FOUND: "The match has no such market (no result and no ticket on it); nothing was changed.",
    OUTCOME_NOT_FOUND: "A corrected result names an outcome the market does not have, or a result that does not exist; nothing was changed.",
  },
  CasinoErrorCode: {
    GAME_NOT_FOUND: "No such game in the catalogue.",
    GAME_UNAVAILABLE: "The game is not working at the moment (seed 002 §9 \"not working\").",
    DEMO_UNAVAILABLE: "The game has no demo (live games): play it for real money.",
    SIGN_IN_REQUIRED: "Real money needs a signed-in player.",
    ACCOUNT_LOCKED: "The account may not play for money now.",
    SESSION_NOT_FOUND: "No such game session (endGameSession).",
  },
  CasinoCatalogueErrorCode: {
    SEARCH_TOO_SHORT: "A search needs more than 2 characters.",
    INVALID_CURSOR: "The page cursor was not given by this list (or is stale); start again from the first page.",
  },
  CasinoOperatorErrorCode: {
    JACKPOT_NOT_FOUND: "No such jackpot pool.",
    GAME_RETIRED: "The game is retired already: it cannot be retired again or marked.",
  },
  CasinoWalletErrorCode: {
    INVALID_SIGNATURE: "The X-Signature over the raw body is wrong.",
    PROVIDER_UNKNOWN: "No such game provider.",
    INVALID_AMOUNT: "The amount is not a positive decimal in the currency.",
    INSUFFICIENT_FUNDS: "The balance does not cover the bet (Balance says what it is).",
    TOKEN_INVALID: "An unknown token, or another provider's.",
    TOKEN_EXPIRED: "The session is over: no more bets on it.",
    TRANSACTION_NOT_FOUND: "A win without a bet in its round, or a rollback of an unknown bet.",
    TRANSACTION_CONFLICT: "The transaction id was already used with other details.",
    ROUND_CLOSED: "The round is already closed.",
    RESPONSIBLE_GAMBLING: "The player's wager or loss limit, time-out or self-exclusion refuses the bet (issue 17).",
  },
  GameErrorCode: {

  },
  AgentsErrorCode: {
    PLAY_MONEY_ONLY: "A demo user plays with play money only: no deposits, withdrawals or transfers.",
    CURRENCY_MISMATCH: "Both accounts of a transfer must use the same currency.",
    ACCOUNT_TYPE_NOT_ALLOWED: "The agent may not create an account of this type.",
  },
  ComplianceErrorCode: {
    KYC_ALREADY_DECIDED: "The document was approved or rejected already (by someone else, perhaps): nothing was changed.",
    FLAG_ALREADY_RESOLVED: "The flag was resolved already: nothing was changed.",
  },
  ChatErrorCode: {
    CHAT_NOT_STARTED: "This visitor has no conversation yet (or its secret is unknown): start one first.",
  },
  OperationsErrorCode: {
    AGENT_MOVE_CYCLE: "An account cannot move under itself or under one of its own sub-accounts: the tree would become a loop.",
    AGENT_PARENT_NOT_AGENT: "The new parent must be an unlocked agent (agent, super agent or super master agent).",
    AGENT_TYPE_NOT_UNDER_PARENT: "The parent agent's type may not hold an account of this type (seed 001 §1: who may create whom).",
    AGENT_SUB_ACCOUNTS_REMAIN: "The account holds sub-accounts its new type may not hold: move them to another agent first.",
    AGENT_CURRENCY_MISMATCH: "An account moves only under an agent of its own currency (the agent moves money to and from it in one currency).",
    AGENT_DEMO_ACCOUNT: "A demo user plays with play money only: it cannot become another type, nor another account a demo user.",
  },
} as const;

/** Every code of every list, to name one in code: Code.VALIDATION. */
export const Code = {
  ACCOUNT_LOCKED: "ACCOUNT_LOCKED",
  ACCOUNT_TYPE_NOT_ALLOWED: "ACCOUNT_TYPE_NOT_ALLOWED",
  ADDRESS_UNKNOWN: "ADDRESS_UNKNOWN",
  ADJUSTMENT_OVERDRAFT: "ADJUSTMENT_OVERDRAFT",
  ADMIN_TOKEN_REFUSED: "ADMIN_TOKEN_REFUSED",
  AGENT_CURRENCY_MISMATCH: "AGENT_CURRENCY_MISMATCH",
  AGENT_DEMO_ACCOUNT: "AGENT_DEMO_ACCOUNT",
  AGENT_MOVE_CYCLE: "AGENT_MOVE_CYCLE",
  AGENT_PARENT_NOT_AGENT: "AGENT_PARENT_NOT_AGENT",
  AGENT_SUB_ACCOUNTS_REMAIN: "AGENT_SUB_ACCOUNTS_REMAIN",
  AGENT_TYPE_NOT_UNDER_PARENT: "AGENT_TYPE_NOT_UNDER_PARENT",
  ALREADY_PROCESSED: "ALREADY_PROCESSED",
  AMOUNT_MISMATCH: "AMOUNT_MISMATCH",
  AUTO_CASHOUT_INVALID: "AUTO_CASHOUT_INVALID",
  BALANCE_IN_DEBT: "BALANCE_IN_DEBT",
  BONUS_ACTIVE_EXISTS: "BONUS_ACTIVE_EXISTS",
  BONUS_ALREADY_CLAIMED: "BONUS_ALREADY_CLAIMED",
  BONUS_CAMPAIGN_ENDED: "BONUS_CAMPAIGN_ENDED",
  BONUS_CODE_TAKEN: "BONUS_CODE_TAKEN",
  BONUS_CURRENCY: "BONUS_CURRENCY",
  BONUS_DEPOSIT_REQUIRED: "BONUS_DEPOSIT_REQUIRED",
  BONUS_DEPOSIT_USED: "BONUS_DEPOSIT_USED",
  BONUS_EXHAUSTED: "BONUS_EXHAUSTED",
  BONUS_EXPIRED: "BONUS_EXPIRED",
  BONUS_FIRST_DEPOSIT_ONLY: "BONUS_FIRST_DEPOSIT_ONLY",
  BONUS_INVALID: "BONUS_INVALID",
  BONUS_NOT_CANCELABLE: "BONUS_NOT_CANCELABLE",
  BONUS_NOT_FOUND: "BONUS_NOT_FOUND",
  BONUS_NOT_PERSONAL: "BONUS_NOT_PERSONAL",
  BONUS_NOT_STARTED: "BONUS_NOT_STARTED",
  BONUS_PAUSED: "BONUS_PAUSED",
  BOOTSTRAP_CLOSED: "BOOTSTRAP_CLOSED",
  BUILDER_DIFFERENT_MATCHES: "BUILDER_DIFFERENT_MATCHES",
  BUILDER_IMPOSSIBLE: "BUILDER_IMPOSSIBLE",
  BUILDER_NEAR_CERTAIN: "BUILDER_NEAR_CERTAIN",
  BUILDER_NOT_OFFERED: "BUILDER_NOT_OFFERED",
  BUILDER_TOO_FEW_LEGS: "BUILDER_TOO_FEW_LEGS",
  BUILDER_UNSUPPORTED_MARKET: "BUILDER_UNSUPPORTED_MARKET",
  CAPTCHA_INVALID: "CAPTCHA_INVALID",
  CASHOUT_DECLINED: "CASHOUT_DECLINED",
  CASHOUT_PART_INVALID: "CASHOUT_PART_INVALID",
  CASHOUT_PART_UNEVEN: "CASHOUT_PART_UNEVEN",
  CASHOUT_UNAVAILABLE: "CASHOUT_UNAVAILABLE",
  CHAT_NOT_STARTED: "CHAT_NOT_STARTED",
  CONFLICT: "CONFLICT",
  COOLING_OFF: "COOLING_OFF",
  CURRENCY_MISMATCH: "CURRENCY_MISMATCH",
  DEMO_UNAVAILABLE: "DEMO_UNAVAILABLE",
  DEPOSIT_LIMIT_REACHED: "DEPOSIT_LIMIT_REACHED",
  DEPOSIT_NOT_FOUND: "DEPOSIT_NOT_FOUND",
  DIFFERENT_SOURCES: "DIFFERENT_SOURCES",
  DUPLICATE_MARKET: "DUPLICATE_MARKET",
  EDIT_STAKE_INVALID: "EDIT_STAKE_INVALID",
  EDIT_UNAVAILABLE: "EDIT_UNAVAILABLE",
  EDIT_UNCHANGED: "EDIT_UNCHANGED",
  EMAIL_NOT_VERIFIED: "EMAIL_NOT_VERIFIED",
  EXCLUSION_ACTIVE: "EXCLUSION_ACTIVE",
  FLAG_ALREADY_RESOLVED: "FLAG_ALREADY_RESOLVED",
  FORBIDDEN: "FORBIDDEN",
  FOUR_EYES_SAME_STAFF: "FOUR_EYES_SAME_STAFF",
  FREE_BET_UNAVAILABLE: "FREE_BET_UNAVAILABLE",
  GAME_NOT_FOUND: "GAME_NOT_FOUND",
  GAME_RETIRED: "GAME_RETIRED",
  GAME_UNAVAILABLE: "GAME_UNAVAILABLE",
  IDEMPOTENCY_CONFLICT: "IDEMPOTENCY_CONFLICT",
  INCOMPATIBLE_SELECTIONS: "INCOMPATIBLE_SELECTIONS",
  INSUFFICIENT_BALANCE: "INSUFFICIENT_BALANCE",
  INSUFFICIENT_FUNDS: "INSUFFICIENT_FUNDS",
  INSURANCE_UNAVAILABLE: "INSURANCE_UNAVAILABLE",
  INTERNAL: "INTERNAL",
  INVALID_ACTION: "INVALID_ACTION",
  INVALID_AMOUNT: "INVALID_AMOUNT",
  INVALID_BET: "INVALID_BET",
  INVALID_CALLBACK: "INVALID_CALLBACK",
  INVALID_COMBINATION: "INVALID_COMBINATION",
  INVALID_CREDENTIALS: "INVALID_CREDENTIALS",
  INVALID_CURSOR: "INVALID_CURSOR",
  INVALID_PICKS: "INVALID_PICKS",
  INVALID_SCORE: "INVALID_SCORE",
  INVALID_SIGNATURE: "INVALID_SIGNATURE",
  INVALID_STAKE: "INVALID_STAKE",
  JACKPOT_NOT_FOUND: "JACKPOT_NOT_FOUND",
  KYC_ALREADY_DECIDED: "KYC_ALREADY_DECIDED",
  KYC_REQUIRED: "KYC_REQUIRED",
  LAST_ADMIN: "LAST_ADMIN",
  LAY_NOT_OFFERED: "LAY_NOT_OFFERED",
  LIMIT_PROMPT_REQUIRED: "LIMIT_PROMPT_REQUIRED",
  LIMIT_REACHED: "LIMIT_REACHED",
  LINE_ALREADY_ADDED: "LINE_ALREADY_ADDED",
  LOSS_LIMIT_REACHED: "LOSS_LIMIT_REACHED",
  MARKETS_OUTRIGHTS_COMBINATION: "MARKETS_OUTRIGHTS_COMBINATION",
  MARKET_NOT_FOUND: "MARKET_NOT_FOUND",
  MATCH_NOT_FOUND: "MATCH_NOT_FOUND",
  MATCH_NOT_SETTLED: "MATCH_NOT_SETTLED",
  MAX_SELECTIONS: "MAX_SELECTIONS",
  METHOD_UNAVAILABLE: "METHOD_UNAVAILABLE",
  MIN_SELECTIONS: "MIN_SELECTIONS",
  MIN_STAKE: "MIN_STAKE",
  NATIONALLY_EXCLUDED: "NATIONALLY_EXCLUDED",
  NOTHING_PENDING: "NOTHING_PENDING",
  NOT_CANCELABLE: "NOT_CANCELABLE",
  NOT_FOUND: "NOT_FOUND",
  NOT_OPEN: "NOT_OPEN",
  NOT_PENDING: "NOT_PENDING",
  NO_MARKETS: "NO_MARKETS",
  NO_OPEN_ROUND: "NO_OPEN_ROUND",
  NO_PRIVILEGES: "NO_PRIVILEGES",
  ODDS_CHANGED: "ODDS_CHANGED",
  ODDS_TOLERANCE_TOO_HIGH: "ODDS_TOLERANCE_TOO_HIGH",
  OUTCOME_NOT_FOUND: "OUTCOME_NOT_FOUND",
  OUTDATED_BALANCE: "OUTDATED_BALANCE",
  PLACE_BET_IN_PROGRESS: "PLACE_BET_IN_PROGRESS",
  PLAY_MONEY_ONLY: "PLAY_MONEY_ONLY",
  PROVIDER_UNKNOWN: "PROVIDER_UNKNOWN",
  RATE_LIMITED: "RATE_LIMITED",
  REASON_REQUIRED: "REASON_REQUIRED",
  RECIPIENT_EXCLUDED: "RECIPIENT_EXCLUDED",
  RESPONSIBLE_GAMBLING: "RESPONSIBLE_GAMBLING",
  ROLLBACK_NOT_COVERED: "ROLLBACK_NOT_COVERED",
  ROUND_CLOSED: "ROUND_CLOSED",
  ROUND_FAILED: "ROUND_FAILED",
  ROUND_IN_PROGRESS: "ROUND_IN_PROGRESS",
  SEARCH_TOO_SHORT: "SEARCH_TOO_SHORT",
  SELECTION_SUSPENDED: "SELECTION_SUSPENDED",
  SELECTION_UNAVAILABLE: "SELECTION_UNAVAILABLE",
  SELF_EXCLUDED: "SELF_EXCLUDED",
  SESSION_ENDED: "SESSION_ENDED",
  SESSION_EXPIRED: "SESSION_EXPIRED",
  SESSION_NOT_FOUND: "SESSION_NOT_FOUND",
  SESSION_NOT_YOURS: "SESSION_NOT_YOURS",
  SHARE_NOT_FOUND: "SHARE_NOT_FOUND",
  SHARE_RATE_LIMITED: "SHARE_RATE_LIMITED",
  SIGN_IN_PAUSED: "SIGN_IN_PAUSED",
  SIGN_IN_REQUIRED: "SIGN_IN_REQUIRED",
  SLOT_CYCLE_TOO_FAST: "SLOT_CYCLE_TOO_FAST",
  SLOT_STAKE_CAP: "SLOT_STAKE_CAP",
  STAFF_USERNAME_TAKEN: "STAFF_USERNAME_TAKEN",
  TERMS_NOT_ACCEPTED: "TERMS_NOT_ACCEPTED",
  TIMED_OUT: "TIMED_OUT",
  TOKEN_EXPIRED: "TOKEN_EXPIRED",
  TOKEN_INVALID: "TOKEN_INVALID",
  TRADER_OFFERS_UNAVAILABLE: "TRADER_OFFERS_UNAVAILABLE",
  TRANSACTION_CONFLICT: "TRANSACTION_CONFLICT",
  TRANSACTION_NOT_FOUND: "TRANSACTION_NOT_FOUND",
  TRANSFER_NOT_FOUND: "TRANSFER_NOT_FOUND",
  TWO_FACTOR_INVALID: "TWO_FACTOR_INVALID",
  UNAUTHORIZED: "UNAUTHORIZED",
  VALIDATION: "VALIDATION",
  VOUCHER_CURRENCY: "VOUCHER_CURRENCY",
  VOUCHER_INVALID: "VOUCHER_INVALID",
  VOUCHER_USED: "VOUCHER_USED",
  WAGER_LIMIT_REACHED: "WAGER_LIMIT_REACHED",
  WALLET_UNAVAILABLE: "WALLET_UNAVAILABLE",
  WITHDRAWAL_NOT_FOUND: "WITHDRAWAL_NOT_FOUND",
  WRONG_PASSWORD: "WRONG_PASSWORD",
} as const;

