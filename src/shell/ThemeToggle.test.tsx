import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_VERSION, persistKey } from '@/config/appConfig';
import { usePersisted } from '@/lib/stores/persisted';
import { THEME_ATTR } from '@/lib/theme';
import { ThemeToggle } from './ThemeToggle';

const KEY = persistKey();
const root = document.documentElement;
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null')?.state?.state?.theme as string | undefined;
const store = (theme: string) =>
  JSON.stringify({ appVersion: APP_VERSION, state: { state: { autoplayPaused: false, theme }, version: 0 } });
const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.getAttribute('data-choice'));

describe('ThemeToggle', () => {
  beforeEach(() => {
    usePersisted.setState({ autoplayPaused: false, theme: 'system' });
    localStorage.clear();
    root.removeAttribute(THEME_ATTR);
  });
  afterEach(() => root.removeAttribute(THEME_ATTR));

  it('is a labelled group of three bilingual buttons, one pressed', () => {
    render(<ThemeToggle />);
    const group = screen.getByRole('group', { name: '外觀 Theme' });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['淺色 Light', '深色 Dark', '跟隨系統 System']);
    for (const b of buttons) expect(group).toContainElement(b);
    expect(screen.getByText('Dark')).toHaveAttribute('lang', 'en');
    expect(pressed()).toEqual(['system']);
  });

  it('shows the stored choice once mounted', () => {
    localStorage.setItem(KEY, store('dark'));
    render(<ThemeToggle />);
    expect(pressed()).toEqual(['dark']);
  });

  it('sets data-theme and keeps the choice in the persisted state; system removes the attribute', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    await user.click(screen.getByRole('button', { name: /深色/ }));
    expect(root.getAttribute(THEME_ATTR)).toBe('dark');
    expect(stored()).toBe('dark');
    expect(pressed()).toEqual(['dark']);
    await user.click(screen.getByRole('button', { name: /淺色/ }));
    expect(root.getAttribute(THEME_ATTR)).toBe('light');
    expect(stored()).toBe('light');
    await user.click(screen.getByRole('button', { name: /跟隨系統/ }));
    expect(root.hasAttribute(THEME_ATTR)).toBe(false);
    expect(stored()).toBe('system');
    expect(pressed()).toEqual(['system']);
  });

  it('follows a choice made in another tab', () => {
    render(<ThemeToggle />);
    localStorage.setItem(KEY, store('dark'));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(root.getAttribute(THEME_ATTR)).toBe('dark');
    expect(pressed()).toEqual(['dark']);
  });
});
