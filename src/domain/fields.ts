import * as z from './zod.ts';
import { IMAGE_REF } from './media.ts';

export const text = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));
/** A path under /static (no leading slash), e.g. people/3.svg, and for a photograph its focal point (people/3.jpg#focus=50,30) */
export const imagePath = z
  .string()
  .check(z.regex(IMAGE_REF, 'must be an image path under /static, like people/3.jpg (or people/3.jpg#focus=50,30)'));
export const httpsUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
/** Text that must not be empty (kept as written, unlike `text`). */
export const nonEmpty = z.string().check(z.minLength(1));
export const positiveInt = z.int().check(z.positive());
export const id = positiveInt;
/** Chinese text with its English form. */
export const bilingual = z.strictObject({ desc: text, subDesc: text });

/** A file holding one list under `key` (`{ "people": [...] }`), read as the list. */
export const listFile = <K extends string, T extends z.ZodMiniType>(key: K, list: T) =>
  z.pipe(
    z.strictObject({ [key]: list } as Record<K, T>),
    z.transform((file) => (file as Record<K, z.output<T>>)[key]),
  );
