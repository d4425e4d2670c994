// The table lives with the contracts the storefront server shares (it writes the same <title>).
export { PAGE_TITLES, type TitledPath } from '@phonehub/contracts';
