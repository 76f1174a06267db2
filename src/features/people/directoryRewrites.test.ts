// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rewriteRouter } from '../../../serve/nextOutput.ts';
import { LIST_ROUTE } from '../../domain/paths.ts';
import { directoryRewrites, profileRewrites, readFieldKeys } from './directoryRewrites.ts';

// the rules as the build has them (the news lists' first: /lists itself answers 404), applied as Next's router does
const notFound = { source: `${LIST_ROUTE}/:path*`, destination: `${LIST_ROUTE}/-/0` };
const route = rewriteRouter([notFound, ...directoryRewrites({ fields: readFieldKeys() }), ...profileRewrites()]);
const FULL = '/industrial/professors/introduce';
const PART = '/industrial/professors/partTimeProfessors';

describe('the directory rewrites', () => {
  it('send a rank, a field and both to their prerendered views', () => {
    expect(route(`${FULL}?rank=professor`)).toBe('/lists/people/fullTime/professor/any');
    expect(route(`${FULL}?rank=assistant-professor`)).toBe('/lists/people/fullTime/assistant-professor/any');
    expect(route(`${FULL}?field=materials`)).toBe('/lists/people/fullTime/any/materials');
    expect(route(`${FULL}?field=materials&rank=associate-professor`)).toBe(
      '/lists/people/fullTime/associate-professor/materials',
    );
  });

  it('send a keyword, alone or with the others, to the keyword route, in Chinese and with spaces', () => {
    expect(route(`${FULL}?q=wood`)).toBe('/lists/people/fullTime/any/any/wood');
    expect(route(`${FULL}?rank=professor&field=materials&q=wood`)).toBe(
      '/lists/people/fullTime/professor/materials/wood',
    );
    expect(route(`${FULL}?field=materials&q=%E6%9C%A8+%E4%BD%9C`)).toBe('/lists/people/fullTime/any/materials/木 作');
    expect(route(`${PART}?q=Chiu`)).toBe('/lists/people/partTime/any/any/Chiu');
  });

  it('leave out what is empty, unknown or not the list’s: the list shows without it', () => {
    expect(route(`${FULL}?rank=&field=&q=`)).toBeNull();
    expect(route(`${FULL}?rank=&field=materials&q=`)).toBe('/lists/people/fullTime/any/materials');
    expect(route(`${FULL}?rank=dean`)).toBeNull();
    expect(route(`${FULL}?rank=dean&field=materials`)).toBe('/lists/people/fullTime/any/materials');
    expect(route(`${FULL}?q=+++`)).toBeNull();
    expect(route(`${PART}?rank=professor&field=materials`)).toBeNull();
  });

  it('carry no keyword that would break the path: a slash, a percent sign, a question mark', () => {
    expect(route(`${FULL}?q=a%2Fb`)).toBeNull();
    expect(route(`${FULL}?q=100%25`)).toBeNull();
    expect(route(`${FULL}?rank=professor&q=why%3F`)).toBe('/lists/people/fullTime/professor/any');
  });

  it('answer a direct request of a view with a 404 (one public address per view)', () => {
    expect(route('/lists/people/fullTime/professor/any')).toBe('/lists/-/0');
  });
});

describe("a profile's later pages of news", () => {
  it('send `?page=n` (n > 1) to the profile route, and leave page 1, other queries and other paths alone', () => {
    expect(route('/teacher/introduce/2?page=2')).toBe('/lists/profile/fullTime/2/2');
    expect(route('/teacher/introduce/2?page=002')).toBe('/lists/profile/fullTime/2/2');
    expect(route('/teacher/partTimeProfessors/101?page=13')).toBe('/lists/profile/partTime/101/13');
    expect(route('/teacher/introduce/2?page=1')).toBeNull();
    expect(route('/teacher/introduce/2?page=x')).toBeNull();
    expect(route('/teacher/introduce/2')).toBeNull();
    expect(route('/teacher/introduce/abc?page=2')).toBeNull();
    expect(route('/lists/profile/fullTime/2/2')).toBe('/lists/-/0');
  });
});
