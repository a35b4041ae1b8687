import type { Linter } from 'eslint';

/** The lint configuration of a checkout at `root` (see eslint.config.js). */
export function createConfig(root: string): Linter.Config[];

declare const config: Linter.Config[];
export default config;
