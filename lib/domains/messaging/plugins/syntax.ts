import vm from 'node:vm';
import { AppError } from '@/lib/shared/errors';

// Plugin code is checked when it is saved, so code that cannot run is refused with its line instead
// of failing every run. V8 compiles it here without running it (the sandbox's QuickJS takes the same
// ES2023 script); compiling is linear in the code, which the schema bounds.
export function refuseUncompilable(code: string): void {
  try {
    new vm.Script(code, { filename: 'plugin.js' });
  } catch (err) {
    if (!(err instanceof Error) || (err.name !== 'SyntaxError' && err.name !== 'RangeError')) throw err;
    // The stack starts `plugin.js:<line>`, then the source line and a caret under the fault.
    const [where = '', , caret = ''] = (err.stack ?? '').split('\n');
    const line = Number(/plugin\.js:(\d+)/.exec(where)?.[1] ?? 1);
    const column = caret.includes('^') ? caret.indexOf('^') + 1 : 1;
    const message = err.name === 'RangeError' ? 'the code is nested too deeply to compile' : err.message;
    throw new AppError('invalid', `code: line ${line}, column ${column}: ${message}`, undefined, { line, column });
  }
}
