import { ADMIN_BASE, STAFF_API_PREFIX } from '../../shared/staff/addresses';
import { API_BASE } from '../../shared/contracts/define-endpoint';

// What the request log keeps of an address. A one-time link (an invitation, a password reset) carries its secret
// in the path: anyone who reads the logs within the link's lifetime could use it, so that part is never written.
const ONE_TIME_LINKS = new RegExp(`^(${ADMIN_BASE}/link/|${API_BASE}${STAFF_API_PREFIX}/links/)[^/?#]+`, 'i');

export const loggedUrl = (url: string): string => url.replace(ONE_TIME_LINKS, '$1[secret]');
