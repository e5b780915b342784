/**
 * rjsf ObjectFieldTemplate: an object marked `section` in its uiSchema (ui-schema.ts) is a titled,
 * collapsible section that opens by itself when a field inside has an error; others are drawn as usual.
 */
import { Templates } from '@rjsf/mui';
import { type ErrorSchema, type ObjectFieldTemplateProps, getUiOptions } from '@rjsf/utils';
import { CollapsibleSection } from '../collapsible-section';
import type { SectionOptions } from '../ui-schema';
import { isVisible } from './visible-when';

const PlainObjectTemplate = Templates.ObjectFieldTemplate!;

function hasErrors(errors: ErrorSchema | undefined): boolean {
  if (!errors) return false;
  return Object.entries(errors).some(([key, child]) => (key === '__errors' ? Array.isArray(child) && child.length > 0 : hasErrors(child as ErrorSchema)));
}

export function SectionObjectTemplate(allProps: ObjectFieldTemplateProps) {
  // Conditional fields whose siblings do not meet their condition are not drawn (visible-when.ts).
  const properties = allProps.properties.filter((property) => isVisible(allProps.uiSchema?.[property.name], allProps.formData));
  const props = { ...allProps, properties };
  const { section, collapsed } = getUiOptions(props.uiSchema) as SectionOptions;
  if (!section) return <PlainObjectTemplate {...props} />;
  return (
    <CollapsibleSection title={props.title} defaultExpanded={!collapsed} reveal={hasErrors(props.errorSchema)}>
      <PlainObjectTemplate {...props} title="" description="" />
    </CollapsibleSection>
  );
}
