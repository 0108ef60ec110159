import { RICH_TEXT_HEADING_LEVELS, type RichTextHeadingLevel } from '../../../shared/rich-text';

// The editor's toolbar: one button for each thing stored rich text may hold, in the order people look for them.

export type ToolbarAction =
  { kind: 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'link' | 'undo' | 'redo' } | { kind: 'heading'; level: RichTextHeadingLevel };

export interface ToolbarButton {
  action: ToolbarAction;
  /** The accessible name (and tooltip): what the button does, in words. */
  name: string;
  /** What the button shows. */
  text: string;
  /** The keyboard shortcut, as a person reads it (Tiptap's own, or the editor's Ctrl+K for links). */
  shortcut?: string;
  /** Starts a new group: a gap before it. */
  separated?: boolean;
}

export const TOOLBAR_BUTTONS: readonly ToolbarButton[] = [
  { action: { kind: 'bold' }, name: 'Bold', text: 'B', shortcut: 'Ctrl+B' },
  { action: { kind: 'italic' }, name: 'Italic', text: 'I', shortcut: 'Ctrl+I' },
  ...RICH_TEXT_HEADING_LEVELS.map((level, index): ToolbarButton => ({
    action: { kind: 'heading', level },
    name: `Heading ${level}`,
    text: `H${level}`,
    shortcut: `Ctrl+Alt+${level}`,
    separated: index === 0,
  })),
  { action: { kind: 'bulletList' }, name: 'Bulleted list', text: '•', shortcut: 'Ctrl+Shift+8', separated: true },
  { action: { kind: 'orderedList' }, name: 'Numbered list', text: '1.', shortcut: 'Ctrl+Shift+7' },
  { action: { kind: 'link' }, name: 'Link', text: 'Link', shortcut: 'Ctrl+K', separated: true },
  { action: { kind: 'undo' }, name: 'Undo', text: '↶', shortcut: 'Ctrl+Z', separated: true },
  { action: { kind: 'redo' }, name: 'Redo', text: '↷', shortcut: 'Ctrl+Shift+Z' },
];
