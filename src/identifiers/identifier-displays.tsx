/** The identifiers module's field displays (resources/display-registry.ts). */
import { registerDisplays } from '../../resources/display-registry';
import { FacePhotoFormField, FacePhotoValue } from './face-photo';
import { IdentifierValueField } from './identifier-value-field';
import { IdentifierValueWidget } from './identifier-value-widget';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    identifier_value: true;
    face_photo: true;
  }
}

registerDisplays({
  // Hex or decimal by the user's setting.
  identifier_value: { show: IdentifierValueField, form: { widget: IdentifierValueWidget } },
  // A face identifier's photo, shown as the picture (face-photo.tsx).
  face_photo: { show: FacePhotoValue, form: { field: FacePhotoFormField } },
});
