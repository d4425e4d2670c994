/** The order reference shoppers see everywhere (checkout result, My Orders): the last 8 characters of the id. */
export const orderReference = (orderId: string) => orderId.slice(-8);
