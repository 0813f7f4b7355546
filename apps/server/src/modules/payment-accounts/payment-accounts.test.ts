import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BANK_ACCOUNT_MISMATCH, connectStatus, ID_NUMBER_UNREADABLE } from '@jaunt/contract';
import { emails, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBusiness } from '../../../test/factories.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { judgeIdentityImage } from './identity-image.ts';

/** A PNG header (signature + IHDR) of the given size: enough for judging by content. */
export function pngOf(width: number, height: number, extra = 64): Buffer {
  const head = Buffer.alloc(24);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'latin1');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  return Buffer.concat([head, Buffer.alloc(extra)]);
}
function jpegOf(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0, 0]),
    sof,
    Buffer.alloc(32),
  ]);
}

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = '----jaunt-test';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function partnerWithBusiness(integration: string, country: 'US' | 'CA' = 'US') {
  const p = await loginAs(t, 'partner');
  await t.database.db
    .update(users)
    .set({ integration: { name: integration }, onBoarding: true })
    .where(eq(users.id, p.user.id));
  const b = await createBusiness(t.database.db, {
    market: country === 'CA' ? 'GTA' : 'HI',
    userId: p.user.id,
    type: 'individual',
    integration: { name: integration },
    billingAddress: {
      country,
      region: country === 'CA' ? 'ON' : 'HI',
      city: 'X',
      postalCode: '96815',
    },
  });
  return { p, b };
}
const put = (who: LoggedIn, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/stripe/account/${id}`, headers: who.headers, payload });
const get = (who: LoggedIn, url: string) => t.app.inject({ url, headers: who.headers });
/** What the verification page does first: the sandbox's token of an identity number. */
async function piiToken(who: LoggedIn, idNumber: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/sandbox/tokens',
    headers: who.headers,
    payload: { pii: { id_number: idNumber } },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ object: 'token', type: 'pii' });
  return res.json().id;
}
const upload = (
  who: LoggedIn,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
) => {
  const m = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/account/upload',
    headers: { ...who.headers, 'content-type': m.contentType },
    payload: m.payload,
  });
};
const usBank = {
  country: 'US',
  routingNumber: '110000000',
  accountNumber: '000123456789',
  accountNumberConfirm: '000123456789',
};
const rep = { firstName: 'Kai', lastName: 'Akana', dob: '1985-04-12' };

describe('banking (sandbox Connect)', () => {
  it('tokenises the bank account, keeps only the last 4, and finishes a Rezdy partner with mails', async () => {
    const { p, b } = await partnerWithBusiness('Rezdy');
    const { businesses } = await import('../../db/schema/index.ts');
    await t.database.db
      .update(businesses)
      .set({ vendorAgreementDate: new Date() })
      .where(eq(businesses.id, b.id));
    const res = await put(p, b.id, { representative: rep, bankAccount: usBank });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bankLast4: '6789', status: 'restricted' });
    expect(res.body).not.toContain('000123456789');
    const [row] = await t.database.db.select().from(businesses).where(eq(businesses.id, b.id));
    expect(JSON.stringify(row)).not.toContain('000123456789');
    expect(row.billingAddress.firstName).toBe('Kai');
    const [u] = await t.database.db.select().from(users).where(eq(users.id, p.user.id));
    expect(u).toMatchObject({ enteredBankingInfo: true, onBoarding: false });
    const mails = await t.database.db.select().from(emails).where(eq(emails.to, p.user.email));
    expect(mails.map((m) => m.kind)).toContain('partner-onboarding-finished');
  });

  it("refuses Stripe's failing test numbers and a confirmation that does not match", async () => {
    const { p, b } = await partnerWithBusiness('Bookeo');
    const fail = await put(p, b.id, {
      bankAccount: {
        ...usBank,
        accountNumber: '000111111116',
        accountNumberConfirm: '000111111116',
      },
    });
    expect(fail.statusCode).toBe(400);
    expect(fail.json().message).toContain('no_account');
    const mismatch = await put(p, b.id, {
      bankAccount: { ...usBank, accountNumberConfirm: '000123456788' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain(BANK_ACCOUNT_MISMATCH);
    const short = await put(p, b.id, { bankAccount: { ...usBank, routingNumber: '1100' } });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Routing number must be 9 digits');
    const [u] = await t.database.db.select().from(users).where(eq(users.id, p.user.id));
    expect(u.enteredBankingInfo).toBe(false);
  });

  it('refuses a date of birth in the future or under 13 years ago, saying why', async () => {
    const { p, b } = await partnerWithBusiness('Bookeo');
    const future = await put(p, b.id, { representative: { ...rep, dob: '2030-01-01' } });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({
      'representative.dob': 'Enter a date of birth in the past',
    });
    const lastYear = `${new Date().getUTCFullYear() - 1}-01-01`;
    const child = await put(p, b.id, { representative: { ...rep, dob: lastYear } });
    expect(child.statusCode).toBe(400);
    expect(child.json().fields).toEqual({
      'representative.dob':
        "You must be at least 13 years old (our payment processor's minimum age)",
    });
    expect((await put(p, b.id, { representative: rep })).statusCode).toBe(200);
  });

  it('takes a Canadian bank as transit + institution', async () => {
    const { p, b } = await partnerWithBusiness('Bookeo', 'CA');
    const res = await put(p, b.id, {
      bankAccount: {
        country: 'CA',
        transitNumber: '11000',
        institutionNumber: '000',
        accountNumber: '000123456789',
        accountNumberConfirm: '000123456789',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bankLast4).toBe('6789');
  });
});

describe('identity', () => {
  it('takes the SSN as a single-use token and the EIN, shows them masked (4 stars US, 9 CA), never returns them', async () => {
    const { p, b } = await partnerWithBusiness('Bookeo');
    const token = await piiToken(p, '123-45-6789');
    expect(token).toMatch(/^pii_/);
    expect(token).not.toContain('6789');
    const res = await put(p, b.id, { idNumberToken: token, taxId: '12-3456789' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      idNumber: '****',
      taxId: '****',
      piiTokenizer: { provider: 'sandbox', publishableKey: null },
    });
    expect(res.body).not.toContain('6789');
    // A token is used once; one never made, or the number itself, is refused.
    const again = await put(p, b.id, { idNumberToken: token });
    expect([again.statusCode, again.json().fields]).toEqual([
      400,
      { idNumber: ID_NUMBER_UNREADABLE },
    ]);
    expect((await put(p, b.id, { idNumberToken: 'pii_sbx_madeup0000' })).statusCode).toBe(400);
    expect((await put(p, b.id, { idNumber: '123456789' })).statusCode).toBe(400);
    const ca = await partnerWithBusiness('Bookeo', 'CA');
    const sin = await piiToken(ca.p, '046454286');
    expect((await put(ca.p, ca.b.id, { idNumberToken: sin })).json().idNumber).toBe('*********');
    const failing = await put(p, b.id, { idNumberToken: await piiToken(p, '111111111') });
    expect(failing.statusCode).toBe(400);
  });

  it('makes tokens for partners only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/sandbox/tokens',
      payload: { pii: { id_number: '123456789' } },
    });
    expect(res.statusCode).toBe(401);
    const user = await loginAs(t, 'user');
    const asUser = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/sandbox/tokens',
      headers: user.headers,
      payload: { pii: { id_number: '123456789' } },
    });
    expect(asUser.statusCode).toBe(403);
  });

  it('refuses an EIN or Business Number in the wrong format, naming the field (an SSN or SIN is checked in the browser, before its token)', async () => {
    const { p, b } = await partnerWithBusiness('Bookeo');
    const text = await put(p, b.id, { taxId: 'zz' });
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toEqual({ taxId: 'Enter your EIN like 12-3456789' });
    expect((await put(p, b.id, { taxId: '123-456789' })).statusCode).toBe(400);
    const ca = await partnerWithBusiness('Bookeo', 'CA');
    const bn = await put(ca.p, ca.b.id, { taxId: '12-3456789' });
    expect(bn.json().fields).toEqual({ taxId: 'Enter your Business Number: 9 digits' });
    // Nothing was sent: the numbers are still needed.
    const account = await get(p, `/api/stripe/account/${b.id}`);
    expect(account.json()).toMatchObject({ idNumber: '', taxId: '' });
    expect(account.json().fieldsNeeded).toContain('individual.id_number');
  });

  it('moves verification unverified -> pending -> verified once id number and document are in', async () => {
    const { p, b } = await partnerWithBusiness('Bookeo');
    const first = await get(p, `/api/stripe/account/${b.id}`);
    expect(first.json()).toMatchObject({ verification: 'unverified', documentFront: false });
    expect(first.json().fieldsNeeded).toEqual(
      expect.arrayContaining(['external_account', 'individual.id_number']),
    );
    await put(p, b.id, { idNumberToken: await piiToken(p, '000000000') });
    const up = await upload(
      p,
      { businessId: b.id, face: 'front' },
      { name: 'id.png', bytes: pngOf(1200, 800) },
    );
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ documentFront: true, verification: 'pending' });
    const later = await get(p, `/api/stripe/account/${b.id}`);
    expect(later.json().verification).toBe('verified');
    const person = await get(p, `/api/stripe/account/${b.id}/${later.json().person}`);
    expect(person.json()).toMatchObject({ documentFront: true, idNumber: '****' });
  });

  it('judges uploads by content and size: a renamed text file, a huge image, nothing stored', async () => {
    const { p, b } = await partnerWithBusiness('Bookeo');
    const text = await upload(
      p,
      { businessId: b.id, face: 'back' },
      { name: 'id.png', bytes: Buffer.from('hello, not an image') },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Only JPG or PNG images can be uploaded.');
    const huge = await upload(
      p,
      { businessId: b.id, face: 'back' },
      { name: 'id.png', bytes: pngOf(8001, 100) },
    );
    expect(huge.json().message).toBe('The image is larger than 8000 x 8000 pixels.');
    const big = await upload(
      p,
      { businessId: b.id, face: 'back' },
      { name: 'id.jpg', bytes: Buffer.concat([jpegOf(10, 10), Buffer.alloc(5 * 1024 * 1024)]) },
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('The image is larger than 5 MB.');
    const dir = join(t.config.dataDir, 'identity-documents', b.id);
    expect(await readdir(dir).catch(() => [])).toEqual([]);
    const ok = await upload(
      p,
      { businessId: b.id, face: 'back' },
      { name: 'whatever.bin', bytes: jpegOf(640, 480) },
    );
    expect(ok.json().documentBack).toBe(true);
    expect(await readdir(dir)).toHaveLength(1);
  });

  it('makes a fresh account link each time', async () => {
    const { p, b } = await partnerWithBusiness('Bookeo');
    const link = (
      await t.app.inject({
        method: 'POST',
        url: '/api/stripe/account/link',
        headers: p.headers,
        payload: { businessId: b.id },
      })
    ).json().url;
    const again = (
      await t.app.inject({
        method: 'POST',
        url: '/api/stripe/account/link',
        headers: p.headers,
        payload: { businessId: b.id },
      })
    ).json().url;
    expect(link).toContain('/partner-portal/verification');
    expect(link).not.toBe(again);
  });
});

describe('ownership of payment accounts', () => {
  it("refuses business B's account to the partner of A, partner-staff and users", async () => {
    const a = await partnerWithBusiness('Bookeo');
    const bb = await partnerWithBusiness('Bookeo');
    const staff = await loginAs(t, 'partner-staff');
    const user = await loginAs(t, 'user');
    for (const who of [a.p, user]) {
      expect([403, 404]).toContain((await get(who, `/api/stripe/account/${bb.b.id}`)).statusCode);
      expect([403, 404]).toContain((await put(who, bb.b.id, { taxId: '12-3456789' })).statusCode);
      expect([403, 404]).toContain(
        (
          await upload(
            who,
            { businessId: bb.b.id, face: 'front' },
            { name: 'a.png', bytes: pngOf(10, 10) },
          )
        ).statusCode,
      );
    }
    expect((await get(staff, `/api/stripe/account/${bb.b.id}`)).statusCode).toBe(403);
  });
});

describe('pure rules', () => {
  it('judges PNG and JPEG sizes from their headers', () => {
    expect(judgeIdentityImage(pngOf(8000, 8000))).toMatchObject({ type: 'image/png', width: 8000 });
    expect(judgeIdentityImage(jpegOf(300, 200))).toMatchObject({
      type: 'image/jpeg',
      width: 300,
      height: 200,
    });
    expect(judgeIdentityImage(Buffer.from('GIF89a....'))).toBe(
      'Only JPG or PNG images can be uploaded.',
    );
  });
  it('maps an account to one status', () => {
    const ok = {
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      currentlyDue: [],
      disabledReason: null,
    };
    expect(connectStatus(ok)).toBe('active');
    expect(connectStatus({ ...ok, currentlyDue: ['external_account'] })).toBe('restricted');
    expect(connectStatus({ ...ok, payoutsEnabled: false })).toBe('restricted');
    expect(connectStatus({ ...ok, chargesEnabled: false, disabledReason: 'rejected.fraud' })).toBe(
      'rejected',
    );
  });
});
