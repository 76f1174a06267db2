import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths, SCREENS } from '@/domain/paths';
import { VIEWPORT_DESKTOP, gotoHydrated, urlEndingWith } from './helpers';
import {
  COURSE_LISTS,
  expectOverlayClosed,
  expectOverlayOpen,
  findCourse,
  fullTime,
  hasDetail,
  lines,
  locationHash,
  nextFrames,
  overlayPanel,
  paragraphs,
  partTime,
  staff,
  teacherOf,
  visiting,
  type PartTime,
  type Person,
} from './deptHelpers';

/**
 * People directories: full-time cards and profile overlays (hash
 * teacher/introduce/{id}), part-time (teacher/partTimeProfessors/{id}), 54 visiting professors, 2 staff
 * who open nothing. Expected values come from content/people/*.json.
 */

test.use({ viewport: VIEWPORT_DESKTOP });

const FULL_TIME = SCREENS.fullTimeProfessors;
const PART_TIME = SCREENS.partTimeProfessors;
const personCard = (page: Page, id: number): Locator =>
  page.locator(`[data-testid="person-card"][data-person-id="${id}"]`);

/** The name, degrees and biography of a profile in the open overlay. */
async function expectProfileHead(profile: Locator, person: Person | PartTime) {
  await expect(profile).toBeVisible();
  const name = profile.locator('h2').first();
  await expect(name).toContainText(person.name);
  await expect(name).toContainText(person.subName);
  await expect(profile).toContainText(person.title);
  await expect(profile).toContainText(person.subTitle);
  for (const p of paragraphs(person.desc ?? '')) await expect(profile).toContainText(p);
  for (const p of paragraphs(person.subDesc ?? ''))
    await expect(profile.locator('[lang="en"]').filter({ hasText: p }).first()).toBeVisible();
}

/** A full-time profile: head, rank, e-mail, and every section in order with its items. */
async function expectFullProfile(page: Page, person: Person) {
  const profile = overlayPanel(page).getByTestId('profile');
  await expectProfileHead(profile, person);
  await expect(profile).toContainText(person.categoryName);
  await expect(profile).toContainText(person.categorySubName);
  if (person.email) await expect(profile.locator(`a[href="mailto:${person.email}"]`)).toHaveCount(1);

  const sections = profile.getByTestId('profile-section');
  expect(person.content, `content of full-time professor ${person.id}`).toHaveLength(7);
  await expect(sections).toHaveCount(7);
  for (const [i, s] of person.content.entries()) {
    const title = sections.nth(i).locator('h3');
    await expect(title).toContainText(s.title);
    await expect(title).toContainText(s.subTitle);
    for (const l of lines(s.desc)) await expect(sections.nth(i)).toContainText(l);
    if (s.url)
      await expect(
        sections.nth(i).locator(`a[href="${s.url}"][target="_blank"][rel="noopener noreferrer"]`),
      ).toHaveCount(1);
  }
  // among them: education, work experience, exhibitions
  const titles = (await sections.locator('h3').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
  for (const wanted of ['學歷 Education', '經歷 Work Experience', '展覽經歷 Exhibitions']) {
    expect(titles, `a section titled ${wanted}`).toContain(wanted);
  }
}

test.describe(`full-time faculty ${FULL_TIME}`, () => {
  test('one card per professor, each a link to /teacher/introduce/{id}, opened over the list as #teacher/introduce/{id}', async ({
    page,
  }) => {
    await page.goto(FULL_TIME);
    const cards = page.getByTestId('person-card');
    await expect(cards).toHaveCount(fullTime.length);
    for (const [i, p] of fullTime.entries()) {
      const c = cards.nth(i);
      await expect(c).toHaveAttribute('data-person-id', String(p.id));
      expect(await c.evaluate((el) => el.tagName)).toBe('A');
      await expect(c).toHaveAttribute('href', paths.profile('fullTime', p.id));
      await expect(c).toHaveAttribute('data-overlay', paths.profileOverlay('fullTime', p.id));
      await expect(c).toContainText(p.name);
      await expect(c).toContainText(p.subName);
      await expect(c).toContainText(p.categoryName);
      await expect(c).toContainText(p.title);
    }
  });

  test('a click opens the profile with its 7 sections; Escape closes it', async ({ page }) => {
    const person = fullTime[0]!;
    await gotoHydrated(page, FULL_TIME);
    await personCard(page, person.id).click();
    await expectOverlayOpen(page);
    expect(locationHash(page)).toBe(paths.profileOverlay('fullTime', person.id));
    await expectFullProfile(page, person);
    await page.keyboard.press('Escape');
    await expectOverlayClosed(page);
    await expect(personCard(page, person.id)).toBeFocused();
  });

  test('a direct load with the hash opens the profile; the back control closes it', async ({ page }) => {
    const person = fullTime[fullTime.length - 1]!;
    await gotoHydrated(page, paths.profileOnList('fullTime', person.id));
    await expectOverlayOpen(page);
    await expectFullProfile(page, person);
    await overlayPanel(page).getByTestId('overlay-close').click();
    await expectOverlayClosed(page);
    await expect(page).toHaveURL(urlEndingWith(FULL_TIME));
  });

  test('an unknown or non-numeric id shows the empty state', async ({ page }) => {
    expect(fullTime.some((p) => p.id === 999)).toBe(false);
    await gotoHydrated(page, paths.profileOnList('fullTime', 999));
    await expectOverlayOpen(page);
    const empty = overlayPanel(page).getByTestId('empty-state');
    await expect(empty).toContainText('沒有資料');
    await expect(empty).toContainText('No Data');
    await expect(overlayPanel(page).getByTestId('profile')).toHaveCount(0);

    await page.evaluate(() => (window.location.hash = '#teacher/introduce/abc'));
    await expect(overlayPanel(page).getByTestId('empty-state')).toBeVisible();
    await expect(overlayPanel(page).getByTestId('profile')).toHaveCount(0);
  });

  test("a course's teacher link opens that teacher's profile page", async ({ page }) => {
    const fullIds = new Set(fullTime.map((p) => p.id));
    const list = COURSE_LISTS[0];
    const { group, course } = findCourse(
      list,
      (c) => hasDetail(c) && c.teacher !== undefined && fullIds.has(c.teacher),
      'course taught by a full-time professor',
    );
    const teacher = fullTime.find((p) => p.id === course.teacher)!;
    await gotoHydrated(page, `${list.listPath}${paths.courseOverlay(list.key, group.id, course.id)}`);
    await expectOverlayOpen(page);
    await overlayPanel(page).getByTestId('course-teacher').locator('a').click();
    await expect(page).toHaveURL(urlEndingWith(paths.profile('fullTime', teacher.id)));
    await expect(page.locator('h1')).toContainText(teacher.name);
    // the page is scrollable (the course overlay's lock was released on the way)
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });
    test("a course page's teacher link is the profile page's own address, and it leads there", async ({ page }) => {
      const list = COURSE_LISTS[0];
      const { group, course } = findCourse(
        list,
        (c) => hasDetail(c) && c.teacher !== undefined,
        'course with a teacher',
      );
      const teacher = teacherOf(course.teacher!);
      await page.goto(paths.course(list.key, group.id, course.id));
      const link = page.getByTestId('course-teacher').locator('a');
      await expect(link).toHaveAttribute('href', teacher.href);
      await link.click();
      await expect(page).toHaveURL(urlEndingWith(teacher.href));
      await expect(page.locator('h1')).toContainText(teacher.name);
    });
  });
});

