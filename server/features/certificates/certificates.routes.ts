import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import { certificatesApi } from '../../../shared/contracts/certificates';
import { contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import type { CertificatesService } from './certificates.service';

export function certificatesRoutes(certificates: CertificatesService): ContractHandlers {
  return contractHandlers(certificatesApi, {
    valid: ({ query }) => certificates.valid(query.locale ?? DEFAULT_LOCALE),
    ofProduct: ({ params, query }) => certificates.ofProduct(params.path, query.locale ?? DEFAULT_LOCALE),
  });
}
