import { fileURLToPath } from 'node:url';
import { liveBuildEnv as liveEnv } from '../../serve/builds.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The environment that serves the default site's live build (the test runner made it) on a server of a test's own. */
export const liveBuildEnv = (distDir = '.next') => liveEnv(root, distDir);
