/** The rich-text editor's toolbar (src/communications/rich-text-editor.tsx), en. */
export const richText = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strike through',
  heading: 'Heading',
  bullet_list: 'Bulleted list',
  ordered_list: 'Numbered list',
  quote: 'Quote',
  link: 'Link',
};
