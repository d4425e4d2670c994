// The paged-list hook lives in the shared ui library so the admin and seller remotes use one.
export { usePagedList, type PagedList, type PagedListOptions } from '@phonehub/ui';
