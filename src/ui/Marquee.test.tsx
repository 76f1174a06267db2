import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Marquee } from './Marquee';

const items = [
  { key: 'a', content: <span>Name</span> },
  { key: 'b', content: <span>Copyright</span> },
] as const;

// The rotation, its timing, the pause on hover and reduced motion are CSS (Marquee.module.scss); they
// are tested in a browser (tests/e2e/shell.spec.ts). Here: what the server HTML holds.
describe('Marquee', () => {
  it('renders both items, in order, as a list, with no script state in the markup', () => {
    const { container } = render(<Marquee items={items} className="extra" />);
    const root = screen.getByTestId('marquee');
    expect(root.className).toContain('extra');
    const lines = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toEqual(['Name', 'Copyright']);
    expect(root.outerHTML).not.toMatch(/style=|data-marquee-index|data-active/);
  });
});
