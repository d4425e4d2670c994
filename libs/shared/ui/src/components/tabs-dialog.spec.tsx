import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';
import { Tabs } from './tabs';

it('Tabs renders one tab per item and only the active panel', async () => {
  const user = userEvent.setup();
  render(
    <Tabs
      label="Sections"
      items={[
        { value: 'users', label: 'Users', content: <p>User list</p> },
        { value: 'orders', label: 'Orders', content: <p>Order list</p> },
      ]}
    />,
  );
  expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('User list')).toBeInTheDocument();
  expect(screen.queryByText('Order list')).not.toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Orders' }));
  expect(screen.getByText('Order list')).toBeInTheDocument();
  expect(screen.queryByText('User list')).not.toBeInTheDocument();
});

it('Dialog is labelled by its title and closes with the close button', async () => {
  const user = userEvent.setup();
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <Dialog open={open} onOpenChange={setOpen} title="User profile" trigger={<button>View Profile</button>}>
        <p>Details</p>
      </Dialog>
    );
  }
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'View Profile' }));
  expect(screen.getByRole('dialog', { name: 'User profile' })).toHaveTextContent('Details');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
