import { SEARCH_QUERY_MAX } from '@sorsi/proto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchInput } from './search-input';

function Controlled() {
  const [value, setValue] = useState('');
  return <SearchInput aria-label="Search" value={value} onChange={(event) => setValue(event.target.value)} />;
}

describe('SearchInput', () => {
  it("stops at the server's limit on a search term", async () => {
    render(<Controlled />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'a'.repeat(SEARCH_QUERY_MAX + 5));
    expect(box).toHaveValue('a'.repeat(SEARCH_QUERY_MAX));
  });
});
