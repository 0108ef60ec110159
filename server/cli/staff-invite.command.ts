import { parseArgs } from 'node:util';
import { INVITATION_HOURS } from '../../shared/staff/accounts';
import { isStaffRole, STAFF_ROLES } from '../../shared/staff/roles';
import { EMAIL_PATTERN } from '../../shared/validation/rules';
import { type Invitee, InvitationRefused, inviteFromCommandLine } from '../features/staff/first-owner';
import { type Command, CommandRefusal, CommandUsageError } from './command';

const EMAIL_MAX = 254;
const NAME_MAX = 120;

/** `owner@company.example --role owner [--name "Name"]`: the invitee, checked as the back office checks it. */
export function parseInvitee(args: string[]): Invitee {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: { role: { type: 'string' }, name: { type: 'string' } },
    });
  } catch (error) {
    throw new CommandUsageError((error as Error).message);
  }
  const { positionals, values } = parsed;
  if (positionals.length !== 1) throw new CommandUsageError('Give one e-mail address.');
  const email = positionals[0]!.trim().toLowerCase();
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) throw new CommandUsageError(`Not an e-mail address: ${positionals[0]}`);
  if (!isStaffRole(values.role)) throw new CommandUsageError(`Choose a role with --role: ${STAFF_ROLES.join(', ')}.`);
  const name = (values.name ?? email.split('@')[0]!).trim();
  if (!name || name.length > NAME_MAX) throw new CommandUsageError(`A name has 1 to ${NAME_MAX} characters.`);
  return { email, name, role: values.role };
}

// How the first owner of a new site gets in (and anybody locked out before an owner can help): the link is printed
// here, for whoever runs the command to open or pass on. Nothing is e-mailed.
export const staffInviteCommand: Command = {
  name: 'staff-invite',
  summary: `a staff account and its one-time link to set the password, valid ${INVITATION_HOURS} hours (npm run staff:invite)`,
  usage: `<e-mail address> --role ${STAFF_ROLES.join('|')} [--name "Name"]`,
  role: 'cli',
  checkArgs: (args) => void parseInvitee(args),
  async run({ config, db, args }) {
    const invitee = parseInvitee(args);
    try {
      const invitation = await inviteFromCommandLine(db, invitee, { baseUrl: config.publicBaseUrl, now: new Date() });
      const what = invitation.created ? 'Invited' : 'Invited again (earlier links no longer work)';
      console.log(`${what}: ${invitee.name} <${invitee.email}> as ${invitee.role}.`);
      console.log(`Open this link within ${INVITATION_HOURS} hours to set the password (it works once):`);
      console.log(invitation.url);
    } catch (error) {
      if (error instanceof InvitationRefused) throw new CommandRefusal(error.message);
      throw error;
    }
  },
};
