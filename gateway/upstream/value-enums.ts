// Generated from platform/openapi.json by scripts/generate.ts. Do not edit; run `npm run generate`.

export const CashierDepositMethodKind = {
  description: "What starting a deposit of the method answers.",
  values: {
    HOSTED: { value: "hosted", description: "A payment page to send the browser to (DepositRedirect)." },
    BANK: { value: "bank", description: "Bank details and a reference to write on the transfer (BankTransferInstructions)." },
    CRYPTO: { value: "crypto", description: "A deposit address (CryptoDepositAddress)." },
    VOUCHER: { value: "voucher", description: "Redeemed at once (DepositCredited)." },
    WIDGET: { value: "widget", description: "The X1 payment widget, then confirmX1Transfer (X1Widget)." },
  },
} as const;

export const CashierStatementType = {
  description: "Seed 001 §3 Transaction StatementTypeID.",
  values: {
    DEPOSIT: { value: 1, description: "1: a deposit." },
    WITHDRAWAL: { value: 2, description: "2: a withdrawal." },
    CASHBACK: { value: 3, description: "3: cashback credited." },
    BONUS_RELEASE: { value: 4, description: "4: bonus money released as real money." },
    ADJUSTMENT_CREDIT: { value: 5, description: "5: a manual credit by the payments desk (reason says why)." },
    ADJUSTMENT_DEBIT: { value: 6, description: "6: a manual debit by the payments desk (reason says why)." },
    RESULT_CORRECTION_CREDIT: { value: 7, description: "7: a corrected result paid a ticket more (reason names the match and the market)." },
    RESULT_CORRECTION_DEBIT: { value: 8, description: "8: a corrected result took back part of a payout (reason names the match and the market); it may leave a debt." },
  },
} as const;

export const CashierTransactionStatus = {
  description: "Seed 001 §4 transaction status (0–16).",
  values: {
    NONE: { value: 0, description: "0: no status." },
    PENDING: { value: 1, description: "1: waiting (a payment not yet made, a withdrawal waiting for an operator)." },
    COMPLETED: { value: 2, description: "2: done; the money moved." },
    REJECTED: { value: 3, description: "3: rejected (reason says why); no money moved." },
    CANCELED: { value: 4, description: "4: canceled (a withdrawal by the player); reserved money returned." },
    REFUND: { value: 5, description: "5: refunded." },
    PROVIDER_PENDING: { value: 6, description: "6: waiting at the payment provider." },
    PROVIDER_PENDING_CONFIRMATION: { value: 7, description: "7: the provider waits for a confirmation." },
    PROVIDER_DECLINED: { value: 8, description: "8: the payment provider declined it." },
    PROVIDER_REJECTED: { value: 9, description: "9: the payment provider rejected it." },
    PAYMENT_SYSTEM_PROCESSING: { value: 10, description: "10: the payment system is processing it." },
    REJECTED_BY_PAYMENT_SYSTEM: { value: 11, description: "11: the payment system rejected it." },
    NOT_PROCESSED: { value: 12, description: "12: the payment system did not process it." },
    PROCESSING_ERROR: { value: 13, description: "13: processing failed with an error." },
    ADMIN_APPROVED: { value: 14, description: "14: approved by an operator, being paid out." },
    PROCESSING: { value: 15, description: "15: being processed." },
    TRANSACTION_FAILED: { value: 16, description: "16: failed." },
  },
} as const;

export const CashierStatusGroup = {
  description: "Seed 001 §4 status groups. ALL is only a filter (\"All type\"); NONE is the group of status NONE.",
  values: {
    ALL: { value: "all", description: "Filter only: every status (\"All type\")." },
    PENDING: { value: "pending", description: "Still open: PENDING, PROVIDER_PENDING, PROVIDER_PENDING_CONFIRMATION, PAYMENT_SYSTEM_PROCESSING, PROCESSING." },
    COMPLETED: { value: "completed", description: "COMPLETED and ADMIN_APPROVED." },
    REJECTED: { value: "rejected", description: "REJECTED, PROVIDER_DECLINED, PROVIDER_REJECTED, REJECTED_BY_PAYMENT_SYSTEM." },
    CANCELED: { value: "canceled", description: "Canceled or not carried out: CANCELED, NOT_PROCESSED, PROCESSING_ERROR, TRANSACTION_FAILED." },
    REFUND: { value: "refund", description: "REFUND." },
    NONE: { value: "none", description: "The group of status NONE." },
  },
} as const;

