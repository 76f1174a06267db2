import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS } from './tools.ts';

/**
 * The schema.org vocabulary from its official release file (schemaorg-current-https.jsonld: core, pending
 * and the hosted extensions; not the attic of retired terms): classes with their superclasses, properties
 * with the types they are expected on (domainIncludes), and enumeration members.
 */

type Ref = { '@id': string };
interface VocabularyNode {
  '@id': string;
  '@type': string | string[];
  'rdfs:subClassOf'?: Ref | Ref[];
  'schema:domainIncludes'?: Ref | Ref[];
}

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const term = (id: string) => id.replace(/^schema:/, '');

/** The local name of a schema.org IRI (either scheme), or null for other IRIs. */
export function schemaTerm(iri: string): string | null {
  const m = /^https?:\/\/schema\.org\/([^/#?]+)$/.exec(iri);
  return m ? m[1]! : null;
}

export class Vocabulary {
  /** class -> its direct superclasses */
  readonly classes = new Map<string, string[]>();
  /** property -> the classes it is expected on */
  readonly properties = new Map<string, string[]>();
  /** enumeration members and other named individuals -> their types */
  readonly members = new Map<string, string[]>();

  constructor(graph: VocabularyNode[]) {
    for (const node of graph) {
      if (!node['@id'].startsWith('schema:')) continue;
      const id = term(node['@id']);
      const types = list(node['@type']);
      if (types.includes('rdfs:Class')) {
        this.classes.set(
          id,
          list(node['rdfs:subClassOf']).map((r) => term(r['@id'])),
        );
      } else if (types.includes('rdf:Property')) {
        this.properties.set(
          id,
          list(node['schema:domainIncludes']).map((r) => term(r['@id'])),
        );
      } else {
        this.members.set(id, types.map(term));
      }
    }
  }

  static load(file = join(SCHEMAS, 'schemaorg-current-https.jsonld')): Vocabulary {
    return new Vocabulary((JSON.parse(readFileSync(file, 'utf8')) as { '@graph': VocabularyNode[] })['@graph']);
  }

  /** Is `type` `ancestor` or one of its subclasses? */
  isA(type: string, ancestor: string): boolean {
    const seen = new Set<string>();
    const queue = [type];
    while (queue.length) {
      const t = queue.pop()!;
      if (t === ancestor) return true;
      if (seen.has(t)) continue;
      seen.add(t);
      queue.push(...(this.classes.get(t) ?? []));
    }
    return false;
  }

  /** Is the property expected on at least one of these types (directly or through a superclass)? */
  expectedOn(property: string, types: readonly string[]): boolean {
    const domains = this.properties.get(property) ?? [];
    return types.some((t) => domains.some((d) => this.isA(t, d)));
  }

  /** Is this name any schema.org term: a class, a property or an enumeration member? */
  has(name: string): boolean {
    return this.classes.has(name) || this.properties.has(name) || this.members.has(name);
  }
}
