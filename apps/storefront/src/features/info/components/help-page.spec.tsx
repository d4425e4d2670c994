import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

const categories = () =>
  screen
    .queryAllByRole('region')
    .filter((r) =>
      ['Orders & Shipping', 'Device Condition & Quality', 'Trade-In Program', 'Warranty & Support'].includes(
        r.getAttribute('aria-label') ?? '',
      ),
    );

it('filters the FAQ live: a matching category shows all its questions, no match says so', async () => {
  const user = userEvent.setup();
  renderApp('/help');
  const search = await screen.findByRole('searchbox', { name: 'Search the FAQ' });
  expect(categories().map((c) => c.getAttribute('aria-label'))).toEqual([
    'Orders & Shipping',
    'Device Condition & Quality',
    'Trade-In Program',
    'Warranty & Support',
  ]);

  await user.type(search, 'paid');
  expect(categories().map((c) => c.getAttribute('aria-label'))).toEqual(['Trade-In Program']);
  // The whole category stays, not only the question that matched.
  expect(within(categories()[0]).getAllByRole('group')).toHaveLength(4);
  expect(within(categories()[0]).getByText('How does trading in work?')).toBeInTheDocument();

  await user.clear(search);
  await user.type(search, 'xylophone');
  expect(categories()).toHaveLength(0);
  expect(screen.getByText('No results found')).toBeInTheDocument();
  expect(
    screen.getByText('Try different keywords or contact our support team for personalized help.'),
  ).toBeInTheDocument();

  await user.clear(search);
  expect(categories()).toHaveLength(4);
  expect(screen.queryByText('No results found')).not.toBeInTheDocument();
});

it('opens an answer like an accordion', async () => {
  const user = userEvent.setup();
  renderApp('/help');
  const question = await screen.findByText('How long does shipping take?');
  const item = question.closest('details') as HTMLDetailsElement;
  expect(item.open).toBe(false);
  await user.click(question);
  expect(item.open).toBe(true);
  expect(
    within(item).getByText(
      /Standard shipping takes 3-5 business days and express shipping 1-2 business days/,
    ),
  ).toBeVisible();
});

it('has working phone and e-mail cards, live chat notice, and quick actions to the right pages', async () => {
  const user = userEvent.setup();
  renderApp('/help');
  const contact = within(await screen.findByRole('region', { name: 'Still need help?' }));
  expect(contact.getByRole('link', { name: /^Phone/ })).toHaveAttribute('href', 'tel:+18005550199');
  expect(contact.getByRole('link', { name: /^Email/ })).toHaveAttribute(
    'href',
    'mailto:support@phonehub.com',
  );
  const quick = within(screen.getByRole('list', { name: 'Quick actions' }));
  expect(quick.getByRole('link', { name: /Track Order/ })).toHaveAttribute('href', '/track');
  expect(quick.getByRole('link', { name: /Start Return/ })).toHaveAttribute('href', '/orders');
  expect(quick.getByRole('link', { name: /Get Quote/ })).toHaveAttribute('href', '/trade');
  await user.click(contact.getByRole('button', { name: /Live Chat/ }));
  expect(await screen.findByText('Live chat feature coming soon!')).toBeInTheDocument();
  expect(document.title).toBe('Help center – PhoneHub');
});
