import { englishOf } from '../i18n/english';
import { ACCESS } from '../staff/roles';
import { BUYER_DATA_MESSAGES, type BuyerDataFound, buyerDataRules, type ErasureCounts } from '../staff/buyer-data';
import { defineContract, responseOf, type Zod } from './define-endpoint';
import { schemaOf } from './inquiry-bodies';

// A buyer's data, found, exported and erased under their e-mail address. Sales staff answer a buyer's request to see
// or take away their data; erasing it, which cannot be undone, is the owner's.

const lowerCaseEmail = <T extends { email: string }>(value: T): T => ({ ...value, email: value.email.toLowerCase() });
const byEmail = (z: Zod) => schemaOf(z, buyerDataRules).transform(lowerCaseEmail);

export const buyerDataApi = defineContract({
  find: {
    method: 'GET',
    path: '/staff/buyer-data',
    access: ACCESS.inbox,
    query: byEmail,
    response: responseOf<BuyerDataFound>(),
  },
  /** The zip of everything held (shared/staff/buyer-data.ts, EXPORT_FORMAT_NOTE); each export is audited. */
  exportFile: {
    method: 'GET',
    path: '/staff/buyer-data/export',
    access: ACCESS.inbox,
    query: byEmail,
    download: true,
    response: responseOf<never>(),
  },
  /** Erases the personal data held under the address; `confirmation` is the address typed again. */
  erase: {
    method: 'POST',
    path: '/staff/buyer-data/erase',
    access: ACCESS.owner,
    body: (z: Zod) =>
      schemaOf(z, buyerDataRules)
        .extend({ confirmation: z.string({ error: englishOf(BUYER_DATA_MESSAGES.confirmationMismatch) }).max(254) })
        .transform(lowerCaseEmail)
        .superRefine((value, ctx) => {
          if (value.confirmation.trim().toLowerCase() !== value.email)
            ctx.addIssue({
              code: 'custom',
              path: ['confirmation'],
              message: englishOf(BUYER_DATA_MESSAGES.confirmationMismatch),
              // The catalogue's message, so the staff member reads it in their language.
              params: { message: BUYER_DATA_MESSAGES.confirmationMismatch },
            });
        }),
    response: responseOf<ErasureCounts>(),
  },
});
