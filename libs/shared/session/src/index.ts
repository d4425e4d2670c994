export { SessionProvider, useSession, type Session } from './session-provider';
export { notify, type Notification, type NotificationKind, type NotificationListener } from './notify';
export {
  AppConfigProvider,
  useAppConfig,
  useAdminPaths,
  loadAppConfig,
  adminPaths,
  EMPTY_APP_CONFIG,
  type AppConfig,
  type AdminPaths,
  type RemoteName,
} from './app-config';
