import type {
  ContentBlock,
  ContentPage,
  Customer,
  Faq,
  HomeBlocks,
  ListResponse,
  PageQuery,
  ProductDetail,
  ProductListQuery,
  ProductQuery,
  ProductSearchQuery,
  SearchResponse,
  ProductSummary,
  SiteInfo,
  Slide,
  Taxonomy,
} from '../catalogue';
import type { VideoPage, VideoQuery } from '../videos';

/**
 * What route loaders may ask for. On the server it is answered in-process from the database; in the browser
 * by the JSON API (`client/api/http-catalogue-api.ts`). `null` means "no such thing" (a 404).
 */
export interface CatalogueApi {
  site(): Promise<SiteInfo>;
  categories(query: PageQuery): Promise<ListResponse<Taxonomy>>;
  materials(query: PageQuery): Promise<ListResponse<Taxonomy>>;
  customers(query: { name: string }): Promise<ListResponse<Customer>>;
  slides(query: PageQuery): Promise<ListResponse<Slide>>;
  homeBlocks(): Promise<HomeBlocks>;
  featuredProducts(query: PageQuery): Promise<ListResponse<ProductSummary>>;
  products(query: ProductListQuery): Promise<ListResponse<ProductSummary>>;
  productsByCategory(query: ProductQuery): Promise<ListResponse<ProductSummary> | null>;
  productsByMaterial(query: ProductQuery): Promise<ListResponse<ProductSummary> | null>;
  productByPath(path: string): Promise<ProductDetail | null>;
  /** Products whose name (or description) is close to every word of `name`, best first. */
  searchProducts(query: ProductSearchQuery): Promise<SearchResponse<ProductSummary>>;
  faqs(): Promise<Faq[]>;
  pageContent(page: ContentPage): Promise<ContentBlock[]>;
  /** One page of the company's channel, newest first (the stored videos when the platform cannot answer). */
  videos(query: VideoQuery): Promise<VideoPage>;
}
