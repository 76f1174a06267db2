import siteFile from '@content/site.json';
import { siteSchema, type Site } from '@/domain/site';
import { parseContent } from './contentError';

export const site: Site = parseContent('content/site.json', siteSchema, siteFile);
