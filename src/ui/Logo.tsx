import { colors } from '@/styles/tokens';

/** Drawn for the project; app/icon.svg is the same drawing. */
export function Logo({ size = 48, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title && <title>{title}</title>}
      <rect width="64" height="64" rx="10" fill={colors.primary} />
      <circle cx="20" cy="20" r="10" fill="#fff" />
      <path d="M34 10a20 20 0 0 1 20 20H34Z" fill={colors.accent} />
      <rect x="10" y="34" width="20" height="20" fill="#fff" />
      <path d="M34 54 54 34v20Z" fill="#fff" />
    </svg>
  );
}
