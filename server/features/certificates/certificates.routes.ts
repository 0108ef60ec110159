import { certificatesApi } from '../../../shared/contracts/certificates';
import { contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import type { CertificatesService } from './certificates.service';

export function certificatesRoutes(certificates: CertificatesService): ContractHandlers {
  return contractHandlers(certificatesApi, {
    valid: () => certificates.valid(),
    ofProduct: ({ params }) => certificates.ofProduct(params.path),
  });
}
