/** The Node.js major the project supports (package.json `engines`, `.nvmrc`): 24 LTS. */
export const NODE_MAJOR = 24;

/** Why this Node cannot run the site, or null when it can. */
export function unsupportedNode(version: string = process.versions.node): string | null {
  const major = Number(version.split('.')[0]);
  return major >= NODE_MAJOR
    ? null
    : `Node.js ${NODE_MAJOR} or newer is required (this is ${version}). See README.md "Quick start".`;
}
