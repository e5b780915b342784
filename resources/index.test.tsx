import { Children, type ReactElement, isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { entities } from '../schemas';
import { entityResources } from '.';

describe('entityResources', () => {
  it('gives every entity a resource named by its path, with all four pages and the spec’s add route', () => {
    const resources = entityResources() as ReactElement<Record<string, unknown>>[];
    expect(resources.map((resource) => resource.props.name)).toEqual(entities.map((entity) => entity.path));
    for (const [index, resource] of resources.entries()) {
      const props = resource.props;
      expect(props.recordRepresentation).toBe(entities[index].titleField);
      for (const page of ['list', 'create', 'edit', 'show', 'icon']) expect(props[page], page).toBeTruthy();
      const routes = Children.toArray(props.children as ReactElement).filter(isValidElement) as ReactElement<{ path: string }>[];
      expect(routes.map((route) => route.props.path)).toEqual(['add']);
    }
  });
});
