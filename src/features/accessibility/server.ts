import 'server-only';
import type { AccessibilityStatement } from '@/domain/accessibility';
import { content } from '@/server/contentRegistry';

export const readStatement = (): AccessibilityStatement => content('accessibility.json');
