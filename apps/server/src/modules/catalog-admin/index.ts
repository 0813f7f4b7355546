import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { importerRoutes } from './importer.routes.ts';
import { platformProductsRoutes } from './platform-products.routes.ts';
import { productEditorRoutes } from './product-editor.routes.ts';
import { productMediaRoutes } from './product-media.routes.ts';

/**
 * Staff catalogue: product and variant editor, media uploads, importer, Tripadvisor search, the
 * booking platform's products for the External SKU picker.
 */
export async function registerCatalogAdmin(app: FastifyInstance, ctx: AppContext) {
  productEditorRoutes(app, ctx);
  importerRoutes(app, ctx);
  platformProductsRoutes(app, ctx);
  await productMediaRoutes(app, ctx);
}
