import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBusiness } from '../../../test/factories.ts';
import { loginAs } from '../../../test/auth-helpers.ts';
import { agreementPdf } from './agreement-pdf.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const streamText = async (doc: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of doc) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks).toString('latin1');
};
/** pdfkit writes text as hex glyph runs: decode every <...> run and join them. */
const visibleText = (pdf: string) =>
  [...pdf.matchAll(/<([0-9a-f]+)>/g)]
    .map((m) => Buffer.from(m[1], 'hex').toString('latin1'))
    .join('');

describe('vendor agreement PDF', () => {
  it('renders the business name, commission, fee terms and agreement date', async () => {
    const pdf = await streamText(
      agreementPdf(
        {
          brand: 'Jaunt',
          businessName: 'Harbour Kayaks',
          commission: 18,
          date: new Date('2026-03-05T12:00:00Z'),
        },
        { compress: false },
      ),
    );
    expect(pdf.startsWith('%PDF')).toBe(true);
    const text = visibleText(pdf);
    expect(text).toContain('Harbour Kayaks');
    expect(text).toContain('18%');
    expect(text).toContain('2.9% payment processing fee');
    expect(text).toContain('within 2 weeks of purchase');
    expect(text).toContain('March 5, 2026');
  });

  it('uses the FareHarbor terms: 20% and paid within 30 days after the month of service', async () => {
    const text = visibleText(
      await streamText(
        agreementPdf(
          {
            brand: 'Jaunt',
            businessName: 'Dock Tours',
            commission: 15,
            date: new Date(),
            fareharbor: true,
          },
          { compress: false },
        ),
      ),
    );
    expect(text).toContain('20%');
    expect(text).toContain('within 30 days after the month of service');
  });

  it('POST /api/pdf streams a PDF of the own business only', async () => {
    const owner = await loginAs(t, 'partner');
    const other = await loginAs(t, 'partner');
    const user = await loginAs(t, 'user');
    const b = await createBusiness(t.database.db, {
      market: 'GTA',
      userId: owner.user.id,
      name: 'Lakeside Paddle Co',
    });
    for (const url of ['/api/pdf', '/api/pdf/fareharbor']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: owner.headers,
        payload: { businessId: b.businessId, date: '2026-02-01' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      expect(res.rawPayload.toString('latin1')).toContain('Lakeside Paddle Co');
    }
    for (const who of [other, user]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pdf',
        headers: who.headers,
        payload: { businessId: b.id },
      });
      expect([403, 404]).toContain(res.statusCode);
    }
  });
});
