/**
 * The rich-text editor of the `rich_text` display (TipTap, loaded with the form that needs it): paragraphs,
 * two heading levels, bold, italic, underline, strike-through, lists, quotes and links, with a toolbar. It
 * writes HTML; the server sanitises what it stores (server/communications/rich-text.ts).
 */
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import { Box, Divider, IconButton, Paper, Tooltip } from '@mui/material';
import { EditorContent, type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';

export interface RichTextEditorProps {
  id: string;
  value: string;
  label: string;
  disabled?: boolean;
  onChange(html: string): void;
}

interface Tool {
  name: string;
  icon: ReactNode;
  active(editor: Editor): boolean;
  run(editor: Editor): void;
}

const TOOLS: Tool[] = [
  { name: 'bold', icon: <FormatBoldIcon />, active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { name: 'italic', icon: <FormatItalicIcon />, active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { name: 'underline', icon: <FormatUnderlinedIcon />, active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { name: 'strike', icon: <FormatStrikethroughIcon />, active: (e) => e.isActive('strike'), run: (e) => e.chain().focus().toggleStrike().run() },
  { name: 'heading', icon: <b>H</b>, active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { name: 'bullet_list', icon: <FormatListBulletedIcon />, active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { name: 'ordered_list', icon: <FormatListNumberedIcon />, active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { name: 'quote', icon: <FormatQuoteIcon />, active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

function LinkTool({ editor, label }: { editor: Editor; label: string }) {
  const toggle = () => {
    if (editor.isActive('link')) return void editor.chain().focus().unsetLink().run();
    // The browser's own prompt keeps the editor's selection; an empty answer leaves the text as it is.
    const href = window.prompt(label, 'https://')?.trim();
    if (href && /^(https?:|mailto:)/i.test(href)) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} aria-pressed={editor.isActive('link')} onClick={toggle}>
        <LinkIcon />
      </IconButton>
    </Tooltip>
  );
}

export default function RichTextEditor({ id, value, label, disabled, onChange }: RichTextEditorProps) {
  const translate = useTranslate();
  // What the editor last wrote: a value that differs came from outside (the record loaded, a reset).
  const written = useRef(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } })],
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
    onUpdate: ({ editor: current }) => {
      written.current = current.isEmpty ? '' : current.getHTML();
      onChange(written.current);
    },
  });
  // A value set from outside replaces the text; typing does not loop back.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === written.current) return;
    written.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;
  return (
    <Paper variant="outlined" sx={{ '&:focus-within': { borderColor: 'primary.main' } }}>
      <Box role="toolbar" aria-label={translate('rich_text.toolbar')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5 }}>
        {TOOLS.map((tool) => (
          <Tooltip key={tool.name} title={translate(`rich_text.${tool.name}`)}>
            <IconButton size="small" aria-label={translate(`rich_text.${tool.name}`)} aria-pressed={tool.active(editor)} color={tool.active(editor) ? 'primary' : 'default'} onClick={() => tool.run(editor)} disabled={disabled}>
              {tool.icon}
            </IconButton>
          </Tooltip>
        ))}
        <LinkTool editor={editor} label={translate('rich_text.link')} />
      </Box>
      <Divider />
      <Box sx={{ px: 1.5, py: 0.5, minHeight: 160, '& .ProseMirror': { outline: 'none', minHeight: 150 }, '& .ProseMirror p': { my: 1 }, overflowWrap: 'anywhere' }}>
        <EditorContent editor={editor} />
      </Box>
    </Paper>
  );
}
