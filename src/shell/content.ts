import menusFile from '@content/menus.json';
import pagesFile from '@content/pages.json';
import { parseContent } from '@/lib/contentError';
import { menusFileSchema, pagesFileSchema, type MenuEntry, type PagesFile } from '@/domain/menus';

/** The five menus of spec section 2, validated from content/menus.json. */
export const menus: MenuEntry[] = parseContent('content/menus.json', menusFileSchema, menusFile).menus;

/** The description of each page of the route table and of home (content/pages.json). */
export const pages: PagesFile = parseContent('content/pages.json', pagesFileSchema, pagesFile);
