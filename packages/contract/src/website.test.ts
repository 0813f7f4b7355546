import { describe, expect, it } from 'vitest';
import { businessFormBody } from './business.ts';
import { productInputSchema } from './product-editor.ts';
import { NOT_A_WEBSITE, websiteSchema } from './website.ts';

const form = {
  name: 'Harbour Kayaks Inc.',
  url: 'https://harbour-kayaks.example',
  type: 'company',
  phone: '4165550123',
  country: 'CA',
  region: 'ON',
  address: '12 Queens Quay W',
  city: 'Toronto',
  postalCode: 'M5J 2N1',
};
const urlIssue = (url: string) =>
  businessFormBody.safeParse({ ...form, url }).error?.issues.find((i) => i.path[0] === 'url')
    ?.message;

describe('website', () => {
  it('takes http and https addresses with a domain name', () => {
    expect(websiteSchema.parse(' https://harbour-kayaks.example/tours ')).toBe(
      'https://harbour-kayaks.example/tours',
    );
    expect(websiteSchema.safeParse('http://www.example.com').success).toBe(true);
  });

  it('refuses text, other schemes and a missing domain', () => {
    for (const bad of [
      'not a url',
      'javascript:alert(1)',
      'mailto:a@b.co',
      'https://',
      'ftp://a.co',
    ]) {
      expect(websiteSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('is the rule of the business form, which names the field', () => {
    expect(urlIssue('not a url')).toBe(NOT_A_WEBSITE);
    expect(urlIssue('')).toBe('Please enter your website URL');
    expect(urlIssue('https://harbour-kayaks.example')).toBeUndefined();
  });

  it('is the rule of the product editor, where the website may stay empty', () => {
    const website = (v: string) => productInputSchema.shape.website.safeParse(v);
    expect(website('').success).toBe(true);
    expect(website('not a url').success).toBe(false);
    expect(website('javascript:alert(1)').success).toBe(false);
    expect(website('https://kayaks.example').success).toBe(true);
  });
});
