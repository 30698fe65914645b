/**
 * What a page asks for when its address names an entity (/match/42, /casino/game/42). Addresses show the
 * entity's public number (Match.link, CasinoGame.legacyId); one may also carry a global id. The gateway's
 * by-address fields (Query.match, Query.casinoGame) read either, so the web keeps no copy of the id encoding.
 */
export const addressVariables = (param: string | undefined) =>
  param && /^\d{1,15}$/.test(param) ? { legacyId: Number(param), id: null } : { legacyId: null, id: param ?? '' };
