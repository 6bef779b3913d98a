import { evalToken, Output, toValue, TypeGuards, type Context, type Emitter, type Liquid, type Token } from 'liquidjs';
import type { OutputToken } from 'liquidjs/dist/tokens';
import { toText } from './values';
import { workDue } from './work';

// liquidjs keeps these private; the fast path below needs them.
interface FilterParts {
  handler: (this: unknown, ...args: unknown[]) => unknown;
  token: Token & { args: unknown[] };
  liquid: Liquid;
}
interface ScopeFinder {
  findScope(key: Key): unknown;
}

type Key = Parameters<Context['readProperty']>[1];
type Arg = { kind: 'literal'; value: unknown } | { kind: 'path'; keys: Key[] } | { kind: 'token'; token: Token };

const isThenable = (v: unknown): boolean => typeof v === 'object' && v !== null && typeof (v as Promise<unknown>).then === 'function';
const isIterator = (v: unknown): boolean => typeof v === 'object' && v !== null && typeof (v as Iterator<unknown>).next === 'function';

// How an argument (or the value itself) evaluates: literals at parse time, plain paths (a.b["c"]) by
// direct property reads, anything else (ranges, nested lookups) through liquidjs.
function argOf(token: Token): Arg {
  if ('content' in token) return { kind: 'literal', value: (token as { content: unknown }).content };
  if (TypeGuards.isPropertyAccessToken(token) && !token.variable && token.props.every((p) => 'content' in p)) {
    return { kind: 'path', keys: token.props.map((p) => (p as unknown as { content: Key }).content) };
  }
  return { kind: 'token', token };
}

interface Step {
  filter: FilterParts;
  args: Array<Arg | { pair: string; arg: Arg }>;
}

// {{ }} without liquidjs's per-output generator chain (Value -> Expression -> evalToken -> property
// reads -> Filter -> the outputEscape filter): a page prints hundreds of these, and each generator is
// a step for the render driver. Anything the fast path does not cover renders through Output as before.
export class TextOutput extends Output {
  // The engine's outputEscape (Shopify's text for hashes and floats), applied inline instead of as a filter.
  private readonly asText: boolean;
  private readonly initial: Arg | null;
  private readonly steps: Step[] | null;

  constructor(token: OutputToken, liquid: Liquid) {
    super(token, liquid);
    const filters = this.value.filters as unknown as FilterParts[];
    const escape = liquid.options.outputEscape as unknown;
    this.asText = escape !== undefined && filters.length > 0 && filters[filters.length - 1]!.handler === escape;
    if (this.asText) filters.pop();
    const postfix = (this.value.initial as unknown as { postfix: Token[] }).postfix;
    this.initial = postfix.length === 1 ? argOf(postfix[0]!) : null;
    this.steps = filters.map((filter) => ({
      filter,
      args: filter.token.args.map((a) => (Array.isArray(a) ? { pair: String(a[0]), arg: argOf(a[1] as Token) } : argOf(a as Token))),
    }));
  }

  override *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    // Strict variables need liquidjs's undefined-variable errors; lenientIf changes how `default` reads.
    if (!this.initial || ctx.strictVariables || ctx.opts.lenientIf) {
      const v = yield this.value.value(ctx, false);
      emitter.write(this.asText ? toText(v) : yield toValue(v));
      return;
    }
    let val = yield* evalArg(this.initial, ctx);
    for (const { filter, args } of this.steps!) {
      const argv: unknown[] = [val];
      for (const a of args) argv.push('pair' in a ? [a.pair, yield* evalArg(a.arg, ctx)] : yield* evalArg(a, ctx));
      val = filter.handler.apply({ context: ctx, token: filter.token, liquid: filter.liquid }, argv);
      if (isThenable(val) || isIterator(val)) val = yield val;
      // A step for the render driver between heavy filters: it reads the clock and may hand the
      // event loop back (a {{ }} of 50,000 filters over a long string was one step of seconds).
      else if (workDue()) yield;
    }
    if (this.asText) {
      emitter.write(toText(val));
      return;
    }
    // Like Output: a drop's value, awaited if it is a promise.
    const plain = toValue(val) as unknown;
    emitter.write(isThenable(plain) ? yield plain : plain);
  }
}

// Evaluates like liquidjs's evalToken; `yield*` keeps it inside the caller's generator (no driver step).
function* evalArg(arg: Arg, ctx: Context): Generator<unknown, unknown, unknown> {
  if (arg.kind === 'literal') return arg.value;
  if (arg.kind === 'token') return yield evalToken(arg.token, ctx);
  const { keys } = arg;
  let v: unknown = (ctx as unknown as ScopeFinder).findScope(keys[0]!);
  for (let i = 0; i < keys.length; i++) {
    v = ctx.readProperty(v as never, keys[i]!);
    if (isThenable(v) || isIterator(v)) v = yield v;
  }
  return v;
}
