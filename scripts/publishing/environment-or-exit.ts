import { type FoajeEnv, readEnvironment } from '../../app/model/environment.ts';

/** Every FOAJE_* variable, checked; a bad one is named on stderr and the script exits with `code`. */
export function environmentOrExit(code: number): FoajeEnv {
  try {
    return readEnvironment();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return process.exit(code);
  }
}