export const BonusKind = {
  description: "What kind of bonus it is.",
  values: {
    DEPOSIT: { value: "deposit", description: "A percentage of a deposit, wagered before it becomes real money." },
    FREE_SPINS: { value: "free_spins", description: "Free casino spins (spins, each worth spinValue)." },
    FREE_BET: { value: "free_bet", description: "A free bet of amount (FreeBet on the slip)." },
    CASHBACK: { value: "cashback", description: "A share of the weekly net loss back as real money." },
  },
} as const;

export const BonusProduct = {
  description: "Where the bonus can be used.",
  values: {
    ANY: { value: "any", description: "Sportsbook and casino." },
    CASINO: { value: "casino", description: "Casino only." },
    SPORTSBOOK: { value: "sportsbook", description: "Sportsbook only." },
  },
} as const;

export const SportsbookBettingSource = {
  description: "Where a match is bet right now (seed 002 §3 BettingSourceType: 1 prematch, 2 live).",
  values: {
    PREMATCH: { value: 1, description: "1: bet before the start." },
    LIVE: { value: 2, description: "2: bet live (in play, with the live delay)." },
  },
} as const;

export const SportsbookMarketType = {
  description: "Seed 002 §3 market types. TOTAL covers plain (x.5) and Asian (whole and quarter) totals.",
  values: {
    ONE_X_TWO: { value: "1x2", description: "Home, draw, away (winner 3-way)" },
    WINNER: { value: "winner", description: "Winner 2-way" },
    DOUBLE_CHANCE: { value: "double-chance", description: "Two of the three 1X2 outcomes" },
    DRAW_NO_BET: { value: "draw-no-bet", description: "Home or away, the stake back on a draw" },
    ASIAN_HANDICAP: { value: "asian-handicap", description: "Quarter lines settle as two half stakes on the neighbouring lines" },
    TOTAL: { value: "total", description: "Over or under a number of goals or points" },
    CORRECT_SCORE: { value: "correct-score", description: "The exact final score" },
    TOTAL_MAPS: { value: "total-maps", description: "Maps played in an esport match" },
    TOTAL_SETS: { value: "total-sets", description: "Sets played in a tennis match" },
    OUTRIGHT: { value: "outright", description: "The winner of a competition" },
  },
} as const;

export const SportsbookPeriodType = {
  description: "The part of a match a market is about.",
  values: {
    MATCH: { value: "match", description: "The whole match." },
    HALF: { value: "half", description: "A half." },
    QUARTER: { value: "quarter", description: "A quarter." },
    PERIOD: { value: "period", description: "A period (ice hockey)." },
    SET: { value: "set", description: "A set." },
    MAP: { value: "map", description: "A map (esports)." },
    LEG: { value: "leg", description: "A leg (darts)." },
  },
} as const;

export const SportsbookMarketTime = {
  description: "Which score a whole-match market settles on, as books label it.",
  values: {
    REGULATION: { value: "regulation", description: "Regulation time only (90 minutes in football, 60 in ice hockey)." },
    OVERTIME: { value: "overtime", description: "Including overtime." },
    EXTRA_INNINGS: { value: "extra-innings", description: "Including extra innings (baseball)." },
    SHOOTOUT: { value: "shootout", description: "Including overtime and the shootout, its winner credited one goal (ice hockey)." },
  },
} as const;

export const SportsbookMatchStatus = {
  description: "Where a match stands.",
  values: {
    NOT_STARTED: { value: "not_started", description: "Not started yet." },
    LIVE: { value: "live", description: "Being played." },
    ENDED: { value: "ended", description: "Finished." },
    CANCELLED: { value: "cancelled", description: "Called off: its bets are refunded." },
    POSTPONED: { value: "postponed", description: "Moved to a later date." },
  },
} as const;

export const SportsbookSide = {
  description: "A side of a match.",
  values: {
    HOME: { value: "home", description: "The home side (named first)." },
    AWAY: { value: "away", description: "The away side." },
  },
} as const;

export const SportsbookHalfInning = {
  description: "Baseball: the half of an inning being played.",
  values: {
    TOP: { value: "top", description: "The top: the away side bats." },
    BOTTOM: { value: "bottom", description: "The bottom: the home side bats." },
  },
} as const;

