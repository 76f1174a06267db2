/**
 * A data block, not a script: browsers do not run it and the Content-Security-Policy does not apply. `<` is
 * escaped so no text can end the element. Build the data with src/lib/structuredData.ts.
 */
export function JsonLd({ data }: { data: object | object[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
