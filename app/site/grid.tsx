import { BlockView } from '../blocks/block-view.tsx';
import type { PageBundle } from '../model/page-bundle.ts';
import { columnClassName } from './grid-classes.ts';
import './grid.css';

/**
 * A page's placed rows on its template's 12-column grid (spec §3.8): one grid per row, a
 * `container` row held to the content width, a full-bleed row edge to edge. The bundle's rows
 * are already in order (app/engine/place-blocks.ts); this only renders them.
 */
export function Grid({ bundle }: { bundle: Pick<PageBundle, 'rows'> }) {
  return (
    <div className="grid">
      {bundle.rows.map((row) => (
        <div key={row.index} className={row.container ? 'grid-row container' : 'grid-row grid-row-bleed'}>
          {row.columns.map((column, position) => (
            <div key={position} className={columnClassName(column, `row ${row.index}, column ${position}`)}>
              {column.blocks.map((block) => (
                // `data-block` names the block kind in the page, for editors' tools and tests.
                <div key={block.id} className="grid-block" data-block={block.component}>
                  <BlockView block={block} />
                </div>
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
