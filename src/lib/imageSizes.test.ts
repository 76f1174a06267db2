import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mediaSrcset, type Media } from '@/domain/media';
import { renderImageSlots, slotWidth } from './imageSizes';
import { SIZES, WIDEST } from './imageSlots';

const media: Media = {
  key: '0123456789ab',
  width: 2560,
  height: 1440,
  widths: [320, 480, 640, 800, 960, 1280, 1600, 1920, 2560],
  fallback: 'jpg',
  color: '',
};
const widths = (srcset: string) => srcset.split(', ').map((entry) => Number(entry.split(' ')[1]!.slice(0, -1)));

describe('image slots', () => {
  it('the generated imageSlots.json is up to date (run `npm run tokens`)', () => {
    expect(readFileSync('src/lib/imageSlots.json', 'utf8')).toBe(renderImageSlots());
  });

  it("a slot's width is what its sizes says, read at each breakpoint", () => {
    expect(SIZES.newsCard).toBe(
      '(min-width: 1400px) calc(25vw - 50.67px), (min-width: 1200px) calc(37.5vw - 62px), ' +
        '(min-width: 992px) calc(50vw - 204px), (min-width: 768px) calc(50vw - 44px), calc(100vw - 60px)',
    );
    expect(slotWidth('newsCard', 375)).toBe(315);
    expect(slotWidth('newsCard', 768)).toBe(340);
    expect(slotWidth('newsCard', 1440)).toBeCloseTo(309.33, 1);
    expect(slotWidth('prose', 1440)).toBe(736);
    expect(slotWidth('courseBanner', 375)).toBe(200);
    expect(slotWidth('profile', 375)).toBe(240);
    expect(slotWidth('profile', 768)).toBe(180);
  });

  it('the widest a slot can need: a large phone at 3x or a large screen at 2x', () => {
    expect(WIDEST.profile).toBe(720);
    expect(WIDEST.prose).toBe(1472);
    expect(WIDEST.newsCard).toBe(Math.ceil((2560 * 0.25 - 50.67) * 2));
    expect(WIDEST.hero).toBe(3840);
  });

  it('lists the widths up to the first that covers the slot; the fallback every other one, from the widest down', () => {
    expect(widths(mediaSrcset(media, 'avif', '', WIDEST.newsCard))).toEqual([320, 480, 640, 800, 960, 1280]);
    expect(widths(mediaSrcset(media, 'jpg', '', WIDEST.newsCard))).toEqual([480, 800, 1280]);
    expect(widths(mediaSrcset(media, 'avif', '', WIDEST.hero))).toEqual(media.widths);
    expect(widths(mediaSrcset(media, 'jpg', '', WIDEST.hero))).toEqual([320, 640, 960, 1600, 2560]);
    expect(widths(mediaSrcset(media, 'avif', '', WIDEST.profile))).toEqual([320, 480, 640, 800]);
  });
});
