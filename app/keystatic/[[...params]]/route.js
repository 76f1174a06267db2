// The content editor's page, compiled only by npm run edit (see pageExtensions in next.config.ts).
export { editorPage as GET } from '@/editor/page';
