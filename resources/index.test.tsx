import { Children, type ReactElement, isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { consoleEntities as entities } from '../schemas';
import { entityResources } from '.';

describe('entityResources', () => {
  it('gives every entity a resource named by its path, with list, edit and show, and create with the spec’s add route only when someone may create', () => {
    const resources = entityResources() as ReactElement<Record<string, unknown>>[];
    // Named by the console route where the spec gives one (guest passes: guest-access), else by the API path.
    expect(resources.map((resource) => resource.props.name)).toEqual(entities.map((entity) => entity.route ?? entity.path));
    for (const [index, resource] of resources.entries()) {
      const props = resource.props;
      const creatable = Object.keys(entities[index].access.create).length > 0;
      expect(props.recordRepresentation).toBe(entities[index].titleField);
      for (const page of ['list', 'edit', 'show', 'icon']) expect(props[page], page).toBeTruthy();
      expect(Boolean(props.create), `${entities[index].path} create`).toBe(creatable);
      const routes = Children.toArray(props.children as ReactElement).filter(isValidElement) as ReactElement<{ path: string }>[];
      expect(routes.map((route) => route.props.path)).toEqual(creatable ? ['add'] : []);
    }
    expect(resources.some((resource) => !resource.props.create)).toBe(true);
  });
});
