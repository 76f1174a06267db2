import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

const hrefFor = (p: number) => `/news?page=${p}`;

describe('Pagination', () => {
  it('on page 1 disables previous, marks the current page and links the others', () => {
    render(<Pagination page={1} totalPages={12} totalItems={1234} hrefFor={hrefFor} onNavigate={() => {}} />);
    expect(screen.getByTestId('page-previous')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('page-previous').tagName).toBe('SPAN');
    expect(screen.getByTestId('page-current')).toHaveTextContent('1');
    expect(screen.getByTestId('page-next')).toHaveAttribute('href', '/news?page=2');
    expect(screen.getByRole('link', { name: '第 5' })).toHaveAttribute('href', '/news?page=5');
    expect(screen.queryByRole('link', { name: '第 6' })).toBeNull();
    expect(screen.getByText(/1,234/)).toBeInTheDocument();
  });

  it('on the last page disables next', () => {
    render(<Pagination page={12} totalPages={12} hrefFor={hrefFor} onNavigate={() => {}} />);
    expect(screen.getByTestId('page-next')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('page-previous')).toHaveAttribute('href', '/news?page=11');
    expect(screen.getAllByRole('link', { name: /^第/ }).map((a) => a.textContent)).toEqual(['11']);
  });

  it('disables the page picker with one page', () => {
    render(<Pagination page={1} totalPages={1} hrefFor={hrefFor} onNavigate={() => {}} />);
    expect(screen.getByTestId('page-picker')).toBeDisabled();
    expect(screen.getByTestId('page-go')).toBeDisabled();
    expect(screen.getByTestId('page-next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('reports a picked page and a clicked page', () => {
    const onNavigate = vi.fn();
    render(<Pagination page={2} totalPages={3} hrefFor={hrefFor} onNavigate={onNavigate} />);
    fireEvent.change(screen.getByTestId('page-picker'), { target: { value: '3' } });
    expect(onNavigate, 'choosing a page changes nothing by itself').not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('page-go'));
    expect(onNavigate).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByTestId('page-previous'));
    expect(onNavigate).toHaveBeenLastCalledWith(1);
  });

  it('offers page sizes 8, 40, 72, 150 when asked', () => {
    const onPageSizeChange = vi.fn();
    render(
      <Pagination
        page={1}
        totalPages={3}
        hrefFor={hrefFor}
        onNavigate={() => {}}
        pageSize={40}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const select = screen.getByTestId('page-size');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['8', '40', '72', '150']);
    fireEvent.change(select, { target: { value: '72' } });
    expect(onPageSizeChange).toHaveBeenCalledWith(72);
  });
});

describe('Pagination past the last page', () => {
  it('marks no page current and leads back to the last page', () => {
    render(<Pagination page={9} totalPages={3} hrefFor={hrefFor} onNavigate={() => {}} />);
    expect(screen.queryByTestId('page-current')).toBeNull();
    expect(screen.getByTestId('page-previous')).toHaveAttribute('href', '/news?page=3');
    expect(screen.getByTestId('page-next')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('page-picker')).toHaveValue('3');
  });
});
