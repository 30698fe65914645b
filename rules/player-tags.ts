/**
 * The tags support and marketing put on a player (issue 18: "VIP, bonus abuser, sharp"): a fixed list, so
 * a report or a segment can rely on the names. The platform checks them, the gateway's enum and the back
 * office's checkboxes are made from this list.
 */
export const PLAYER_TAGS = ['vip', 'bonus_abuser', 'sharp'] as const;
export type PlayerTag = (typeof PLAYER_TAGS)[number];
