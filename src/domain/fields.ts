import { z } from 'zod';

export const text = z.string().trim().min(1, 'must not be empty');
/** A path under /static (no leading slash), e.g. people/3.svg */
export const imagePath = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_-]*\.(svg|png|jpe?g|webp)$/i, 'must be an image path under /static, like people/3.svg');
export const httpsUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
export const id = z.number().int().positive();
/** Chinese text with its English form. */
export const bilingual = z.object({ desc: text, subDesc: text }).strict();

/** A file holding one list under `key` (`{ "people": [...] }`), read as the list. */
export const listFile = <K extends string, T extends z.ZodType>(key: K, list: T) =>
  z
    .object({ [key]: list } as Record<K, T>)
    .strict()
    .transform((file) => (file as Record<K, z.output<T>>)[key]);
