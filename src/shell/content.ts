import menusFile from '@content/menus.json';
import { parseContent } from '@/lib/contentError';
import { menusFileSchema, type MenuEntry } from './model';

/** The five menus of spec section 2, validated from content/menus.json. */
export const menus: MenuEntry[] = parseContent('content/menus.json', menusFileSchema, menusFile).menus;
