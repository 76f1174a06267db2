import menusFile from '@content/menus.json';
import pagesFile from '@content/pages.json';
import { parseContent } from '@/lib/contentError';
import { menusFileSchema, pagesFileSchema, type MenuEntry, type PagesFile } from '@/domain/menus';

export const menus: MenuEntry[] = parseContent('content/menus.json', menusFileSchema, menusFile).menus;

export const pages: PagesFile = parseContent('content/pages.json', pagesFileSchema, pagesFile);