export const SportsbookItemResult = {
  description: "Seed 002 §9 ticket item results.",
  values: {
    WIN: { value: "win", description: "Won." },
    LOST: { value: "lost", description: "Lost." },
    REFUND: { value: "refund", description: "Void: the stake is returned." },
    HALF_WIN: { value: "halfwin", description: "Half the stake won, half returned (quarter lines)." },
    HALF_LOSE: { value: "halflose", description: "Half the stake lost, half returned (quarter lines)." },
    CANCELLED: { value: "cancelled", description: "Cancelled: the stake is returned." },
  },
} as const;

export const BettingFullCover = {
  description: "A named full cover: one SYSTEM bet of every combination of its selections, a stake per line.",
  values: {
    TRIXIE: { value: "trixie", description: "3 selections: 3 doubles and a treble, 4 lines." },
    YANKEE: { value: "yankee", description: "4 selections: 6 doubles, 4 trebles and a fourfold, 11 lines." },
    CANADIAN: { value: "canadian", description: "5 selections: every double up to the fivefold, 26 lines (also called Super Yankee)." },
    HEINZ: { value: "heinz", description: "6 selections: every double up to the sixfold, 57 lines." },
    SUPER_HEINZ: { value: "super-heinz", description: "7 selections: every double up to the sevenfold, 120 lines." },
    GOLIATH: { value: "goliath", description: "8 selections: every double up to the eightfold, 247 lines." },
    PATENT: { value: "patent", description: "3 selections: 3 singles, 3 doubles and a treble, 7 lines." },
    LUCKY_15: { value: "lucky-15", description: "4 selections: the Yankee and 4 singles, 15 lines." },
    LUCKY_31: { value: "lucky-31", description: "5 selections: the Canadian and 5 singles, 31 lines." },
    LUCKY_63: { value: "lucky-63", description: "6 selections: the Heinz and 6 singles, 63 lines." },
  },
} as const;

export const BettingOddsPolicy = {
  description: "What placing does when a price moved since the slip showed it.",
  values: {
    DECLINE_ANY: { value: "decline-any", description: "Refuse any change (ODDS_CHANGED)." },
    ACCEPT_BETTER: { value: "accept-better", description: "Take higher odds, refuse lower ones." },
    ACCEPT_ANY: { value: "accept-any", description: "Take whatever the price is now, higher or lower." },
  },
} as const;

export const BettingBetType = {
  description: "Seed 002 §4 bet types. SINGLE with several selections places one ticket per selection (multiple singles).",
  values: {
    SINGLE: { value: "single", description: "One ticket per selection." },
    COMBO: { value: "combo", description: "One ticket of all selections; every one must win (accumulator, parlay)." },
    SYSTEM: { value: "system", description: "Every combination of a size (SystemChoice), or a named full cover (FullCover), each line staked separately." },
    IFBET: { value: "ifbet", description: "If-bet: each selection is staked in order only if the previous one won (see IfBetVariant)." },
    REVERSEBET: { value: "reversebet", description: "Reverse bet: if-bets in both orders." },
    TEASER: { value: "teaser", description: "A combo whose lines move by the teaser's points for lower odds (TeaserSetting)." },
  },
} as const;

export const BettingTicketStatus = {
  description: "Seed 002 §9 ticket status (0–5).",
  values: {
    PENDING: { value: 0, description: "Received, not yet accepted." },
    ACCEPTED: { value: 1, description: "Taken: the stake is debited and the ticket waits for settlement." },
    DECLINED: { value: 2, description: "Refused (declineReason says why); the stake is returned." },
    NEW_OFFER: { value: 3, description: "A trader's offer waits for answerTraderOffer." },
    DELAYED: { value: 4, description: "A live bet waiting out the live delay." },
    DELAYED_CASHOUT: { value: 5, description: "A live cash-out waiting out the live delay." },
  },
} as const;

export const BettingTicketOutcome = {
  description: "How a settled ticket ended.",
  values: {
    WON: { value: "won", description: "Won; returned holds the payout." },
    LOST: { value: "lost", description: "Lost; nothing returned." },
    REFUNDED: { value: "refunded", description: "Voided; the stake returned." },
    CASHED_OUT: { value: "cashed_out", description: "Closed early by a cash-out (Ticket.cashoutAmount)." },
  },
} as const;

