import { snippetParts } from '@/domain/search';

/** A snippet with its matches in <mark>, rendered as text (no HTML from the index reaches the page). */
export function Marked({ snippet }: { snippet: string }) {
  return <>{snippetParts(snippet).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}
