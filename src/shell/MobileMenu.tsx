'use client';
import { flushSync } from 'react-dom';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { whenIdle } from '@/lib/idle';
import { both, labels } from '@/lib/labels';
import { useModalLayer } from '@/ui/useModalLayer';
import type { MenuEntry } from '@/domain/menus';
import { MenuLink } from './MenuLink';
import { ThemeToggle } from './ThemeToggle';
import { activeIdsIn, isActive, sectionFor } from './navigation';
import { useVisiblePath } from './useVisiblePath';
import styles from './MobileMenu.module.scss';

/** The drawer's parts, rendered one per idle period: head and search, the menus, the theme. */
const DRAWER_PARTS = 3;

/** Gets the same menus object as the top menu, so the page carries the menu data once. */
export function MobileMenu({
  menus,
  search,
}: {
  menus: MenuEntry[];
  /** the site search form, above the menus */ search?: ReactNode;
}) {
  const path = useVisiblePath();
  const [open, setOpen] = useState(false);
  // the drawer's links are not in the page's HTML (closed, it is invisible): they are rendered when the browser
  // is idle after hydration, with the current page's section open, so that a tap on the burger only slides the
  // drawer in; or on the first open. One part of the drawer per idle period: the whole drawer at once, its
  // render and its layout, was a long task of its own
  const [parts, setParts] = useState(0);
  const [openSection, setOpenSection] = useState<string | null>(null);
  const currentSection = sectionFor(menus, path).trail[0]?.id ?? null;
  useEffect(
    () =>
      whenIdle(() =>
        startTransition(() => {
          setOpenSection((section) => section ?? currentSection);
          setParts((n) => Math.max(n, 1));
        }),
      ),
    [currentSection],
  );
  useEffect(() => {
    if (parts === 0 || parts >= DRAWER_PARTS) return;
    return whenIdle(() => startTransition(() => setParts((n) => Math.min(DRAWER_PARTS, n + 1))));
  }, [parts]);
  const closeButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const drawerId = useId();

  const show = () => {
    // open the section of the current page, so the visitor sees where they are
    setOpenSection(currentSection);
    setOpen(true);
    setParts(DRAWER_PARTS);
  };
  const hide = useCallback(() => setOpen(false), []);

  // Closed, the drawer is inert (out of the tab order and the accessibility tree) but rendered, off-screen.
  // It becomes reachable as the focus moves in, after the frame that shows it: removing `inert` restyles every
  // link in it, which in the tap's own frame made the tap slower (Event Timing 40 ms more with a busy
  // core). Closed, it is inert again once the browser is idle, as its slide out ends.
  const [reachable, setReachable] = useState(false);
  useEffect(() => {
    if (!open && reachable) return whenIdle(() => setReachable(false), 500);
  }, [open, reachable]);

  // while open: on the overlay stack, scroll locked, focus on the close button and kept inside,
  // Escape closes; focus goes back to the burger
  useModalLayer(open, drawer, {
    initialFocus: () => {
      flushSync(() => setReachable(true));
      return closeButton.current;
    },
    onEscape: hide,
  });

  // following any link in the drawer closes it (the new page takes the focus)
  const onDrawerClick = (e: MouseEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest('a')) hide();
  };

  return (
    <>
      <button
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={show}
        aria-label={both(labels.menu)}
        data-testid="burger"
      >
        <span className={styles.burgerIcon} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span className={styles.burgerLabel}>
          {labels.menu.zh} <span lang="en">{labels.menu.en}</span>
        </span>
      </button>
      <div
        className={styles.backdrop}
        data-open={open}
        onClick={hide}
        aria-hidden="true"
        data-testid="drawer-backdrop"
      />
      <div className={styles.layer}>
        <div
          ref={drawer}
          id={drawerId}
          className={styles.drawer}
          data-open={open}
          role="dialog"
          aria-modal="true"
          aria-label={both(labels.mainNav)}
          onClick={onDrawerClick}
          inert={!reachable}
          data-testid="drawer"
        >
          {parts > 0 && (
            <DrawerBody
              parts={parts}
              menus={menus}
              search={search}
              drawerId={drawerId}
              openSection={openSection}
              setOpenSection={setOpenSection}
              closeButton={closeButton}
              onClose={hide}
            />
          )}
        </div>
      </div>
    </>
  );
}

