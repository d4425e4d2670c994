/** The shopper the checkout specs fill in: a United States address, standard shipping. */
export const CHECKOUT_VALUES = {
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  phone: '',
  address: '1 Navy Way',
  city: 'Arlington',
  state: 'VA',
  zipCode: '22201',
  country: 'United States',
  shippingMethod: 'standard',
};

/** The checkout form saved as the checkout leaves it on its last step (a placed order adds its id). */
export function storeCheckoutForm(
  saved: { orderId?: string; values?: Partial<typeof CHECKOUT_VALUES> } = {},
) {
  const form = { step: 3, ...saved, values: { ...CHECKOUT_VALUES, ...saved.values } };
  sessionStorage.setItem('phoneHubCheckout', JSON.stringify(form));
}
