export { messageRoutes } from './routes';
export { sendMessage } from './service';
