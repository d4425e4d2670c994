import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RatingInput } from './rating-input';
import { RatingStars } from './rating-stars';

it('RatingStars reads as one image with the rating', () => {
  const { container } = render(<RatingStars value={3.5} />);
  expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
  const fills = [...container.querySelectorAll<HTMLElement>('.ph-stars__fill')].map((el) => el.style.width);
  expect(fills).toEqual(['100%', '100%', '100%', '50%']);
});

it('RatingStars takes a custom label and keeps values in 0..5', () => {
  render(<RatingStars value={9} label="Average 9" />);
  expect(screen.getByRole('img', { name: 'Average 9' }).querySelectorAll('.ph-stars__fill')).toHaveLength(5);
});

it('RatingInput is a labelled group of five radios', async () => {
  const onChange = jest.fn();
  function Harness() {
    const [value, setValue] = useState(0);
    return (
      <RatingInput
        label="Rating"
        value={value}
        onChange={(v) => {
          onChange(v);
          setValue(v);
        }}
        error={value ? null : 'Please choose a rating'}
      />
    );
  }
  const user = userEvent.setup();
  render(<Harness />);
  const group = screen.getByRole('group', { name: 'Rating' });
  expect(group).toHaveAccessibleDescription('Please choose a rating');
  expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
  await user.click(screen.getByRole('radio', { name: '4 stars' }));
  expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  expect(onChange).toHaveBeenLastCalledWith(4);
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  expect(screen.queryByText('Please choose a rating')).not.toBeInTheDocument();
});
