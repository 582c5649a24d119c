import type { EntityManager } from '@mikro-orm/postgresql';
import { appDatabaseModel } from './composition/database-model.js';
import { DomainError } from './common/errors.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { createLogger } from './logger.js';
import {
  createStaffAccount,
  isUserRole,
  resetAdminPassword,
  USER_ROLES,
  type UserRole,
} from './modules/auth/index.js';

export const ADMIN_USAGE = [
  'usage: npm run admin -- reset-password <username or e-mail>',
  `       npm run admin -- create-account <username> <${USER_ROLES.join('|')}>`,
].join('\n');

/** Thrown for a refusal the person at the terminal can fix; printed without a stack. */
class CommandError extends Error {}

/**
 * Reads one line from a terminal without echoing it: raw mode, so no keystroke reaches the screen
 * (a password must not stay in the scrollback). Backspace edits, Ctrl-C and Ctrl-D give up.
 */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (outcome: () => void) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(() => resolve(value));
        if (char === '\u0003' || char === '\u0004') {
          return finish(() => reject(new CommandError('Cancelled; nothing was changed.')));
        }
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else value += char;
      }
    };
    process.stderr.write(prompt);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
  });
}

/**
 * The new password: typed twice on a terminal, or the first line of stdin when it is not one
 * (scripts, tests: `printf '%s\n' "$PASSWORD" | npm run admin -- reset-password office`).
 */
async function readNewPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const password = await askHidden('New password: ');
    if ((await askHidden('Repeat it: ')) !== password) {
      throw new CommandError('The two passwords differ; nothing was changed.');
    }
    return password;
  }
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0];
}

/** Runs `work` on the server's database (its configuration: `.env` or the environment). */
async function onDatabase<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
  const config = loadConfig();
  // Only warnings and errors: the command's own lines are what the person reads.
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const database = await openDatabase(config, logger, appDatabaseModel(config, logger));
  try {
    return await work(database.orm.em.fork());
  } finally {
    await database.close();
  }
}

async function resetPassword(username: string): Promise<void> {
  const password = await readNewPassword();
  const user = await onDatabase((em) => resetAdminPassword(em, username, password));
  console.log(
    `Set a new password for the admin account "${user.username}" and signed out every session of it.`,
  );
}

async function createAccount(username: string, role: UserRole): Promise<void> {
  const password = await readNewPassword();
  const user = await onDatabase((em) => createStaffAccount(em, username, role, password));
  console.log(`Created the ${user.role} account "${user.username}".`);
}

/**
 * `node dist/cli.js admin <subcommand> ...`: account recovery and staff accounts from the server's
 * own machine. Answers the process exit code: 0 done, 1 refused (unknown or taken account, short
 * password), 2 usage.
 */
export async function adminCommand(args: readonly string[]): Promise<number> {
  const [subcommand, username, ...rest] = args;
  const run = !username?.trim()
    ? undefined
    : subcommand === 'reset-password' && rest.length === 0
      ? () => resetPassword(username)
      : subcommand === 'create-account' && rest.length === 1 && isUserRole(rest[0])
        ? () => createAccount(username, rest[0] as UserRole)
        : undefined;
  if (!run) {
    console.error(ADMIN_USAGE);
    return 2;
  }
  try {
    await run();
    return 0;
  } catch (error) {
    if (error instanceof CommandError || error instanceof DomainError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
