// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { attachmentProblems, attachmentsOf, newsItemIds, unlinkedAttachments } from './attachments.ts';

const site = 'http://127.0.0.1:3400';
const pdf = { url: `${site}/static/attachments/1012/rules.pdf`, type: 'application/pdf', size: 3966 };

describe('the news items of the sitemap', () => {
  it('are its /news/{id} pages, under the base path too', () => {
    const sitemap = [`${site}/`, `${site}/news`, `${site}/news/1012`, `${site}/news/104`, `${site}/news/1012?x=1`];
    expect(newsItemIds(sitemap, '')).toEqual([104, 1012]);
    expect(newsItemIds([`${site}/dept/news/7`, `${site}/dept/news`, `${site}/news/8`], '/dept')).toEqual([7, 8]);
  });
});

describe('the documents the API lists', () => {
  it('are read from GET /news/{id}, none when it lists none', () => {
    const a = {
      url: '/static/attachments/1012/rules.pdf',
      label: '簡章',
      subLabel: 'Rules',
      type: 'application/pdf',
      size: 3966,
    };
    expect(attachmentsOf({ data: { newsId: 1012, attachments: [a] } })).toEqual([
      { url: a.url, type: a.type, size: a.size },
    ]);
    expect(attachmentsOf({ data: { newsId: 104 } })).toEqual([]);
    expect(attachmentsOf(null)).toEqual([]);
  });
});

describe('a document as served', () => {
  const served = { status: 200, contentType: 'application/pdf', contentLength: '3966', size: 3966 };

  it('passes with 200, the type the API gives and its size as Content-Length (parameters of the type aside)', () => {
    expect(attachmentProblems(pdf, served)).toEqual([]);
    expect(attachmentProblems(pdf, { ...served, contentType: 'Application/PDF; qs=0.9' })).toEqual([]);
  });

  it('fails on another status, another type, no or another Content-Length, a short body', () => {
    expect(attachmentProblems(pdf, { ...served, status: 404 })).toEqual([
      { message: 'attachment does not answer 200', detail: `${pdf.url} answered 404` },
    ]);
    expect(attachmentProblems(pdf, { ...served, contentType: 'application/octet-stream' })).toEqual([
      {
        message: 'attachment is not served with the type the API gives',
        detail: 'API "application/pdf", server "application/octet-stream"',
      },
    ]);
    expect(attachmentProblems(pdf, { ...served, contentLength: null })).toEqual([
      { message: 'attachment is served without a Content-Length', detail: 'API size 3966' },
    ]);
    expect(attachmentProblems(pdf, { ...served, contentLength: '4000', size: 4000 })).toEqual([
      {
        message: 'attachment Content-Length is not the size the API gives',
        detail: 'API 3966 octets, Content-Length 4000',
      },
      { message: 'attachment is not as long as the size the API gives', detail: 'API 3966 octets, received 4000' },
    ]);
  });
});

describe('the links of a page to its documents', () => {
  it('are found in its HTML (relative or absolute); the ones it lacks are named', () => {
    const other = `${site}/static/attachments/1012/form.docx`;
    const html = '<main><a href="/static/attachments/1012/rules.pdf" type="application/pdf" download>簡章</a></main>';
    expect(unlinkedAttachments(html, `${site}/news/1012`, [pdf.url, other])).toEqual([other]);
    expect(unlinkedAttachments(`<a class="x" href="${other}">x</a>`, `${site}/news/1012`, [other])).toEqual([]);
  });
});
