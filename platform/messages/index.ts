export { messageRoutes } from './routes';
