import { CaptureTag, type Context } from 'liquidjs';
import { FILTER_OUTPUT_LIMITS } from '../core/bounded-filters';
import { charging } from '../core/memory';
import { defineTag } from '../declare';

// One capture may hold up to the page's output limit (a layout may capture a whole section).
const MAX_CAPTURE = 8 * FILTER_OUTPUT_LIMITS.maxStringLength;

// {% capture %} as liquidjs's, but what it stores is charged to the render's memory limit and capped:
// `{% capture s %}{{ s }}{{ s }}{% endcapture %}` in a loop doubles a string without any filter.
class BoundedCaptureTag extends CaptureTag {
  override *render(ctx: Context): Generator<unknown, void, string> {
    yield* super.render(ctx);
    const value = ctx.bottom()[this.variable as keyof object] as unknown;
    const length = typeof value === 'string' ? value.length : 0;
    if (length > MAX_CAPTURE) throw new Error(`capture "${this.variable}": ${length} characters (limit ${MAX_CAPTURE})`);
    charging(() => ctx.memoryLimit.use(length));
  }
}

export default defineTag({
  name: 'capture',
  kind: 'standard',
  doc: { syntax: '{% capture name %}…{% endcapture %}', summary: "Renders the block into a string variable (charged to the render's memory limit)." },
  impl: BoundedCaptureTag,
});
