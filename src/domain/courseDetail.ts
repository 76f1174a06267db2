/** A course has a detail (a page and an overlay) only when it has a Chinese description. Zod-free: browser code uses it. */
export const hasDetail = (course: { desc: string }): boolean => course.desc.trim() !== '';
