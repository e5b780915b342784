/**
 * The amenity slot editor's place in the generated pages: the `amenity_slots` display (an open registry,
 * resources/display-registry.ts) that schemas/amenity.ts names for `time_slots`. src/extensions.ts imports it.
 */
import { registerDisplays } from '../../resources/display-registry';
import { AmenitySlotsField } from './amenity-slots-field';
import { AmenitySlotsShow } from './amenity-slots-show';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    amenity_slots: true;
  }
}

registerDisplays({ amenity_slots: { show: AmenitySlotsShow, form: { field: AmenitySlotsField } } });
