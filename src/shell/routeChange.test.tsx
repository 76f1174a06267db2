import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Context } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '@/domain/paths';
import { menus } from '@/shell/content';

// Workers share loaded modules from file to file: the menus are loaded afresh here, against the mocks below, and
// dropped afterwards for the next file
let MobileMenu: typeof import('./MobileMenu').MobileMenu;
let SideMenu: typeof import('./SideMenu').SideMenu;
let TopMenu: typeof import('./TopMenu').TopMenu;
beforeAll(async () => {
  vi.resetModules();
  ({ MobileMenu } = await import('./MobileMenu'));
  ({ SideMenu } = await import('./SideMenu'));
  ({ TopMenu } = await import('./TopMenu'));
});
afterAll(() => vi.resetModules());

const route = vi.hoisted(() => ({ linkRenders: 0, Path: null as unknown as Context<string> }));

// as Next's: the path from a context, so that a change re-renders the components that read it
vi.mock('next/navigation', async () => {
  const { createContext, useContext } = await import('react');
  route.Path = createContext('');
  return { usePathname: () => useContext(route.Path) };
});
vi.mock('./ThemeToggle', () => ({ ThemeToggle: () => <div data-testid="theme-toggle" /> }));
// every render of a menu link asks for its kind once
vi.mock('./navigation', async (importOriginal) => {
  const navigation = await importOriginal<typeof import('./navigation')>();
  return {
    ...navigation,
    linkKind: (...args: Parameters<typeof navigation.linkKind>) => {
      route.linkRenders += 1;
      return navigation.linkKind(...args);
    },
  };
});

const menusOfThePage = (path: string) => (
  <route.Path.Provider value={path}>
    <TopMenu menus={menus} />
    <SideMenu menus={menus} />
    <MobileMenu menus={menus} />
  </route.Path.Provider>
);

const currentLinks = () => [...document.querySelectorAll('a[aria-current="page"]')];

describe('a route change', () => {
  it('re-renders only the menu links whose active state changes', async () => {
    const { rerender } = render(menusOfThePage(SCREENS.baIntroduce));
    // the drawer's last part, rendered when idle
    await screen.findByTestId('theme-toggle');
    const drawerLinks = screen.getByTestId('drawer').querySelectorAll('a').length;
    expect(drawerLinks).toBeGreaterThan(20);
    const before = currentLinks();
    // the BA programme's entry in the top menu's panel (its target is its first page), the side menu, the drawer
    expect(before.length).toBe(3);

    route.linkRenders = 0;
    rerender(menusOfThePage(SCREENS.baRequiredCoreCourses));
    const after = currentLinks();
    expect(after.length).toBe(2);
    expect(after.every((a) => a.getAttribute('href') === SCREENS.baRequiredCoreCourses)).toBe(true);
    // the links that were current and those that are: nothing else
    expect(route.linkRenders).toBe(before.length + after.length);
  });

  it('keeps a panel opened in the drawer and the top menu working', () => {
    const { rerender } = render(menusOfThePage(SCREENS.baIntroduce));
    act(() => fireEvent.click(screen.getByTestId('burger')));
    const news = () => screen.getByTestId('drawer').querySelector('li[data-section="news"] > button')!;
    act(() => fireEvent.click(news()));
    expect(news()).toHaveAttribute('aria-expanded', 'true');
    rerender(menusOfThePage(SCREENS.baRequiredCoreCourses));
    expect(news()).toHaveAttribute('aria-expanded', 'true');
    const top = screen.getByTestId('top-menu').querySelector('li')!;
    act(() => top.querySelector('a')!.focus());
    expect(top).toHaveAttribute('data-open', 'true');
    act(() => fireEvent.keyDown(top, { key: 'Escape' }));
    expect(top).toHaveAttribute('data-open', 'false');
  });
});
