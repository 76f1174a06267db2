import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_TYPES } from '@/domain/news';
import { NewsAttachments } from './NewsAttachments';

const rules = {
  url: '/static/attachments/1012/rules.pdf',
  label: '招生簡章',
  subLabel: 'Admission rules',
  type: 'application/pdf',
  size: 421_888,
};
const form = {
  url: '/static/attachments/1012/form.docx',
  label: '構想書表格',
  subLabel: 'Project outline form',
  type: ATTACHMENT_TYPES.docx.type,
  size: 812,
};

describe('the documents of a news item', () => {
  it('are a section named by its heading, listing one download link each', () => {
    render(<NewsAttachments news={{ newsId: 1012, attachments: [rules, form] }} />);
    const section = screen.getByRole('region', { name: '附件下載 Documents to download' });
    expect(within(section).getByRole('heading', { level: 2 }).querySelector('[lang="en"]')!.textContent).toBe(
      'Documents to download',
    );
    const links = within(within(section).getByRole('list')).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      '招生簡章 Admission rules · PDF · 412 KB',
      '構想書表格 Project outline form · DOCX · 812 B',
    ]);
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('type'), a.hasAttribute('download')])).toEqual([
      [rules.url, 'application/pdf', true],
      [form.url, form.type, true],
    ]);
    expect(links[0]!.querySelector('[lang="en"]')!.textContent).toBe('Admission rules');
  });

  it('are not shown when there are none', () => {
    const { container } = render(<NewsAttachments news={{ newsId: 1, attachments: [] }} />);
    expect(container).toBeEmptyDOMElement();
    render(<NewsAttachments news={{ newsId: 2 }} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
