/** What other features may use of the contact feature (server side). */
export { readContact } from './server';
