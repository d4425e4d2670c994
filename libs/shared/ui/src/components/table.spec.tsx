import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { parseSort, Table, toggleSort, type TableColumn, type TableProps } from './table';

interface Phone {
  id: string;
  model: string;
  price: number;
}

const PHONES: Phone[] = [
  { id: 'a', model: 'iPhone 14', price: 549 },
  { id: 'b', model: 'Pixel 8', price: 399 },
];

const COLUMNS: TableColumn<Phone>[] = [
  { id: 'model', header: 'Model', cell: (p) => p.model, sortKey: 'model' },
  {
    id: 'price',
    header: 'Price',
    cell: (p) => `$${p.price}`,
    sortKey: 'price',
    sortFirst: 'desc',
    align: 'end',
    width: '8rem',
  },
  {
    id: 'actions',
    header: <span className="ph-visually-hidden">Actions</span>,
    label: '',
    cell: (p) => <button>Edit {p.model}</button>,
  },
];

const EMPTY = { title: 'No phones yet', description: 'Add one to start.' };

function renderTable(props: Partial<TableProps<Phone>> = {}) {
  return render(
    <Table caption="Phones" columns={COLUMNS} rows={PHONES} rowKey={(p) => p.id} empty={EMPTY} {...props} />,
  );
}

describe('parseSort and toggleSort', () => {
  it('reads the API sort values and flips the direction of the sorted column', () => {
    expect(parseSort('-created_at')).toEqual({ key: 'created_at', direction: 'desc' });
    expect(parseSort('total')).toEqual({ key: 'total', direction: 'asc' });
    expect(parseSort('')).toBeNull();
    expect(toggleSort('total', 'total')).toBe('-total');
    expect(toggleSort('-total', 'total')).toBe('total');
    expect(toggleSort('-created_at', 'total')).toBe('total');
    expect(toggleSort(undefined, 'created_at', 'desc')).toBe('-created_at');
  });
});

describe('Table', () => {
  it('is a captioned table with column headers, one row per item and labelled cells', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Phones' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Model', 'Price', 'Actions']);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['iPhone 14', '$549', 'Edit iPhone 14'],
      ['Pixel 8', '$399', 'Edit Pixel 8'],
    ]);
    const [model, price, actions] = within(rows[0]!).getAllByRole('cell');
    expect(model).toHaveAttribute('data-label', 'Model');
    expect(price).toHaveClass('ph-table__cell--end');
    expect(actions).toHaveAttribute('data-label', '');
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveStyle({ width: '8rem' });
    // Narrow screens scroll the table inside its wrapper instead of widening the page.
    expect(table.parentElement).toHaveClass('ph-table-wrap');
  });

  it('stacks rows as cards on phones when asked', () => {
    renderTable({ stacked: true });
    expect(screen.getByRole('table')).toHaveClass('ph-table--stack');
  });

  it('marks the sorted column with aria-sort and toggles the sort by click or Enter', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    function Harness() {
      const [sort, setSort] = useState('model');
      return (
        <Table
          caption="Phones"
          columns={COLUMNS}
          rows={PHONES}
          rowKey={(p) => p.id}
          empty={EMPTY}
          sort={sort}
          onSortChange={(next) => {
            changes.push(next);
            setSort(next);
          }}
        />
      );
    }
    render(<Harness />);
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Model')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Price')).toHaveAttribute('aria-sort', 'none');
    expect(header('Actions')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Model')).getByRole('button', { name: 'Model' }));
    expect(header('Model')).toHaveAttribute('aria-sort', 'descending');

    within(header('Price')).getByRole('button', { name: 'Price' }).focus();
    await user.keyboard('{Enter}');
    expect(header('Price')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Model')).toHaveAttribute('aria-sort', 'none');
    await user.keyboard('{Enter}');
    expect(header('Price')).toHaveAttribute('aria-sort', 'ascending');
    expect(changes).toEqual(['-model', '-price', 'price']);
  });

  it('offers no sort buttons without onSortChange', () => {
    renderTable({ sort: 'model' });
    expect(screen.queryByRole('button', { name: 'Model' })).not.toBeInTheDocument();
  });

  it('pages with the shared pagination, named after the table', async () => {
    const onPageChange = jest.fn();
    renderTable({ page: 2, totalPages: 3, onPageChange });
    const nav = within(screen.getByRole('navigation', { name: 'Phones pages' }));
    expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows skeleton rows while the first load runs, announced as loading, with no table to read yet', () => {
    const { container } = renderTable({ rows: undefined, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(container.querySelectorAll('tbody tr')).toHaveLength(5);
    expect(container.querySelectorAll('tbody .ph-skeleton')).toHaveLength(15);
  });

  it('shows the empty state instead of an empty table', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No phones yet')).toBeInTheDocument();
    expect(screen.getByText('Add one to start.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says what failed and retries', async () => {
    const onRetry = jest.fn();
    renderTable({ rows: undefined, error: { title: 'Phones could not be loaded', onRetry } });
    expect(screen.getByRole('alert')).toHaveTextContent('Phones could not be loaded');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows on screen, marked busy, while another page loads', () => {
    renderTable({ busy: true });
    expect(screen.getByRole('table', { name: 'Phones' })).toHaveAttribute('aria-busy', 'true');
  });
});
