import { AssignTag, CaptureTag, CommentTag, InlineCommentTag, type Template } from 'liquidjs';

// Shopify drops the whitespace of a block body that holds nothing but whitespace and "blank" tags
// (assign, capture, comments, blocks that are themselves blank), so such blocks render nothing.
interface MaybeBlank {
  blank?: boolean;
}

const BLANK_TAGS = [AssignTag, CaptureTag, CommentTag, InlineCommentTag];

function isBlankTemplate(t: Template): boolean {
  if ((t as MaybeBlank).blank === true) return true;
  if (BLANK_TAGS.some((C) => t instanceof C)) return true;
  const token = t.token as { kind?: number; getContent?: () => string };
  // HTML tokens (kind 16 in liquidjs's TokenKind) that are whitespace only.
  return token.kind === 16 && /^\s*$/.test(token.getContent?.() ?? '');
}

export function isBlankBody(templates: Template[]): boolean {
  return templates.every(isBlankTemplate);
}

// The body to render: unchanged, or without its whitespace when it is blank.
export function stripBlank(templates: Template[]): Template[] {
  return isBlankBody(templates) ? templates.filter((t) => (t as MaybeBlank).blank === true || BLANK_TAGS.some((C) => t instanceof C)) : templates;
}
