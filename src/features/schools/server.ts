import 'server-only';
import { content } from '@/server/contentRegistry';
import type { School } from '@/domain/schools';

export type Region = 'europe' | 'asia';
export const readSchools = (region: Region): School[] => content(`schools/${region}.json`);
