/** Text with paragraphs separated by blank lines, as <p> elements; `lang` marks English text. */
export function Paragraphs({ text, lang, className }: { text: string; lang?: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={className} lang={lang}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
