import { expect, test, type Locator, type Page } from '@playwright/test';
import { COURSE_LISTS as COURSE_ROUTES } from '@/domain/paths';
import { VIEWPORT_DESKTOP, gotoHydrated, heading, urlEndingWith } from './helpers';
import {
  COURSE_LISTS,
  courseHash,
  coursePath,
  coursesOf,
  expectNotFound,
  expectOverlayClosed,
  expectOverlayOpen,
  findCourse,
  groupsOf,
  hasDetail,
  locationHash,
  nextFrames,
  overlayPanel,
  paragraphs,
  teacherOf,
  type Course,
  type CourseList,
  type YearGroup,
} from './deptHelpers';

/**
 * The four course lists, their hash overlays and their path pages. A course card links to its detail only
 * when the course has a Chinese description, and the banners skip the courses with an empty one.
 * Expected values come from content/courses/*.json.
 */

test.use({ viewport: VIEWPORT_DESKTOP });

const groupSection = (page: Page, groupId: number): Locator =>
  page.locator(`section[data-testid="year-group"][data-group-id="${groupId}"]`);
const card = (scope: Page | Locator, courseId: number): Locator =>
  scope.locator(`[data-testid="course-card"][data-course-id="${courseId}"]`);

/** Checks a course detail (overlay or path page): title, subtitle, both descriptions, gallery, teacher. */
async function expectCourseDetail(detail: Locator, group: YearGroup, course: Course, headingTag: 'h1' | 'h2') {
  await expect(detail).toBeVisible();
  const title = detail.locator(headingTag);
  await expect(title).toContainText(course.title);
  await expect(title).toContainText(course.subTitle);
  await expect(detail).toContainText(group.title);
  for (const p of paragraphs(course.desc)) await expect(detail).toContainText(p);
  const english = detail.locator('[lang="en"]');
  for (const p of paragraphs(course.subDesc)) await expect(english.filter({ hasText: p }).first()).toBeVisible();
  // the gallery: one image per entry of `images`
  const gallery = detail.locator('ul li img');
  await expect(gallery).toHaveCount(course.images.length);
  for (const [i, src] of course.images.entries()) {
    await expect(gallery.nth(i)).toHaveAttribute('src', new RegExp(`/${src.replace(/[.]/g, '\\.')}$`));
  }
  // how it is taught: the same facts in the overlay and on the page
  const teaching = detail.getByTestId('course-teaching');
  await expect(teaching).toContainText('授課方式');
  await expect(teaching).toContainText(/一學期 \d+ 週，每週 \d+ 小時/);
  await expect(teaching).toContainText(/TWD [\d,]+ a semester/);
  const teacher = detail.getByTestId('course-teacher');
  if (course.teacher !== undefined) {
    const t = teacherOf(course.teacher);
    await expect(teacher).toContainText(t.name);
    await expect(teacher).toContainText(t.subName);
    await expect(teacher.locator('a')).toHaveAttribute('href', t.href);
  } else {
    await expect(teacher).toHaveCount(0);
  }
}

