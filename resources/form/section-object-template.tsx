/**
 * rjsf ObjectFieldTemplate: an object's fields in a grid of the entity's columns (field-grid.tsx), or its
 * sections as tabs (section-tabs.tsx); an object marked `section` in its uiSchema (ui-schema.ts) is a
 * titled, collapsible section that opens by itself when a field inside has an error.
 */
import { Templates } from '@rjsf/mui';
import { type ObjectFieldTemplateProps, canExpand, getUiOptions, titleId } from '@rjsf/utils';
import { CollapsibleSection } from '../collapsible-section';
import type { SectionOptions } from '../ui-schema';
import { hasErrors } from './error-schema';
import { FieldGrid } from './field-grid';
import { SectionTabs } from './section-tabs';
import { isVisible } from './visible-when';

const PlainObjectTemplate = Templates.ObjectFieldTemplate!;

export function SectionObjectTemplate(allProps: ObjectFieldTemplateProps) {
  // Conditional fields whose siblings do not meet their condition are not drawn (visible-when.ts).
  const properties = allProps.properties.filter((property) => isVisible(allProps.uiSchema?.[property.name], allProps.formData));
  const props = { ...allProps, properties };
  const { uiSchema, schema, formData, registry, title, errorSchema } = props;
  // Objects that take new keys keep rjsf's own layout with its add button.
  if (canExpand(schema, uiSchema, formData)) return <PlainObjectTemplate {...props} />;
  const { section, collapsed, columns, tabs, tabPanel } = getUiOptions(uiSchema) as SectionOptions;
  const body = tabs ? <SectionTabs properties={properties} uiSchema={uiSchema} errorSchema={errorSchema} /> : <FieldGrid properties={properties} uiSchema={uiSchema} columns={columns} />;
  if (section) {
    return (
      <CollapsibleSection title={title} defaultExpanded={!collapsed} reveal={hasErrors(errorSchema)}>
        {body}
      </CollapsibleSection>
    );
  }
  const { TitleFieldTemplate } = registry.templates;
  const showTitle = Boolean(title) && !tabPanel && getUiOptions(uiSchema).label !== false;
  return (
    <>
      {showTitle && <TitleFieldTemplate id={titleId(props.fieldPathId)} title={title} required={props.required} schema={schema} uiSchema={uiSchema} registry={registry} />}
      {body}
    </>
  );
}
