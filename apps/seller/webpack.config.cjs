const { remoteApp } = require('../../tools/webpack/federated-app.cjs');

module.exports = remoteApp({
  name: 'seller',
  title: 'PhoneHub Seller Dashboard',
  meta: {
    description:
      'Certified refurbished phones, laptops and tablets with a 12-month warranty, plus trade-in quotes for your old devices.',
  },
});
