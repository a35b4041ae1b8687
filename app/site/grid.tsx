import { BlockView } from '../blocks/block-view.tsx';
import type { PageBundle } from '../model/page-bundle.ts';
import { placeBlocks } from './place-blocks.ts';
import './grid.css';

/**
 * A page's blocks on its template's 12-column grid (spec §3.8): one grid per row, a
 * `container` row held to the content width, a full-bleed row edge to edge.
 */
export function Grid({ bundle }: { bundle: Pick<PageBundle, 'template' | 'blocks'> }) {
  const rows = placeBlocks(bundle.template, bundle.blocks);
  return (
    <div className="grid">
      {rows.map((row) => (
        <div key={row.index} className={row.container ? 'grid-row container' : 'grid-row grid-row-bleed'}>
          {row.columns.map((column, position) => (
            <div key={position} className={column.className}>
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