/**
 * The drawer's head, search, menus and theme, the first `parts` of them. Memoised, as its menus are: the tap that
 * opens the drawer re-renders none of it.
 */
const DrawerBody = memo(function DrawerBody({
  parts,
  menus,
  search,
  drawerId,
  openSection,
  setOpenSection,
  closeButton,
  onClose,
}: {
  parts: number;
  menus: MenuEntry[];
  search?: ReactNode;
  drawerId: string;
  openSection: string | null;
  setOpenSection: (section: string | null) => void;
  closeButton: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  return (
    <>
      <div className={styles.head}>
        <span className={styles.headTitle}>
          {labels.menu.zh} <span lang="en">{labels.menu.en}</span>
        </span>
        <button
          ref={closeButton}
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={both(labels.closeMenu)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {search && <div className={styles.search}>{search}</div>}
      {parts >= 2 && (
        <DrawerNav menus={menus} drawerId={drawerId} openSection={openSection} setOpenSection={setOpenSection} />
      )}
      {parts >= 3 && <ThemeToggle className={styles.theme} />}
    </>
  );
});

/**
 * The drawer's menus. Memoised: opening and closing the drawer changes none of its props, so the tap that
 * opens it re-renders none of its links. A route change re-renders only the sections whose active entries change.
 */
const DrawerNav = memo(function DrawerNav({
  menus,
  drawerId,
  openSection,
  setOpenSection,
}: {
  menus: MenuEntry[];
  drawerId: string;
  openSection: string | null;
  setOpenSection: (section: string | null) => void;
}) {
  // read here, not passed down: a route change re-renders the menus, not the drawer's head and theme
  const path = useVisiblePath();
  return (
    <nav aria-label={both(labels.mainNav)}>
      <ul className={styles.sections}>
        {menus.map((menu) =>
          menu.children ? (
            <DrawerSection
              key={menu.id}
              menu={menu}
              panelId={`${drawerId}-${menu.id}`}
              expanded={openSection === menu.id}
              active={activeIdsIn(menu, path)}
              setOpenSection={setOpenSection}
            />
          ) : (
            <li key={menu.id}>
              <MenuLink entry={menu} active={isActive(menu, path)} className={styles.row} prefetch="intent" />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
});

/** One top-level menu in the drawer: its button, and its entries (groups with their links). */
const DrawerSection = memo(function DrawerSection({
  menu,
  panelId,
  expanded,
  active,
  setOpenSection,
}: {
  menu: MenuEntry;
  panelId: string;
  expanded: boolean;
  /** the ids of its active entries (`activeIdsIn`) */ active: string;
  setOpenSection: (section: string | null) => void;
}) {
  const activeIds = active.split(' ');
  return (
    <li data-section={menu.id}>
      <button
        type="button"
        className={`${styles.row} ${styles.sectionButton}`}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setOpenSection(expanded ? null : menu.id)}
      >
        <span className={styles.sectionText}>
          <span>{menu.title}</span>
          <span lang="en">{menu.subTitle}</span>
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={panelId} className={styles.entries} hidden={!expanded}>
        {menu.children?.map((entry) => (
          <li key={entry.id}>
            {entry.children ? (
              // a group: its label, then its links (the group's own target is its first link)
              <>
                <span id={`${panelId}-${entry.id}`} className={`${styles.row} ${styles.entry} ${styles.groupLabel}`}>
                  <span>{entry.title}</span>
                  <span lang="en">{entry.subTitle}</span>
                </span>
                <ul className={styles.subEntries} aria-labelledby={`${panelId}-${entry.id}`}>
                  {entry.children.map((sub) => (
                    <li key={sub.id}>
                      <MenuLink
                        entry={sub}
                        active={activeIds.includes(sub.id)}
                        className={`${styles.row} ${styles.subEntry}`}
                        prefetch="intent"
                      />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <MenuLink
                entry={entry}
                active={activeIds.includes(entry.id)}
                className={`${styles.row} ${styles.entry}`}
                prefetch="intent"
              />
            )}
          </li>
        ))}
      </ul>
    </li>
  );
});
