import { defineTag } from '../declare';
import { IfTag } from './if';

// unless is if with its first condition negated: one tag class, told apart by the token's name.
export default defineTag({
  name: 'unless',
  kind: 'standard',
  doc: { syntax: '{% unless cond %}…{% else %}…{% endunless %}', summary: 'Renders its block when the condition is falsy (the opposite of if).' },
  impl: IfTag,
});
