// The content editor's API, compiled only by npm run edit (see pageExtensions in next.config.ts).
export { GET, POST } from '@/editor/route';
