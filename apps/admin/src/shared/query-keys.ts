/** Query keys that more than one feature reloads: a status change or refund of an order changes the sales. */
export const adminSalesRootKey = ['admin', 'sales'] as const;
