import type { Context, Token } from 'liquidjs';
import { servicesOf } from '../services';

// Platform rule, as for tags: a filter nobody registered passes its input through unchanged (what
// liquidjs does too), and the render logs it as `render.unknown_filter` with its name and line
// (validation warns about it before a save).
export function unknownFilter(name: string) {
  return function (this: { context: Context; token?: Token }, value: unknown): unknown {
    const line = this.token?.getPosition?.()[0] ?? 0;
    servicesOf(this.context).warn?.('render.unknown_filter', `unknown filter "${name}" at line ${line}`, { filter: name, line });
    return value;
  };
}
