import { certificatesApi } from '../../../shared/contracts/certificates';
import { served, type ServedContract } from '../../http/mount-contract';
import type { CertificatesService } from './certificates.service';

export function certificatesRoutes(certificates: CertificatesService): ServedContract {
  return served(certificatesApi, {
    valid: () => certificates.valid(),
    ofProduct: ({ params }) => certificates.ofProduct(params.path),
  });
}
