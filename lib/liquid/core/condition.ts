import { TypeGuards, Value, type Liquid, type Tokenizer } from 'liquidjs';

// Shopify's condition grammar is `operand (op operand)*`. liquidjs accepts stray words (`not x`,
// `a in b`, `s startswith t`) and silently ignores them; this rejects them at parse time.
export function parseCondition(tokenizer: Tokenizer, liquid: Liquid, source: string): Value {
  const value = new Value(tokenizer.readFilteredValue(), liquid);
  const postfix = (value.initial as unknown as { postfix: unknown[] }).postfix;
  let depth = 0;
  for (const tok of postfix) {
    if (TypeGuards.isOperatorToken(tok)) {
      if (depth < 2) throw new Error(`invalid condition "${source}"`);
      depth--;
    } else depth++;
  }
  if (depth !== 1) throw new Error(`invalid condition "${source}"`);
  return value;
}
