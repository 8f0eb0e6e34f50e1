import { ShopScreen } from '@/features/shop/components/shop-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /shop (spec social-and-discovery §2): shelf photos, then follow-up questions. */
export default function ShopRoute() {
  useDocumentTitle('Shop');
  return <ShopScreen />;
}
