// The editor's preview of a news item, compiled only by npm run edit (see pageExtensions in next.config.ts).
export { previewNews as GET } from '@/editor/route';
