// A portal change toasts how it went and reloads what it changed: the shared hook, under the admin's names.
export {
  useNotifiedMutation as useAdminMutation,
  failureDetail,
  type NotifiedMutationOptions as AdminMutationOptions,
} from '@phonehub/session';
