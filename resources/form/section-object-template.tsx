/**
 * rjsf ObjectFieldTemplate: an object marked `section` in its uiSchema (ui-schema.ts) is a titled,
 * collapsible section that opens by itself when a field inside has an error; others are drawn as usual.
 */
import { Templates } from '@rjsf/mui';
import { type ErrorSchema, type ObjectFieldTemplateProps, getUiOptions } from '@rjsf/utils';
import { CollapsibleSection } from '../collapsible-section';
import type { SectionOptions } from '../ui-schema';

const PlainObjectTemplate = Templates.ObjectFieldTemplate!;

function hasErrors(errors: ErrorSchema | undefined): boolean {
  if (!errors) return false;
  return Object.entries(errors).some(([key, child]) => (key === '__errors' ? Array.isArray(child) && child.length > 0 : hasErrors(child as ErrorSchema)));
}

export function SectionObjectTemplate(props: ObjectFieldTemplateProps) {
  const { section, collapsed } = getUiOptions(props.uiSchema) as SectionOptions;
  if (!section) return <PlainObjectTemplate {...props} />;
  return (
    <CollapsibleSection title={props.title} defaultExpanded={!collapsed} reveal={hasErrors(props.errorSchema)}>
      <PlainObjectTemplate {...props} title="" description="" />
    </CollapsibleSection>
  );
}
