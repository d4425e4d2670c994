// The toaster on its own, for the chunk DeferredToaster loads on the first toast.
export { Toaster } from '@phonehub/ui';
