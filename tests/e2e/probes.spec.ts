import { expect, test } from '@playwright/test';
import { axeViolations } from './helpers';
import { focusStop, smallTargets, textLoss } from './probes';

// The accessibility guards' own checks, each shown failing on a page made to fail it and passing on a fixed one.

test('textLoss finds text cut off by its box and text drawn over other text', async ({ page }) => {
  await page.setContent(`
    <div id="cut" style="height: 20px; overflow: hidden">one<br>two<br>three</div>
    <div style="position: relative; height: 40px">
      <span style="position: absolute; top: 0">overlapping words</span>
      <span style="position: absolute; top: 2px; left: 4px">drawn on top</span>
    </div>
    <div style="height: 20px; overflow: hidden; -webkit-line-clamp: 1; display: -webkit-box; -webkit-box-orient: vertical">
      clamped lines end in an ellipsis and are not counted as cut off, however long they are
    </div>
    <div style="position: absolute; width: 1px; height: 1px; overflow: hidden">visually hidden text</div>`);
  const loss = await textLoss(page);
  expect(loss.clipped).toEqual(['div "onetwothree"']);
  expect(loss.overlapping).toEqual([['span "overlapping words"', 'span "drawn on top"']]);

  await page.setContent('<p>one</p><p>two</p>');
  expect(await textLoss(page)).toEqual({ clipped: [], overlapping: [] });
});

test('focusStop finds a missing ring, a ring cut off, and a fixed layer over the focus', async ({ page }) => {
  await page.setContent(`
    <style>a:focus-visible { outline: 3px solid blue; outline-offset: 2px }</style>
    <a id="none" href="#a" style="outline: none">no ring</a>
    <div style="overflow: hidden"><a id="cut" href="#b">ring cut off</a></div>
    <div style="position: fixed; top: 0; left: 0; right: 0; height: 60px; z-index: 1; background: white">header</div>
    <p style="margin-top: 200px; padding: 20px"><a id="fine" href="#c">fine</a></p>
    <a id="under" href="#d" style="position: absolute; top: 10px; left: 10px">under the header</a>`);
  const stopAt = async (id: string) => {
    await page.keyboard.press('Tab'); // keyboard modality, so :focus-visible applies
    await page.focus(`#${id}`);
    return focusStop(page);
  };
  expect((await stopAt('none'))?.ring).toBe('none');
  expect((await stopAt('cut'))?.ring).toBe('clipped');
  expect(await stopAt('fine')).toMatchObject({ ring: 'outline', obscuredBy: null });
  expect((await stopAt('under'))?.obscuredBy).toBe('div "header"');
});

test('smallTargets finds small controls crowded together, not a link in a sentence or a small one set apart', async ({
  page,
}) => {
  await page.setContent(`
    <button style="width: 16px; height: 16px; padding: 0">a</button><button style="width: 16px; height: 16px; padding: 0">b</button>
    <p>Read <a href="#x">more</a> in the text.</p>
    <p style="margin-top: 60px"><button style="width: 16px; height: 16px; padding: 0">c</button></p>
    <p style="margin-top: 60px"><button style="width: 44px; height: 44px">big</button></p>`);
  const small = await smallTargets(page);
  expect(small.map((s) => s.where)).toEqual(['button "a"', 'button "b"']);
});

test('smallTargets leaves out controls under another layer, as the list behind an open panel', async ({ page }) => {
  const crowded = `<button style="width: 16px; height: 16px; padding: 0">a</button><button style="width: 16px; height: 16px; padding: 0">b</button>`;
  await page.setContent(`${crowded}<div style="position: fixed; inset: 0; background: white"></div>`);
  expect(await smallTargets(page)).toEqual([]);
  await page.setContent(crowded);
  expect((await smallTargets(page)).map((s) => s.where)).toEqual(['button "a"', 'button "b"']);
});

test('axe, as the accessibility specs run it, finds an image without a text and grey text on white', async ({
  page,
}) => {
  await page.setContent(`<html lang="en"><head><title>Fixture</title></head><body><main><h1>Title</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p style="color: #ccc; background: #fff">faint</p></main></body></html>`);
  const found = await axeViolations(page, 'fixture');
  expect(found.map((line) => line.split(' ')[2])).toEqual(['color-contrast', 'image-alt']);
  await page.setContent(
    `<html lang="en"><head><title>Fixture</title></head><body><main><h1>Title</h1><p>fine</p></main></body></html>`,
  );
  expect(await axeViolations(page, 'fixture')).toEqual([]);
});
