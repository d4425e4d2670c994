import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, paginationItems } from './pagination';

describe('paginationItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [2, 10, [1, 2, 3, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [9, 10, [1, 'gap', 8, 9, 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [4, 5, [1, 'gap', 3, 4, 5]],
  ] as const)('page %i of %i → %j', (page, total, expected) => {
    expect(paginationItems(page, total)).toEqual(expected);
  });

  it('clamps a page outside the range and offers nothing without pages', () => {
    expect(paginationItems(40, 5)).toEqual([1, 'gap', 4, 5]);
    expect(paginationItems(0, 5)).toEqual([1, 2, 'gap', 5]);
    expect(paginationItems(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('shows first, last and current ±1 with gaps, marks the current page and moves on click', async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={5} totalPages={12} onPageChange={onPageChange} />);
    const nav = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(nav.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Page 1',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 12',
      'Next page',
    ]);
    expect(nav.getAllByText('…')).toHaveLength(2);
    expect(nav.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('button', { name: 'Next page' }));
    await userEvent.click(nav.getByRole('button', { name: 'Page 12' }));
    await userEvent.click(nav.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[6], [12], [4]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Previous page')).toHaveAttribute('aria-disabled', 'true');
    rerender(<Pagination page={3} totalPages={3} onPageChange={jest.fn()} />);
    expect(screen.getByLabelText('Next page')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('renders links when given hrefFor, handling plain clicks itself', async () => {
    const onPageChange = jest.fn();
    render(
      <Pagination page={2} totalPages={4} onPageChange={onPageChange} hrefFor={(p) => `/list?page=${p}`} />,
    );
    expect(screen.getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '/list?page=4');
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
