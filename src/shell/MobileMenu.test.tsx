import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { menus } from '@/shell/content';
import type { MenuLinkProps } from './MenuLink';
import { MobileMenu } from './MobileMenu';

const linkRenders = vi.hoisted(() => ({ count: 0 }));

vi.mock('next/navigation', () => ({ usePathname: () => '/industrial/aboutUs' }));
vi.mock('./ThemeToggle', () => ({ ThemeToggle: () => <div data-testid="theme-toggle" /> }));
vi.mock('./MenuLink', async (importOriginal) => {
  const { MenuLink } = await importOriginal<typeof import('./MenuLink')>();
  return {
    // not memoised, as the real one is: counts every render its parent asks for
    MenuLink: (props: MenuLinkProps) => {
      linkRenders.count += 1;
      return (MenuLink as unknown as { type: (p: MenuLinkProps) => ReactNode }).type(props);
    },
  };
});

afterEach(() => {
  linkRenders.count = 0;
  vi.unstubAllGlobals();
});

const drawer = () => screen.getByTestId('drawer');

describe('MobileMenu', () => {
  it("renders the drawer's links when idle, with the current page's section open, before any tap", async () => {
    render(<MobileMenu menus={menus} />);
    expect(drawer().querySelector('nav')).toBeNull();
    await waitFor(() => expect(drawer().querySelector('nav')).not.toBeNull());
    expect(drawer()).toHaveAttribute('data-open', 'false');
    const expanded = drawer().querySelectorAll('li[data-section] > button[aria-expanded="true"]');
    expect([...expanded].map((b) => b.closest('li')?.getAttribute('data-section'))).toEqual(['department']);
  });

  it('opens with one tap that re-renders none of its links', async () => {
    render(<MobileMenu menus={menus} />);
    await waitFor(() => expect(drawer().querySelector('nav')).not.toBeNull());
    const before = linkRenders.count;
    expect(before).toBeGreaterThan(10);
    act(() => fireEvent.click(screen.getByTestId('burger')));
    expect(drawer()).toHaveAttribute('data-open', 'true');
    expect(linkRenders.count).toBe(before);
    // a section the visitor opens still renders
    act(() => fireEvent.click(drawer().querySelector('li[data-section="news"] > button')!));
    expect(drawer().querySelector('li[data-section="news"] > button')).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders the drawer one part per idle period (head and search, the menus, the theme), and all of it on a tap before', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: IdleRequestCallback) => idle.push(fn));
    vi.stubGlobal('cancelIdleCallback', (id: number) => delete idle[id - 1]);
    const nextIdle = () => act(() => idle.shift()!({ didTimeout: false, timeRemaining: () => 50 }));
    const { unmount } = render(<MobileMenu menus={menus} search={<form data-testid="search" />} />);
    expect(drawer()).toBeEmptyDOMElement();
    nextIdle();
    expect(drawer().querySelector('[data-testid="search"]')).not.toBeNull();
    expect(drawer().querySelector('nav')).toBeNull();
    nextIdle();
    expect(drawer().querySelector('nav')).not.toBeNull();
    expect(drawer().querySelector('[data-testid="theme-toggle"]')).toBeNull();
    nextIdle();
    expect(drawer().querySelector('[data-testid="theme-toggle"]')).not.toBeNull();
    expect(idle).toHaveLength(0);
    unmount();

    // a tap before the browser was ever idle renders the whole drawer
    idle.length = 0;
    render(<MobileMenu menus={menus} />);
    act(() => fireEvent.click(screen.getByTestId('burger')));
    expect(drawer().querySelector('nav')).not.toBeNull();
    expect(drawer().querySelector('[data-testid="theme-toggle"]')).not.toBeNull();
    // unmounted while the stubs are there: its effects cancel what they asked for
    cleanup();
  });

  it('is inert while closed; reachable only once the focus moves in, after the tap; inert again after closing', async () => {
    render(<MobileMenu menus={menus} />);
    await waitFor(() => expect(drawer().querySelector('nav')).not.toBeNull());
    expect(drawer()).toHaveAttribute('inert');
    act(() => fireEvent.click(screen.getByTestId('burger')));
    expect(drawer()).toHaveAttribute('data-open', 'true');
    // the tap itself changes nothing in the drawer but its position
    expect(drawer()).toHaveAttribute('inert');
    const close = screen.getByRole('button', { name: '關閉選單 Close menu', hidden: true });
    await waitFor(() => expect(close).toHaveFocus());
    expect(drawer()).not.toHaveAttribute('inert');
    act(() => fireEvent.click(close));
    expect(drawer()).toHaveAttribute('data-open', 'false');
    await waitFor(() => expect(drawer()).toHaveAttribute('inert'));
  });
});