for (const list of COURSE_LISTS) {
  test.describe(`${list.key} (${list.listPath})`, () => {
    test('one section per year group; cards link only when the course has a description; banners skip the others', async ({
      page,
    }) => {
      const groups = groupsOf(list);
      expect(
        coursesOf(list).some(({ course }) => !hasDetail(course)),
        'the content has a course without a description (needed for this test)',
      ).toBe(true);
      await page.goto(list.listPath);
      const sections = page.locator('section[data-testid="year-group"]');
      await expect(sections).toHaveCount(groups.length);
      expect(await sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-group-id')))).toEqual(
        groups.map((g) => String(g.id)),
      );

      for (const group of groups) {
        const section = groupSection(page, group.id);
        const h2 = section.locator('h2').first();
        await expect(h2).toContainText(group.title);
        await expect(h2).toContainText(group.subTitle);

        const cards = section.getByTestId('course-card');
        await expect(cards).toHaveCount(group.banner.length);
        expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-course-id')))).toEqual(
          group.banner.map((c) => String(c.id)),
        );
        for (const course of group.banner) {
          const c = card(section, course.id);
          await expect(c).toContainText(course.title);
          const shape = await c.evaluate((el) => ({
            tag: el.tagName,
            href: el.getAttribute('href'),
            overlay: el.getAttribute('data-overlay'),
            inLink: (el.parentElement?.closest('a') ?? null) !== null,
            linksInside: el.querySelectorAll('a').length,
          }));
          if (hasDetail(course)) {
            expect(shape.tag, `course ${course.id} (with a description) is a link`).toBe('A');
            expect(shape.href, 'its page').toBe(coursePath(list, group.id, course.id));
            expect(shape.overlay, 'opened over the list').toBe(courseHash(list, group.id, course.id));
          } else {
            expect(
              { tag: shape.tag, inLink: shape.inLink, linksInside: shape.linksInside },
              `course ${course.id} (no description) is not a link`,
            ).toEqual({ tag: 'DIV', inLink: false, linksInside: 0 });
          }
        }

        const featured = group.banner.filter(hasDetail);
        const banner = section.getByTestId('course-banner');
        if (featured.length === 0) {
          await expect(banner).toHaveCount(0);
        } else {
          await expect(banner).toHaveCount(1);
          const links = await banner
            .locator('a')
            .evaluateAll((els) => els.map((el) => [el.getAttribute('href'), el.getAttribute('data-overlay')]));
          expect(links, `banner of group ${group.id}: only courses with a description`).toEqual(
            featured.map((c) => [coursePath(list, group.id, c.id), courseHash(list, group.id, c.id)]),
          );
          for (const c of featured) await expect(banner).toContainText(c.title);
          for (const c of group.banner.filter((x) => !hasDetail(x))) {
            await expect(banner.locator(`a[href="${coursePath(list, group.id, c.id)}"]`)).toHaveCount(0);
          }
        }
      }
    });

    test('a card opens its overlay; Escape closes it, the back control closes the next one', async ({ page }) => {
      const withTeacher = findCourse(
        list,
        (c) => hasDetail(c) && c.teacher !== undefined,
        'course with a description and a teacher',
      );
      const other =
        coursesOf(list).find(({ course }) => hasDetail(course) && course.teacher === undefined) ??
        findCourse(list, (c) => hasDetail(c) && c.id !== withTeacher.course.id, 'second course with a description');

      await gotoHydrated(page, list.listPath);

      // 1: click, check the detail, close with Escape
      await card(groupSection(page, withTeacher.group.id), withTeacher.course.id).click();
      await expectOverlayOpen(page);
      expect(locationHash(page)).toBe(courseHash(list, withTeacher.group.id, withTeacher.course.id));
      await expectCourseDetail(
        overlayPanel(page).getByTestId('course-detail'),
        withTeacher.group,
        withTeacher.course,
        'h2',
      );
      await page.keyboard.press('Escape');
      await expectOverlayClosed(page);

      // 2: another course, closed with the back control (返回 / Close)
      await card(groupSection(page, other.group.id), other.course.id).click();
      await expectOverlayOpen(page);
      expect(locationHash(page)).toBe(courseHash(list, other.group.id, other.course.id));
      await expectCourseDetail(overlayPanel(page).getByTestId('course-detail'), other.group, other.course, 'h2');
      await overlayPanel(page).getByTestId('overlay-close').click();
      await expectOverlayClosed(page);
      await expect(page).toHaveURL(urlEndingWith(list.listPath));
    });

    test('a card without a description opens nothing', async ({ page }) => {
      const plain = findCourse(list, (c) => !hasDetail(c), 'course without a description');
      await gotoHydrated(page, list.listPath);
      await card(groupSection(page, plain.group.id), plain.course.id).click();
      await nextFrames(page);
      await expect(page.getByTestId('overlay')).toHaveCount(0);
      expect(locationHash(page)).toBe('');
    });

    test('non-numeric, unknown and description-less ids in the hash show the empty state', async ({ page }) => {
      const first = groupsOf(list)[0]!;
      const plain = findCourse(list, (c) => !hasDetail(c), 'course without a description');
      const unknownCourse = Math.max(...coursesOf(list).map(({ course }) => course.id)) + 1000;
      const unknownGroup = Math.max(...groupsOf(list).map((g) => g.id)) + 1000;
      const hashes = [
        `#${list.key}/abc/${first.banner[0]!.id}`,
        `#${list.key}/${first.id}/x1`,
        courseHash(list, first.id, unknownCourse),
        courseHash(list, unknownGroup, first.banner[0]!.id),
        courseHash(list, plain.group.id, plain.course.id),
      ];
      await gotoHydrated(page, `${list.listPath}${hashes[0]}`);
      for (const hash of hashes) {
        await page.evaluate((h) => (window.location.hash = h), hash);
        await expectOverlayOpen(page);
        await expect(overlayPanel(page).getByTestId('empty-state'), `empty state for ${hash}`).toBeVisible();
        await expect(overlayPanel(page).getByTestId('empty-state')).toContainText('沒有資料');
        await expect(overlayPanel(page).getByTestId('empty-state')).toContainText('No Data');
        await expect(overlayPanel(page).getByTestId('course-detail')).toHaveCount(0);
      }
    });

    test(`the path form /${COURSE_ROUTES[list.key].segment}/{yearId}/{courseId}: the detail, or 404`, async ({
      page,
      request,
    }) => {
      const found = findCourse(
        list,
        (c) => hasDetail(c) && c.teacher !== undefined,
        'course with a description and a teacher',
      );
      const path = coursePath(list, found.group.id, found.course.id);
      const response = await page.goto(path);
      expect(response?.status(), `status of ${path}`).toBe(200);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(heading(page)).toContainText(found.course.title);
      await expectCourseDetail(page.locator('main').getByTestId('course-detail'), found.group, found.course, 'h1');

      const plain = findCourse(list, (c) => !hasDetail(c), 'course without a description');
      const unknownCourse = Math.max(...coursesOf(list).map(({ course }) => course.id)) + 1000;
      const unknownGroup = Math.max(...groupsOf(list).map((g) => g.id)) + 1000;
      await expectNotFound(request, coursePath(list, found.group.id, unknownCourse));
      await expectNotFound(request, coursePath(list, unknownGroup, found.course.id));
      await expectNotFound(request, coursePath(list, plain.group.id, plain.course.id));
      // a year id that is not a number
      await expectNotFound(request, `/${COURSE_ROUTES[list.key].segment}/abc/${found.course.id}`);
    });
  });
}

test('every course with a description has a path page (prerendered, h1 with its title)', async ({ request }) => {
  const failures: string[] = [];
  for (const list of COURSE_LISTS as readonly CourseList[]) {
    for (const { group, course } of coursesOf(list).filter(({ course }) => hasDetail(course))) {
      const path = coursePath(list, group.id, course.id);
      const res = await request.get(path);
      const html = await res.text();
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
      if (res.status() !== 200 || !h1.includes(course.title))
        failures.push(`${path}: ${res.status()} h1=${h1.slice(0, 80)}`);
    }
  }
  expect(failures).toEqual([]);
});
