/** What other features may use of the people feature (server side). */
export { teacherParams, teacherRef } from './server';
