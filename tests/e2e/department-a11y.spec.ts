import { expect, test } from '@playwright/test';
import { paths, SCREENS } from '@/domain/paths';
import { expectNoViolationsAtEachWidth, gotoHydrated } from './helpers';
import {
  COURSE_LISTS,
  courseHash,
  coursePath,
  expectOverlayOpen,
  findCourse,
  fullTime,
  hasDetail,
  overlayPanel,
  partTime,
  waitForOverlayAnimations,
} from './deptHelpers';

/**
 * axe (WCAG 2.0/2.1 A and AA, 2.2 AA) on the department screens and the profile pages at 375, 768 and 1440 px,
 * and with a course overlay and a full-time and a part-time profile overlay open. One page per test, resized to
 * each width; the `dark` project of playwright.config.ts runs it again with the device in dark mode.
 */

const baRequired = COURSE_LISTS[0];
const pathCourse = findCourse(
  baRequired,
  (c) => hasDetail(c) && c.teacher !== undefined,
  'course with a description and a teacher',
);

const PAGES = [
  SCREENS.home,
  SCREENS.aboutUs,
  SCREENS.baIntroduce,
  SCREENS.baRequiredCoreCourses,
  SCREENS.maElectiveCourses,
  SCREENS.europe,
  SCREENS.milestone,
  SCREENS.fullTimeProfessors,
  SCREENS.partTimeProfessors,
  SCREENS.visitingProfessors,
  SCREENS.staffs,
  SCREENS.contactUs,
  coursePath(baRequired, pathCourse.group.id, pathCourse.course.id),
  paths.profile('fullTime', fullTime[0]!.id),
  paths.profile('partTime', partTime[0]!.id),
];

const OVERLAYS = [
  {
    name: 'a course overlay',
    url: `${baRequired.listPath}${courseHash(baRequired, pathCourse.group.id, pathCourse.course.id)}`,
    testId: 'course-detail',
  },
  {
    name: 'a full-time profile overlay',
    url: paths.profileOnList('fullTime', fullTime[0]!.id),
    testId: 'profile',
  },
  {
    name: 'a part-time profile overlay',
    url: paths.profileOnList('partTime', partTime[0]!.id),
    testId: 'profile',
  },
];

test.describe('department screens', () => {
  for (const path of PAGES) {
    test(`${path} has no WCAG 2.2 AA violations at 375, 768 and 1440 px`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toBeVisible();
      await expectNoViolationsAtEachWidth(page, path);
    });
  }

  for (const o of OVERLAYS) {
    test(`${o.name} has no WCAG 2.2 AA violations at 375, 768 and 1440 px`, async ({ page }) => {
      await gotoHydrated(page, o.url);
      await expectOverlayOpen(page);
      await expect(overlayPanel(page).getByTestId(o.testId)).toBeVisible();
      await waitForOverlayAnimations(page);
      await expectNoViolationsAtEachWidth(page, `${o.name} (${o.url})`);
    });
  }
});
