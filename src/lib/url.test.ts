import { describe, expect, it } from 'vitest';
import { absoluteUrl, assetUrl, joinUrl, normalisePath, stripBasePath, withBasePath } from './url';

describe('joinUrl', () => {
  it('joins parts with single slashes', () => {
    expect(joinUrl('/static/', '/news/', '1.jpg')).toBe('/static/news/1.jpg');
    expect(joinUrl('/static//', '//news///1.jpg')).toBe('/static/news/1.jpg');
  });
  it('keeps the double slash of a scheme and collapses the rest', () => {
    expect(joinUrl('https://cdn.example.org/', '/img//', 'a.png')).toBe('https://cdn.example.org/img/a.png');
    expect(joinUrl('http://h//a', 'b')).toBe('http://h/a/b');
  });
  it('skips empty, null and undefined parts and accepts numbers', () => {
    expect(joinUrl('', '/a', null, undefined, 3)).toBe('/a/3');
  });
});

describe('assetUrl', () => {
  it('prefixes a relative path with the asset prefix', () => {
    expect(assetUrl('news/1.jpg', '/static')).toBe('/static/news/1.jpg');
    expect(assetUrl('/news/1.jpg', '/dept/static/')).toBe('/dept/static/news/1.jpg');
    expect(assetUrl('people//a.jpg', 'https://cdn.example.org//ipd')).toBe('https://cdn.example.org/ipd/people/a.jpg');
  });
  it('returns absolute URLs unchanged', () => {
    expect(assetUrl('https://x.example/a.png', '/static')).toBe('https://x.example/a.png');
    expect(assetUrl('//x.example/a.png', '/static')).toBe('//x.example/a.png');
    expect(assetUrl('data:image/png;base64,AA', '/static')).toBe('data:image/png;base64,AA');
  });
  it('uses the configured prefix by default', () => {
    expect(assetUrl('logo.svg')).toBe('/static/logo.svg');
  });
});

describe('base path helpers', () => {
  it('prefixes app paths with the base path', () => {
    expect(withBasePath('/news', '/dept')).toBe('/dept/news');
    expect(withBasePath('/', '/dept')).toBe('/dept/');
    expect(withBasePath('/news', '')).toBe('/news');
    expect(withBasePath('#news/3', '/dept')).toBe('#news/3');
    expect(withBasePath('https://a.example/', '/dept')).toBe('https://a.example/');
  });
  it('strips the base path', () => {
    expect(stripBasePath('/dept/news', '/dept')).toBe('/news');
    expect(stripBasePath('/dept', '/dept')).toBe('/');
    expect(stripBasePath('/department/news', '/dept')).toBe('/department/news');
    expect(stripBasePath('/news', '')).toBe('/news');
  });
  it('normalises paths for comparison', () => {
    expect(normalisePath('/news/')).toBe('/news');
    expect(normalisePath('/news?page=2#news/3')).toBe('/news');
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('/')).toBe('/');
  });
});

describe('absoluteUrl', () => {
  it('puts the public origin and the base path before an app path', () => {
    expect(absoluteUrl('/news/3', 'https://design.example.edu', '/dept')).toBe(
      'https://design.example.edu/dept/news/3',
    );
    expect(absoluteUrl('/', 'https://design.example.edu', '')).toBe('https://design.example.edu/');
    expect(absoluteUrl('https://other.example/x', 'https://design.example.edu', '/dept')).toBe(
      'https://other.example/x',
    );
  });
});
