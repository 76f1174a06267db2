import { describe, expect, it } from 'vitest';
import type { Media } from '@/domain/media';
import { FIGURE_SIZES, withPictures } from './html';

const media: Media = {
  key: '0123456789ab',
  width: 1600,
  height: 1200,
  widths: [320, 640, 1280, 1600, 1920, 2560],
  fallback: 'jpg',
  color: '#336699',
};

describe("a news body's photographs", () => {
  it('become a <picture> of the derivatives a prose column can use, with width, height and placeholder; other images stay', () => {
    const html =
      '<figure><img src="/static/news/figures/1.jpg" alt="師傅 &quot;彎竹&quot;" loading="lazy"><figcaption>c</figcaption></figure>' +
      '<p><img src="/static/news/figures/2.svg" alt="a drawing" loading="lazy"></p>' +
      '<p><img src="https://elsewhere.example/x.jpg" alt="x" loading="lazy"></p>';
    const out = withPictures(html, '/static', (ref) => (ref === 'news/figures/1.jpg' ? media : undefined));
    expect(out).toBe(
      '<figure><picture>' +
        `<source type="image/avif" srcset="/static/_media/${media.key}-320.avif 320w, /static/_media/${media.key}-640.avif 640w, /static/_media/${media.key}-1280.avif 1280w, /static/_media/${media.key}-1600.avif 1600w" sizes="${FIGURE_SIZES}">` +
        `<img src="/static/_media/${media.key}-1280.jpg" alt="師傅 &quot;彎竹&quot;" loading="lazy" ` +
        `srcset="/static/_media/${media.key}-640.jpg 640w, /static/_media/${media.key}-1600.jpg 1600w" ` +
        `sizes="${FIGURE_SIZES}" width="1600" height="1200" class="ph-012">` +
        '</picture><figcaption>c</figcaption></figure>' +
        '<p><img src="/static/news/figures/2.svg" alt="a drawing" loading="lazy"></p>' +
        '<p><img src="https://elsewhere.example/x.jpg" alt="x" loading="lazy"></p>',
    );
  });

  it('follows a CDN prefix', () => {
    const out = withPictures('<img src="https://cdn.example/s/a.jpg" alt="">', 'https://cdn.example/s', () => media);
    expect(out).toContain(`src="https://cdn.example/s/_media/${media.key}-1280.jpg"`);
  });
});
