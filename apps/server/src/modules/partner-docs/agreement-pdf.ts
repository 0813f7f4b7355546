import PDFDocument from 'pdfkit';
import { vendorAgreement, type AgreementInput } from '@jaunt/contract';

export interface AgreementPdfInput extends AgreementInput {
  date: Date;
  signer?: string | null;
  /** Force the FareHarbor terms (POST /api/pdf/fareharbor). */
  fareharbor?: boolean;
}

const dateText = (d: Date) =>
  d.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The vendor agreement as a PDF stream (pdfkit); `compress: false` leaves the text readable. */
export function agreementPdf(input: AgreementPdfInput, opts: { compress?: boolean } = {}) {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 64,
    compress: opts.compress ?? true,
    info: { Title: `${input.brand} Vendor Agreement - ${input.businessName}`, Author: input.brand },
  });
  const sections = vendorAgreement({
    ...input,
    payoutPreference: input.fareharbor ? 'fareharbor' : input.payoutPreference,
  });
  doc.font('Helvetica-Bold').fontSize(20).text(`${input.brand} Vendor Agreement`);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(11).text(`Vendor: ${input.businessName}`);
  doc.text(`Agreement date: ${dateText(input.date)}`);
  doc.moveDown();
  for (const s of sections) {
    doc.font('Helvetica-Bold').fontSize(12).text(s.title);
    doc.font('Helvetica').fontSize(11).text(s.body, { align: 'left' });
    doc.moveDown(0.75);
  }
  doc.moveDown();
  doc.text(`Agreed by ${input.signer ?? input.businessName} on ${dateText(input.date)}.`);
  doc.end();
  return doc;
}
