import type { IConfiguration } from 'dependency-cruiser';

/** The import-cycle rule of `npm run lint` (see .dependency-cruiser.js). */
declare const config: IConfiguration;
export default config;