export const BettingIfBetVariant = {
  description: "How an if-bet goes on after a selection (seed 002 §4).",
  values: {
    STANDARD: { value: "standard", description: "Goes on only after a win." },
    ACTION: { value: "action", description: "Goes on after a win, a refund or a cancellation (\"action\"); stops after a loss." },
  },
} as const;

export const BettingTicketItemResult = {
  description: "How one selection of a ticket was settled.",
  values: {
    PENDING: { value: "pending", description: "Not settled yet." },
    CANCELLED: { value: "cancelled", description: "Voided (the match was cancelled or postponed, or had no result for the line)." },
    WIN: { value: "win", description: "Won." },
    LOST: { value: "lost", description: "Lost." },
    REFUND: { value: "refund", description: "The stake of this selection is returned (a push)." },
    HALFWIN: { value: "halfwin", description: "Quarter lines: half the stake won, half refunded." },
    HALFLOSE: { value: "halflose", description: "Quarter lines: half the stake lost, half refunded." },
  },
} as const;

export const BettingHistoryTab = {
  description: "Seed 001 §2 bet history tabs.",
  values: {
    UNCLEARED: { value: "uncleared", description: "Open bets." },
    CLEARED: { value: "cleared", description: "Settled or cashed out." },
    DECLINED: { value: "declined", description: "Refused bets." },
    ALL: { value: "all", description: "Every ticket." },
  },
} as const;

export const BettingHistoryPeriod = {
  description: "Seed 001 §2 bet history periods; CUSTOM uses from and to.",
  values: {
    LAST24: { value: "last24", description: "The last 24 hours." },
    LAST48: { value: "last48", description: "The last 48 hours." },
    LASTWEEK: { value: "lastweek", description: "The last 7 days." },
    LASTMONTH: { value: "lastmonth", description: "The last month." },
    LAST12MONTHS: { value: "last12months", description: "The last 12 months (issue 17: the history a player can review with their net position)." },
    CUSTOM: { value: "custom", description: "From from (inclusive) to to (exclusive)." },
    ALL: { value: "all", description: "No time limit." },
  },
} as const;

export const BettingCashoutResult = {
  description: "What became of a cash-out request.",
  values: {
    NONE: { value: "none", description: "No cash-out asked for." },
    PROCESSING: { value: "processing", description: "A live ticket: judged again when the live delay is over (cashoutChanged tells)." },
    ACCEPTED: { value: "accepted", description: "Paid: the ticket is CASHED_OUT and the amount is on the balance." },
    DECLINED: { value: "declined", description: "The value fell below the amount asked; cashOut holds the value now." },
    FAILED: { value: "failed", description: "Could not be done (the ticket changed or cash-out closed); nothing was paid." },
  },
} as const;

export const CasinoGameKind = {
  description: "What sort of game it is: the lobby tabs of the casino and the live casino.",
  values: {
    SLOT: { value: "slot", description: "A slot machine (reels and paylines)." },
    TABLE: { value: "table", description: "A table game run by software: roulette, blackjack." },
    LIVE: { value: "live", description: "A live table with a dealer (the live casino)." },
    VIRTUAL: { value: "virtual", description: "A virtual game (GoldenRace, Leap): virtual roulette spins." },
  },
} as const;

export const CasinoGameStatus = {
  description: "Whether a game can be played now (the back office decides, issue 18).",
  values: {
    AVAILABLE: { value: "available", description: "Listed and can be launched." },
    NOT_WORKING: { value: "not_working", description: "Listed but shown unavailable: a launch is refused with GAME_UNAVAILABLE until it works again." },
    PROVIDER_OFF: { value: "provider_off", description: "Its provider is switched off: out of every list and search, a launch is refused with GAME_UNAVAILABLE." },
    RETIRED: { value: "retired", description: "No longer offered: out of every list and search, a launch answers GAME_NOT_FOUND; history still names it." },
  },
} as const;

export const CasinoGameSort = {
  description: "The order of a catalogue list.",
  values: {
    POPULARITY: { value: "popularity", description: "Most played first." },
    TITLE: { value: "title", description: "Alphabetical by title." },
  },
} as const;

