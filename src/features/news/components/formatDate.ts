/** '2025-10-14' -> '2025.10.14' */
export const formatDate = (isoDate: string): string => isoDate.replaceAll('-', '.');
