/** Hash forms of the people detail overlays (spec section 2). */
export const FULL_TIME_HASH = 'teacher/introduce/:id';
export const PART_TIME_HASH = 'teacher/partTimeProfessors/:id';
export const FULL_TIME_LIST = '/industrial/professors/introduce';
export const PART_TIME_LIST = '/industrial/professors/partTimeProfessors';
