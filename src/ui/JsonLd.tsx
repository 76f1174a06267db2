/**
 * schema.org data of a page as JSON-LD. A data block, not a script: browsers do not run it (and a
 * Content-Security-Policy does not apply to it). `<` is escaped so no text in it can end the element.
 * The data comes from typed builders (schema-dts), e.g. src/features/site/structuredData.ts.
 */
export function JsonLd({ data }: { data: object | object[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
