import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PENDING_ATTR } from '@/lib/hydrationProtocol';
import { MenuLink } from './MenuLink';

describe('MenuLink', () => {
  it('renders an internal entry as a link with title, English subtitle and aria-current when active', () => {
    render(<MenuLink entry={{ id: 'news', title: '最新消息', subTitle: 'News', to: '/news' }} active />);
    const link = screen.getByRole('link', { name: /最新消息/ });
    expect(link).toHaveAttribute('href', '/news');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('News')).toHaveAttribute('lang', 'en');
  });

  it('gives an internal link a pending hint (empty, so nothing for assistive technology; not pending at first); other entries none', () => {
    const { container } = render(
      <>
        <MenuLink entry={{ id: 'news', title: '最新消息', subTitle: 'News', to: '/news' }} />
        <MenuLink
          entry={{ id: 'faculty', title: '師資', subTitle: 'Faculty', to: '/industrial/professors/introduce' }}
          prefetch="intent"
        />
        <MenuLink
          entry={{ id: 'thesis', title: '論文', subTitle: 'Thesis', to: 'https://ndltd.example/', type: 'a' }}
        />
        <MenuLink entry={{ id: 'alumni', title: '系友', subTitle: 'Alumni' }} />
      </>,
    );
    const hints = screen.getAllByTestId('link-pending-hint');
    expect(hints.map((h) => h.closest('[data-menu-id]')?.getAttribute('data-menu-id'))).toEqual(['news', 'faculty']);
    for (const hint of hints) {
      expect(hint).not.toHaveAttribute(PENDING_ATTR);
      expect(hint).toBeEmptyDOMElement();
    }
    expect(container.querySelectorAll(`[${PENDING_ATTR}]`)).toHaveLength(0);
  });

  it("opens type 'a' entries in a new tab with rel noopener noreferrer", () => {
    render(
      <MenuLink entry={{ id: 'thesis', title: '論文', subTitle: 'Thesis', to: 'https://ndltd.example/', type: 'a' }} />,
    );
    const link = screen.getByRole('link', { name: /論文/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(/opens in a new tab/);
  });

  it("shows entries without a target as disabled 'Coming Soon', not as a link", () => {
    render(<MenuLink entry={{ id: 'alumni', title: '系友', subTitle: 'Alumni' }} />);
    expect(screen.queryByRole('link')).toBeNull();
    const item = screen.getByText('系友').closest('[aria-disabled]');
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveTextContent('Coming Soon');
  });
});
