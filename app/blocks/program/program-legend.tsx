import { labels } from '../../locale/labels.ts';
import type { ProgramFilterChoices } from './resolve.ts';

/**
 * What the facts' chips mean ('Norsk tale', 'HH-tekst', 'Rullestol'), one tap away beside the
 * filters: a native disclosure, so it opens without JavaScript too. On a phone its toggle says
 * 'Merkene' (its name still 'Hva betyr merkene?'); a chip's own `title` says it on hover.
 */
export function FactLegend({ groups }: { groups: ProgramFilterChoices['groups'] }) {
  const facts = groups.flatMap(({ choices }) => choices);
  if (facts.length === 0) return null;
  return (
    <details className="program-legend">
      <summary className="program-filter-toggle" aria-label={labels.whatFactsMean}>
        <span className="program-legend-long">{labels.whatFactsMean}</span>
        <span className="program-legend-short">{labels.factLegendShort}</span>
      </summary>
      <dl className="program-filter-fields program-legend-list">
        {facts.map((fact) => (
          <div key={fact.value}>
            <dt>{fact.badge === fact.label ? fact.badge : `${fact.badge}: ${fact.label}`}</dt>
            <dd>{fact.explanation}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
