/**
 * The casino's door from the shell: the page table and the modal registry import this module, so the
 * casino's pages and modals are one lazy chunk (the route loaders import the lean preload.ts). Each
 * import site in the first page's code carries the list of chunks it preloads; one chunk keeps those
 * lists short, so the casino hardly grows the first page (bench:web-bundle).
 */
export { default as CasinoPage } from './CasinoPage';
export { default as GamePage } from './GamePage';
export { default as GamesSearchModal } from './GamesSearchModal';
export { default as StartGameModal } from './StartGameModal';
export { default as MysteryJackpotWinModal } from './MysteryJackpotWinModal';
