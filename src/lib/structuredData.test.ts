import { describe, expect, it } from 'vitest';
import type { Teaching } from '@/domain/courses';
import { courseData, courseListData } from './structuredData';

const group = { id: 1, title: '一年級', subTitle: 'First Year', banner: [] };
const course = {
  id: 11,
  imageUrl: 'courses/ba-11.svg',
  title: '基礎設計',
  subTitle: 'Basic Design',
  desc: '說明',
  subDesc: 'About',
  images: [],
};
const teaching: Teaching = { courseMode: 'onsite', weeks: 18, hoursPerWeek: 3, tuition: 28600, currency: 'TWD' };

describe('a Course', () => {
  it('has an instance with its mode and weekly schedule, and an offer of the programme tuition', () => {
    const data = courseData(group, course, teaching, '/bARequiredCoreCourses/1/11') as unknown as Record<
      string,
      Record<string, unknown>
    >;
    expect(data.hasCourseInstance).toMatchObject({
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      courseSchedule: { '@type': 'Schedule', repeatFrequency: 'Weekly', repeatCount: 18, duration: 'PT3H' },
      location: { '@type': 'CollegeOrUniversity' },
    });
    expect(data.offers).toMatchObject({ '@type': 'Offer', category: 'Paid', price: 28600, priceCurrency: 'TWD' });
  });

  it('taught online has no place, and a free one says so', () => {
    const data = courseData(
      group,
      course,
      { ...teaching, courseMode: 'online', tuition: 0 },
      '/x/1/11',
    ) as unknown as Record<string, Record<string, unknown>>;
    expect(data.hasCourseInstance!.courseMode).toBe('Online');
    expect(data.hasCourseInstance).not.toHaveProperty('location');
    expect(data.offers!.category).toBe('Free');
  });
});

describe('a course list', () => {
  it('is an ItemList of its pages, numbered from 1, with absolute addresses', () => {
    const list = courseListData([
      { name: 'A', path: '/bARequiredCoreCourses/1/11' },
      { name: 'B', path: '/bARequiredCoreCourses/1/12' },
    ]) as unknown as { numberOfItems: number; itemListElement: { position: number; url: string }[] };
    expect(list.numberOfItems).toBe(2);
    expect(list.itemListElement.map((i) => i.position)).toEqual([1, 2]);
    expect(list.itemListElement[1]!.url).toMatch(/^https?:\/\/[^/]+\/bARequiredCoreCourses\/1\/12$/);
  });
});
