export { bonusRoutes } from './routes';
export { recordWager, runWeeklyCashback, type WagerResult } from './service';
