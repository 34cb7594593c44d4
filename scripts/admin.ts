// `npm run admin -- promote <email>` / `npm run admin -- demote <email>`: manage admins from
// the command line (the server's /setup link covers the very first one).
import { loadConfig } from "../app/.server/platform/config";
import { connectDatabase } from "../app/.server/platform/db/connect";
import { migrateToLatest } from "../app/.server/platform/db/migrate";
import { writeAudit } from "../app/.server/audit/writes";
import { findUserByEmail, LastAdminError } from "../app/.server/users/queries";
import { setRole } from "../app/.server/users/writes";

const USAGE = "Usage: npm run admin -- promote <email> | demote <email>";

async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  if ((command !== "promote" && command !== "demote") || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const handle = connectDatabase(config.databaseUrl);
  try {
    await migrateToLatest(handle, config);
    const user = await findUserByEmail(handle.db, email);
    if (!user) {
      console.error(`No user with the e-mail ${email}.`);
      return 1;
    }
    const role = command === "promote" ? "admin" : "user";
    if (user.role === role) {
      console.log(`${email} is already ${role === "admin" ? "an admin" : "not an admin"}.`);
      return 0;
    }
    await setRole(handle.db, user.id, role);
    await writeAudit(handle.db, {
      actorId: null,
      actorEmail: "cli",
      action: `user.${command}`,
      entity: "user",
      entityId: user.id,
    });
    console.log(
      command === "promote" ? `${email} is now an admin.` : `${email} is no longer an admin.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof LastAdminError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
