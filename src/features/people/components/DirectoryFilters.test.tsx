import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/domain/paths';
import { DirectoryFilters } from './DirectoryFilters';

const entries = [
  { id: 1, rank: 'professor' as const, fields: ['interaction'], text: 'chou ming-che interaction' },
  { id: 2, rank: 'associate-professor' as const, fields: ['materials'], text: 'lin shu-hua materials' },
];
const props = {
  list: 'fullTime' as const,
  action: paths.directory('fullTime'),
  ranks: [
    { value: 'professor', zh: '教授', en: 'Professor' },
    { value: 'associate-professor', zh: '副教授', en: 'Associate Professor' },
  ],
  fields: [
    { value: 'interaction', zh: '互動設計', en: 'Interaction design' },
    { value: 'materials', zh: '材料', en: 'Materials' },
  ],
  entries,
  cards: entries.map((e) => <span key={e.id}>card {e.id}</span>),
};

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('DirectoryFilters, once React starts', () => {
  it('leaves an address that is already tidy as it is', async () => {
    window.history.replaceState(null, '', paths.directory('fullTime', { rank: 'professor' }));
    const replace = vi.spyOn(window.history, 'replaceState');
    await act(async () => {
      render(<DirectoryFilters {...props} initial={{ rank: 'professor' }} />);
    });
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByText('card 1').closest('li')).not.toHaveAttribute('hidden');
    expect(screen.getByText('card 2').closest('li')).toHaveAttribute('hidden');
  });

  it('tidies an address with an unknown value', async () => {
    window.history.replaceState(null, '', `${paths.directory('fullTime')}?field=nonsense`);
    const replace = vi.spyOn(window.history, 'replaceState');
    await act(async () => {
      render(<DirectoryFilters {...props} initial={{}} />);
    });
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace.mock.calls[0]![2]).toBe(paths.directory('fullTime'));
    expect(screen.getByText('card 1').closest('li')).not.toHaveAttribute('hidden');
  });
});
