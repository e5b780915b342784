/** rjsf widget for fractional numbers: a comma is accepted as the decimal separator (000 §5.3, coordinates). */
import type { WidgetProps } from '@rjsf/utils';

export function DecimalWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return (
    <BaseInputTemplate
      {...props}
      options={{ ...props.options, inputType: 'text' }}
      onChange={(value: unknown) => props.onChange(typeof value === 'string' ? value.replace(',', '.') : value)}
    />
  );
}
