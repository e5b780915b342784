import { describe, expect, it } from 'vitest';
import { amenityReservation } from '../../schemas/amenity-reservation';
import { entityFormSchema } from '../form-schema';
import { choicesFilter } from './use-choices-where';

describe("a reference's choices filtered by another field of the form", () => {
  // The form's node carries the description's rule: a reservation's identifier among its holder's.
  const node = entityFormSchema(amenityReservation).properties?.identifier_id as { choicesWhere?: Parameters<typeof choicesFilter>[0] };
  const where = node.choicesWhere!;

  it('filters by the chosen holder', () => {
    expect(choicesFilter(where, { user_id: 7 }, 1)).toEqual({ owner: 7 });
  });
  it('takes the signed-in user for an empty holder, as the server does', () => {
    expect(choicesFilter(where, { user_id: null }, 1)).toEqual({ owner: 1 });
  });
  it('offers nothing while a sibling without a stand-in is empty', () => {
    expect(choicesFilter({ owner: { field: 'user_id' } }, { user_id: null }, 1)).toBeNull();
    expect(choicesFilter(where, { user_id: null }, undefined)).toBeNull();
  });
});