export const CasinoRoundStatus = {
  description: "Where a casino round stands.",
  values: {
    OPEN: { value: "open", description: "Bet taken, not settled yet (a blackjack hand in play)." },
    CLOSED: { value: "closed", description: "Settled: the win (possibly zero) was paid." },
    ROLLED_BACK: { value: "rolled_back", description: "The bet was returned." },
  },
} as const;

export const CasinoGameMode = {
  description: "Whether a launched game plays for real money or for free.",
  values: {
    REAL: { value: "real", description: "Real money: every bet and win moves the balance (sign-in required)." },
    DEMO: { value: "demo", description: "Play money, no sign-in needed; never touches the balance. Only for games with hasDemo." },
  },
} as const;

export const ResponsibleProfileName = {
  description: "The jurisdiction profile the player's country falls under.",
  values: {
    DEFAULT: { value: "default", description: "No regulator-specific numbers." },
    UKGC: { value: "ukgc", description: "UK Gambling Commission." },
    MGA: { value: "mga", description: "Malta Gaming Authority." },
    AGCO: { value: "agco", description: "Alcohol and Gaming Commission of Ontario." },
  },
} as const;

export const ResponsibleLimitKind = {
  description: "What a limit caps.",
  values: {
    DEPOSIT: { value: "deposit", description: "Money deposited." },
    LOSS: { value: "loss", description: "Net loss: stakes minus returns (sportsbook and casino); an open stake counts as lost until it returns." },
    WAGER: { value: "wager", description: "Money staked (sportsbook and casino)." },
  },
} as const;

export const ResponsibleLimitPeriod = {
  description: "The rolling window a limit counts over (real hours, not calendar days).",
  values: {
    DAY: { value: "day", description: "The last 24 hours." },
    WEEK: { value: "week", description: "The last 7 days." },
    MONTH: { value: "month", description: "The last 30 days." },
  },
} as const;

export const ResponsibleExclusionKind = {
  description: "An exclusion the player chose.",
  values: {
    TIME_OUT: { value: "time_out", description: "A time-out (24 hours to 6 weeks)." },
    SELF_EXCLUSION: { value: "self_exclusion", description: "A self-exclusion (6 months to 5 years); irreversible before its end." },
  },
} as const;

export const ResponsibleLimitChangeEffect = {
  description: "What asking for a limit did.",
  values: {
    APPLIED: { value: "applied", description: "In force now (a tighter limit, or a pending loosening withdrawn)." },
    PENDING: { value: "pending", description: "A looser limit or a removal: waits for the cooling-off, then the player confirms it." },
    UNCHANGED: { value: "unchanged", description: "The limit asked for is the one in force." },
  },
} as const;

export const ResponsibleTimeOutTerm = {
  description: "How long a time-out lasts.",
  values: {
    HOURS_24: { value: "24h", description: "24 hours." },
    DAYS_7: { value: "7d", description: "7 days." },
    DAYS_30: { value: "30d", description: "30 days." },
    WEEKS_6: { value: "6w", description: "6 weeks." },
  },
} as const;

export const ResponsibleSelfExclusionTerm = {
  description: "How long a self-exclusion lasts (calendar months, UTC).",
  values: {
    MONTHS_6: { value: "6m", description: "6 months." },
    YEAR_1: { value: "1y", description: "1 year." },
    YEARS_2: { value: "2y", description: "2 years." },
    YEARS_5: { value: "5y", description: "5 years." },
  },
} as const;

export const AdjustmentDirection = {
  description: "Which way a manual adjustment moves the player's cash.",
  values: {
    CREDIT: { value: "credit", description: "Money to the player." },
    DEBIT: { value: "debit", description: "Money from the player (never below zero)." },
  },
} as const;

export const AdjustmentReason = {
  description: "Why a member of staff credited or debited a player (the player reads it translated in their history).",
  values: {
    GOODWILL: { value: "goodwill", description: "A gesture of goodwill (a complaint settled in the player’s favour)." },
    CORRECTION: { value: "correction", description: "Corrects an error of ours (a payment booked twice or with a wrong amount)." },
    CHARGEBACK: { value: "chargeback", description: "A payment the player’s bank took back (a card chargeback): a debit." },
    COMPENSATION: { value: "compensation", description: "Compensation for a fault (a game or bet voided by an outage)." },
    OTHER: { value: "other", description: "Anything else: the note says what." },
  },
} as const;

