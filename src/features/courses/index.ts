/** What other features may use of the courses feature (server side). */
export { allCourseDetails } from './server';
