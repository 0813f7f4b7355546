/** OCTO products: GET /products and GET /products/{id}, in OCTO's Product shape. */
import { json, octoError, type OctoRoute } from './http.ts';
import { productById, type OctoStandInProduct } from './state.ts';

function productOut(p: OctoStandInProduct) {
  return {
    id: p.id,
    internalName: p.internalName,
    reference: null,
    locale: 'en',
    timeZone: p.timeZone,
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: 'START_TIME',
    deliveryFormats: ['QRCODE'],
    deliveryMethods: ['TICKET'],
    redemptionMethod: 'DIGITAL',
    defaultCurrency: p.currency,
    availableCurrencies: [p.currency],
    pricingPer: 'UNIT',
    options: p.options.map((o) => ({
      id: o.id,
      default: o.id === 'DEFAULT',
      internalName: o.internalName,
      reference: null,
      availabilityLocalStartTimes: p.times,
      cancellationCutoff: '1 hour',
      cancellationCutoffAmount: 1,
      cancellationCutoffUnit: 'hour',
      requiredContactFields: [],
      restrictions: { minUnits: 1, maxUnits: null },
      units: o.units.map((u) => ({
        id: u.id,
        internalName: u.internalName,
        reference: null,
        type: u.type,
        requiredContactFields: [],
        restrictions: {
          minAge: 0,
          maxAge: 100,
          idRequired: false,
          minQuantity: null,
          maxQuantity: null,
          paxCount: u.paxCount ?? 1,
          accompaniedBy: [],
        },
      })),
    })),
  };
}

export const productRoutes: OctoRoute = ({ s, res, method, path }) => {
  if (method === 'GET' && path === '/products') return json(res, 200, s.products.map(productOut));
  const m = /^\/products\/([^/]+)$/.exec(path);
  if (m && method === 'GET') {
    const productId = decodeURIComponent(m[1]);
    const p = productById(s, productId);
    if (!p)
      return octoError(res, 400, 'INVALID_PRODUCT_ID', 'The productId was not recognised', {
        productId,
      });
    return json(res, 200, productOut(p));
  }
  return false;
};
