import { httpsUrl, nonEmpty } from './fields.ts';
import * as z from './zod.ts';

const year = z.int().check(z.gte(1900));

/** content/site.json: the (fictional) department's identity. */
export const siteSchema = z.strictObject({
  name: nonEmpty,
  subName: nonEmpty,
  shortName: nonEmpty,
  subShortName: nonEmpty,
  university: nonEmpty,
  subUniversity: nonEmpty,
  monogram: z.string().check(z.minLength(1), z.maxLength(4)),
  founded: year,
  masterFounded: year,
  copyrightHolder: nonEmpty,
  /** the licence of the open data (/data/*.json, *.csv): its name and the address of its terms */
  dataLicence: nonEmpty,
  dataLicenceUrl: httpsUrl,
});

export type Site = z.infer<typeof siteSchema>;
