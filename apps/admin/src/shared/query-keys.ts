/** Query keys that more than one feature reloads: a status change or refund of an order changes the sales. */
export const adminSalesRootKey = ['admin', 'sales'] as const;
export const adminOrdersKey = ['admin', 'orders'] as const;
export const adminSellersKey = ['admin', 'sellers'] as const;
export const adminUsersKey = ['admin', 'users'] as const;
export const adminActivityKey = ['admin', 'audit-log'] as const;
