import { createElement, type ComponentType } from 'react';
import type { ResolvedBlock } from '../model/page-bundle.ts';
import { blockComponents } from './components.ts';

/** The component of a block kind; undefined for a kind the registry does not have. */
function blockComponent(kind: string): ComponentType<object> | undefined {
  if (!Object.hasOwn(blockComponents, kind)) return undefined;
  // CAREFUL: the registry's types pair each component with its kind's resolve(); the payload
  // carries that kind's props, so the props of this lookup are those of this component.
  return (blockComponents as Readonly<Record<string, ComponentType<object>>>)[kind];
}

/**
 * Renders one resolved block with its kind's component. An unknown kind is a build or
 * deployment mismatch: loud in development and tests (it throws), silent in production so one
 * stale block cannot take a whole page down.
 */
export function BlockView({ block }: { block: ResolvedBlock }) {
  const Component = blockComponent(block.component);
  if (!Component) {
    if (import.meta.env.PROD) return null;
    throw new Error(
      `No component for block kind "${block.component}" (block ${block.id}); known kinds: ${Object.keys(blockComponents).join(', ')}`,
    );
  }
  return createElement(Component, block.props as object);
}
