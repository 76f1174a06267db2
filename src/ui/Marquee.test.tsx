import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Marquee } from './Marquee';

const items = [
  { key: 'a', content: <span>Name</span> },
  { key: 'b', content: <span>Copyright</span> },
];
const index = (c: HTMLElement) => c.querySelector('[data-marquee-index]')?.getAttribute('data-marquee-index');

function mockReducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
}

describe('Marquee', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rotates to the next item every interval and wraps around', () => {
    mockReducedMotion(false);
    const { container } = render(<Marquee items={items} interval={2000} />);
    expect(index(container)).toBe('0');
    act(() => vi.advanceTimersByTime(1999));
    expect(index(container)).toBe('0');
    act(() => vi.advanceTimersByTime(1));
    expect(index(container)).toBe('1');
    act(() => vi.advanceTimersByTime(2000));
    expect(index(container)).toBe('0');
  });

  it('pauses while hovered and resumes after', () => {
    mockReducedMotion(false);
    const { container } = render(<Marquee items={items} interval={2000} />);
    const root = container.firstElementChild as HTMLElement;
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(6000));
    expect(index(container)).toBe('0');
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(2000));
    expect(index(container)).toBe('1');
  });

  it('keeps every item readable and does not move under reduced motion', () => {
    mockReducedMotion(true);
    const { container } = render(<Marquee items={items} interval={2000} />);
    act(() => vi.advanceTimersByTime(10000));
    expect(index(container)).toBe('0');
    expect(screen.getByText('Name')).toBeInTheDocument();
    expect(screen.getByText('Copyright')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-active="true"]')).toHaveLength(2);
  });
});
