// The password for `login`: from standard input for scripts (--password-stdin), else asked for on
// the terminal without echo. Never a flag: flags land in shell history and `ps`.
import readline from 'node:readline';

async function readAllStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

function ask(question) {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    process.stderr.write(question);
    // Echo nothing the user types (readline writes through _writeToOutput).
    rl._writeToOutput = () => {};
    rl.question('', (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
  });
}

export async function readPassword({ fromStdin = false } = {}) {
  if (fromStdin) return readAllStdin();
  if (!process.stdin.isTTY) {
    const err = new Error('No terminal to ask for the password on: pass --password-stdin and pipe it in.');
    err.exitCode = 2;
    throw err;
  }
  return ask('Password: ');
}
