import siteFile from '@content/site.json';
import { siteSchema, type Site } from '@/domain/site';
import { parseContent } from './contentError';

/** The (fictional) department's identity, validated from content/site.json. */
export const site: Site = parseContent('content/site.json', siteSchema, siteFile);
