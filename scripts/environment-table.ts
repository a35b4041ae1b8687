/**
 * The README's table of `FOAJE_*` variables, made from their one declaration
 * (app/model/environment.ts). `node scripts/environment-table.ts` prints it to paste between the
 * README's `env-table` markers; scripts/environment.test.ts fails when the two differ.
 */
import {
  BuildVariables,
  PlatformVariables,
  PublicServiceVariables,
  PublishVariables,
  variableDocs,
} from '../app/model/environment.ts';

/** The markdown table, one row per variable, in declaration order. */
export function environmentTable(): string {
  const rows = [BuildVariables, PublishVariables, PublicServiceVariables, PlatformVariables].flatMap((group) =>
    Object.entries(group.shape).map(([name, schema]) => {
      const doc = variableDocs.get(schema);
      if (doc === undefined) throw new Error(`${name} has no documentation in app/model/environment.ts`);
      return `| \`${name}\` | ${doc.fallback} | ${doc.usedBy} |`;
    }),
  );
  return ['| variable | default | used by |', '|---|---|---|', ...rows].join('\n');
}

if (import.meta.main) console.log(environmentTable());
