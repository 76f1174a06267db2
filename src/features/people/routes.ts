/** Hash forms of the people detail overlays (spec section 2). */
export const FULL_TIME_HASH = 'teacher/introduce/:id';
export const PART_TIME_HASH = 'teacher/partTimeProfessors/:id';
export const FULL_TIME_LIST = '/industrial/professors/introduce';
export const PART_TIME_LIST = '/industrial/professors/partTimeProfessors';

/** The path forms of the profile overlays (issue 11): `/teacher/introduce/{id}`, `/teacher/partTimeProfessors/{id}`. */
export const PROFILE_PATHS = { fullTime: '/teacher/introduce', partTime: '/teacher/partTimeProfessors' } as const;
export const LIST_PATHS = { fullTime: FULL_TIME_LIST, partTime: PART_TIME_LIST } as const;
export const profilePath = (list: keyof typeof PROFILE_PATHS, id: number) => `${PROFILE_PATHS[list]}/${id}`;
