import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Marked } from './Marked';
import { SearchBox } from './SearchBox';

describe('SearchBox', () => {
  it('is a GET form to /search with a labelled field q and a submit button', () => {
    render(<SearchBox />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const field = screen.getByRole('searchbox', { name: /搜尋本站 Search this site/ });
    expect(field).toHaveAttribute('name', 'q');
    expect(field).toHaveAttribute('maxlength', '200');
    expect(field).toBeRequired();
    expect(screen.getByRole('button', { name: /搜尋 Search/ })).toHaveAttribute('type', 'submit');
    expect(form.querySelector('[lang="en"]')).not.toBeNull();
  });

  it('keeps the query and the filters it is given', () => {
    const { container } = render(
      <SearchBox defaultValue="設計" hidden={{ type: 'news', categoryId: 3, year: undefined }} />,
    );
    expect(screen.getByRole('searchbox')).toHaveValue('設計');
    const hidden = [...container.querySelectorAll('input[type="hidden"]')].map((i) => [
      i.getAttribute('name'),
      i.getAttribute('value'),
    ]);
    expect(hidden).toEqual([
      ['type', 'news'],
      ['categoryId', '3'],
    ]);
  });

  it('compact (the shell): the button shows an icon and keeps its bilingual name', () => {
    render(<SearchBox compact />);
    const button = screen.getByRole('button', { name: '搜尋 Search' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('searchbox', { name: /搜尋本站 Search this site/ })).toHaveAttribute(
      'placeholder',
      '搜尋 Search',
    );
  });

  it('gives two boxes on one page their own field ids', () => {
    render(
      <>
        <SearchBox />
        <SearchBox />
      </>,
    );
    const [a, b] = screen.getAllByRole('searchbox');
    expect(a!.id).not.toBe(b!.id);
  });
});

describe('Marked', () => {
  it('renders matches as <mark> and everything else as text, never as HTML', () => {
    const { container } = render(
      <p>
        <Marked snippet={'&lt;img src=x onerror=alert(1)&gt; <mark>設計</mark>'} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')).toHaveTextContent('設計');
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> 設計');
  });
});
