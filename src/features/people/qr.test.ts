// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeQrSvg } from '../../../tests/support/qr';
import { profileQr } from './server';
import { qrSvg } from './qr';

// Decoded by ZXing from the drawn pixels, not by the generator (qrcode).

describe('QR codes of the profiles', () => {
  it("decode to the profile page's absolute address, full-time and part-time", async () => {
    expect(await decodeQrSvg((await profileQr('fullTime', 1))!)).toBe('http://localhost:3000/teacher/introduce/1');
    expect(await decodeQrSvg((await profileQr('partTime', 101))!)).toBe(
      'http://localhost:3000/teacher/partTimeProfessors/101',
    );
  });

  it('are none for a profile that does not exist', async () => {
    expect(await profileQr('fullTime', 999)).toBeNull();
  });

  it('are square SVG images of whole modules, black on white, with a quiet zone of four modules', async () => {
    const svg = await qrSvg('http://localhost:3000/teacher/introduce/1');
    const [, size] = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/.exec(svg) ?? [];
    expect(Number(size)).toBeGreaterThanOrEqual(21 + 8);
    // the light background covers the whole image; no dark module lies in the outer four
    expect(svg).toContain(`<path fill="#ffffff" d="M0 0h${size}v${size}H0z"/>`);
    // each row of dark modules: `M{x} {y}` then runs drawn (`h{n}`) and skipped (`m{n} 0`)
    const rows = [...svg.matchAll(/M(\d+) (\d+)\.5((?:[hm]\d+(?: 0)?)*)/g)];
    expect(rows.length).toBeGreaterThan(0);
    for (const [, x0, y, runs] of rows) {
      let x = Number(x0);
      let right = x;
      for (const [, kind, n] of runs!.matchAll(/([hm])(\d+)/g)) {
        x += Number(n);
        if (kind === 'h') right = x;
      }
      expect([Number(x0), Number(y)].every((v) => v >= 4)).toBe(true);
      expect(Math.max(right, Number(y) + 1)).toBeLessThanOrEqual(Number(size) - 4);
    }
  });
});
