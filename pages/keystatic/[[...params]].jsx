// The content editor's page, compiled only by npm run edit (see pageExtensions in next.config.ts).
import { makePage } from '@keystatic/next/ui/pages';
import config from '../../src/editor/config';

export default makePage(config);
