import { test } from '@playwright/test';
test('probe', async ({ page }) => {
  for (const vp of [{ width: 375, height: 400 }, { width: 1440, height: 450 }, { width: 1440, height: 900 }]) {
    await page.setViewportSize(vp);
    for (const p of ['/', '/industrial/baCourse/electiveCourses', '/contactUs']) {
      await page.goto(p);
      const r = await page.evaluate(() => ({ h: document.documentElement.scrollHeight, ih: innerHeight }));
      console.log(vp.width, vp.height, p, JSON.stringify(r));
    }
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/industrial/baCourse/electiveCourses');
  await page.waitForTimeout(1000);
  await page.getByTestId('burger').click();
  await page.waitForTimeout(600);
  const r = await page.evaluate(() => {
    const bd = document.querySelector('[data-testid=drawer-backdrop]')!;
    const dr = document.querySelector('[data-testid=drawer]')!;
    const nav = document.querySelector('header')!;
    const at = document.elementFromPoint(20, 400);
    const at2 = document.elementFromPoint(200, 400);
    return { bd: bd.getBoundingClientRect(), dr: dr.getBoundingClientRect(), layer: dr.parentElement!.getBoundingClientRect(), navBf: getComputedStyle(nav).backdropFilter, at: at?.outerHTML.slice(0, 120), at2: at2?.outerHTML.slice(0, 120) };
  });
  console.log(JSON.stringify(r, null, 1));
  await page.screenshot({ path: '/tmp/scratch/drawer.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/industrial/baCourse/electiveCourses');
  await page.waitForTimeout(1000);
  await page.locator('[data-testid=top-menu] > ul > li').first().hover();
  await page.waitForTimeout(600);
  await page.screenshot({ path: '/tmp/scratch/top.png' });
});
