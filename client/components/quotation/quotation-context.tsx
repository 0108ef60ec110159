import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import type { QuotedProduct } from '../../forms/quoted-product';

const QuotationContext = createContext<(product: QuotedProduct) => void>(() => {});
// Formik, yup and the modal load only when a buyer first asks for a quotation.
const QuotationModal = lazy(() => import('./quotation-modal'));

/** Holds the one quotation modal of the page; any Request Quotation button opens it. */
export function QuotationProvider({ children }: { children: ReactNode }) {
  // The product stays set after closing, so the modal keeps its text while it fades out.
  const [state, setState] = useState<{ product: QuotedProduct; show: boolean } | null>(null);
  const open = useMemo(() => (product: QuotedProduct) => setState({ product, show: true }), []);
  return (
    <QuotationContext.Provider value={open}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <QuotationModal product={state.product} show={state.show} onClose={() => setState({ ...state, show: false })} />
        </Suspense>
      ) : null}
    </QuotationContext.Provider>
  );
}

export function useRequestQuotation() {
  return useContext(QuotationContext);
}