test.describe(`part-time faculty ${PART_TIME}`, () => {
  test('cards link to /teacher/partTimeProfessors/{id}, opened as #teacher/partTimeProfessors/{id}; a click opens the profile, the back control closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, PART_TIME);
    const cards = page.getByTestId('person-card');
    await expect(cards).toHaveCount(partTime.length);
    for (const [i, p] of partTime.entries()) {
      await expect(cards.nth(i)).toHaveAttribute('href', paths.profile('partTime', p.id));
      await expect(cards.nth(i)).toHaveAttribute('data-overlay', paths.profileOverlay('partTime', p.id));
      await expect(cards.nth(i)).toContainText(p.name);
      await expect(cards.nth(i)).toContainText(p.title);
    }

    const person = partTime.find((p) => (p.desc ?? '').trim() !== '') ?? partTime[0]!;
    await personCard(page, person.id).click();
    await expectOverlayOpen(page);
    expect(locationHash(page)).toBe(paths.profileOverlay('partTime', person.id));
    await expectProfileHead(overlayPanel(page).getByTestId('profile'), person);
    await overlayPanel(page).getByTestId('overlay-close').click();
    await expectOverlayClosed(page);
  });

  test('a direct load of an unknown id shows the empty state', async ({ page }) => {
    const unknown = Math.max(...partTime.map((p) => p.id)) + 1000;
    await gotoHydrated(page, paths.profileOnList('partTime', unknown));
    await expectOverlayOpen(page);
    await expect(overlayPanel(page).getByTestId('empty-state')).toBeVisible();
  });
});

test(`visiting professors ${SCREENS.visitingProfessors}: all 54 with country, name and description`, async ({
  page,
}) => {
  expect(visiting).toHaveLength(54);
  await page.goto(SCREENS.visitingProfessors);
  const items = page.getByTestId('visiting-professor');
  await expect(items).toHaveCount(54);
  for (const [i, p] of visiting.entries()) {
    const item = items.nth(i);
    await expect(item).toContainText(p.country);
    await expect(item).toContainText(p.subCountry);
    await expect(item).toContainText(p.name);
    await expect(item).toContainText(p.subName);
    await expect(item.locator('[lang="en"]').filter({ hasText: p.subDesc })).not.toHaveCount(0);
  }
  await expect(page.getByTestId('visiting').locator('a')).toHaveCount(0);
});

test(`staff ${SCREENS.staffs}: 2 cards that are not links and open nothing`, async ({ page }) => {
  expect(staff).toHaveLength(2);
  await gotoHydrated(page, SCREENS.staffs);
  const cards = page.getByTestId('person-card');
  await expect(cards).toHaveCount(2);
  await expect(page.locator('a[data-testid="person-card"]')).toHaveCount(0);
  for (const [i, p] of staff.entries()) {
    const c = cards.nth(i);
    expect(
      await c.evaluate((el) => ({ tag: el.tagName, inLink: (el.parentElement?.closest('a') ?? null) !== null })),
    ).toEqual({ tag: 'DIV', inLink: false });
    await expect(c).toContainText(p.name);
    await expect(c).toContainText(p.categoryName);
  }
  for (const p of staff) {
    // a click on the photo (not on the e-mail link) changes nothing
    await personCard(page, p.id).locator('img').click();
    await nextFrames(page);
    await expect(page.getByTestId('overlay')).toHaveCount(0);
    expect(locationHash(page)).toBe('');
    await expect(page).toHaveURL(urlEndingWith(SCREENS.staffs));
  }
});
