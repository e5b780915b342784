/**
 * The `rich_text` field display (resources/display-registry.ts), contributed by the communications module: a
 * TipTap editor in forms (its own chunk, loaded with the form), the text itself on show pages, sanitised again
 * in the browser with DOMPurify (rich-text-show.tsx, its own chunk too: the registry loads with the first page).
 */
import { FormControl, FormLabel } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { registerDisplays } from '../../resources/display-registry';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    rich_text: true;
  }
}

const RichTextEditor = lazy(() => import('./rich-text-editor'));
const RichTextText = lazy(() => import('./rich-text-show'));

/** The editor under its label. Its errors it only marks: the form's field error list shows them, as for every widget. */
function RichTextWidget({ id, value, label, required, disabled, readonly, rawErrors, onChange }: WidgetProps) {
  return (
    <FormControl fullWidth error={Boolean(rawErrors?.length)} required={required}>
      <FormLabel htmlFor={id} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Suspense fallback={null}>
        <RichTextEditor id={id} value={String(value ?? '')} label={label} disabled={disabled || readonly} onChange={(html) => onChange(html)} />
      </Suspense>
    </FormControl>
  );
}

function RichTextShow({ source }: { source: string }) {
  return (
    <Suspense fallback={null}>
      <RichTextText source={source} />
    </Suspense>
  );
}

registerDisplays({ rich_text: { show: RichTextShow, form: { widget: RichTextWidget } } });
