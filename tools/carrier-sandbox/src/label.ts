import bwipjs from 'bwip-js/node';
import { PDFDocument, PDFFont, PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { SandboxAddress } from './addresses';
import type { SandboxShipment } from './shipments';

/** A 4×6 inch thermal label, in PDF points (72 per inch). */
export const LABEL_SIZE = { width: 288, height: 432 } as const;

const MARGIN = 14;
/** Where the barcode band starts (its rule); the addresses stay above it. */
const BARCODE_BAND_TOP = 170;
const BLACK = rgb(0, 0, 0);
const WHITE = rgb(1, 1, 1);

/**
 * The standard PDF fonts only encode Latin text: accents are dropped (José → Jose) and anything
 * else becomes '?', rather than the label failing to print for a customer's name.
 */
export const labelText = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E]/g, '?');

/** 'GroundAdvantage' → 'GROUND ADVANTAGE', as carriers print their service names. */
export const serviceTitle = (service: string) => service.replace(/([a-z])([A-Z])/g, '$1 $2').toUpperCase();

/** Cuts a line to the width it may take, marking the cut with '...'. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  let line = labelText(text);
  if (font.widthOfTextAtSize(line, size) <= width) return line;
  while (line.length > 0 && font.widthOfTextAtSize(`${line}...`, size) > width) line = line.slice(0, -1);
  return `${line}...`;
}

function addressLines(address: SandboxAddress): string[] {
  const place = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean);
  return [
    address.name,
    address.company,
    address.street1,
    address.street2,
    place.join(', '),
    address.country && address.country !== 'US' ? address.country : null,
  ].filter((line): line is string => Boolean(line));
}

/** Draws lines downwards from `top`; answers where the next line would go. */
function drawLines(
  page: PDFPage,
  lines: string[],
  opts: { x: number; top: number; size: number; font: PDFFont; width: number },
): number {
  let y = opts.top;
  for (const line of lines) {
    y -= opts.size * 1.25;
    page.drawText(fit(line, opts.font, opts.size, opts.width), {
      x: opts.x,
      y,
      size: opts.size,
      font: opts.font,
    });
  }
  return y;
}

function rule(page: PDFPage, y: number, thickness = 1): void {
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: LABEL_SIZE.width - MARGIN, y },
    thickness,
    color: BLACK,
  });
}

/**
 * The label of a bought shipment: carrier and service, FROM and TO, the tracking code as a Code 128
 * barcode and as text, weight, date and reference; a return label says RETURN across its head.
 */
export async function renderLabel(shipment: SandboxShipment): Promise<Uint8Array> {
  const rate = shipment.selected_rate;
  const code = shipment.tracking_code;
  if (!rate || !code || !shipment.postage_label) throw new Error(`Shipment ${shipment.id} has no label`);

  const pdf = await PDFDocument.create();
  pdf.setTitle(`${rate.carrier} ${serviceTitle(rate.service)} label ${code}`);
  pdf.setSubject(code);
  pdf.setProducer('PhoneHub carrier sandbox');
  pdf.setCreationDate(new Date(shipment.postage_label.created));
  const page = pdf.addPage([LABEL_SIZE.width, LABEL_SIZE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const inner = LABEL_SIZE.width - 2 * MARGIN;
  const { height } = LABEL_SIZE;

  page.drawRectangle({
    x: 4,
    y: 4,
    width: LABEL_SIZE.width - 8,
    height: height - 8,
    borderColor: BLACK,
    borderWidth: 1.5,
  });

  // Head: carrier and service, and the RETURN flag in reverse print.
  page.drawText(rate.carrier, { x: MARGIN, y: height - 36, size: 22, font: bold });
  page.drawText(fit(serviceTitle(rate.service), bold, 11, inner - 90), {
    x: MARGIN,
    y: height - 52,
    size: 11,
    font: bold,
  });
  if (shipment.is_return) {
    page.drawRectangle({
      x: LABEL_SIZE.width - MARGIN - 84,
      y: height - 50,
      width: 84,
      height: 30,
      color: BLACK,
    });
    page.drawText('RETURN', {
      x: LABEL_SIZE.width - MARGIN - 76,
      y: height - 42,
      size: 16,
      font: bold,
      color: WHITE,
    });
  }
  rule(page, height - 62, 2);

  // FROM, small; SHIP TO, large.
  page.drawText('FROM:', { x: MARGIN, y: height - 74, size: 7, font: bold });
  const fromEnd = drawLines(page, addressLines(shipment.from_address), {
    x: MARGIN + 30,
    top: height - 66,
    size: 8,
    font: regular,
    width: inner - 30,
  });
  const toTop = Math.min(fromEnd - 8, height - 150);
  rule(page, toTop);
  page.drawText('SHIP TO:', { x: MARGIN, y: toTop - 14, size: 9, font: bold });
  // The largest print (up to 13 pt) that keeps a long address above the barcode band.
  const toLines = addressLines(shipment.to_address);
  const toSize = Math.min(13, (toTop - 18 - BARCODE_BAND_TOP - 6) / (toLines.length * 1.25));
  drawLines(page, toLines, {
    x: MARGIN + 14,
    top: toTop - 18,
    size: toSize,
    font: bold,
    width: inner - 14,
  });

  // The barcode and its number.
  rule(page, BARCODE_BAND_TOP, 2);
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text: code,
    scale: 3,
    height: 18,
    includetext: false,
  });
  const barcode = await pdf.embedPng(png);
  const barcodeWidth = inner - 8;
  page.drawText(`${rate.carrier} TRACKING #`, { x: MARGIN, y: 156, size: 8, font: bold });
  page.drawImage(barcode, { x: MARGIN + 4, y: 70, width: barcodeWidth, height: 78 });
  const codeWidth = bold.widthOfTextAtSize(code, 12);
  page.drawText(code, { x: (LABEL_SIZE.width - codeWidth) / 2, y: 52, size: 12, font: bold });
  rule(page, 44);

  // Foot: what the carrier bills and the shop's reference.
  const pounds = (shipment.parcel.weight / 16).toFixed(2);
  const date = new Date(shipment.postage_label.created).toISOString().slice(0, 10);
  page.drawText(`WT ${shipment.parcel.weight} OZ (${pounds} LB)   ${date}   ZONE ${shipment.zone}`, {
    x: MARGIN,
    y: 30,
    size: 7,
    font: regular,
  });
  if (shipment.reference)
    page.drawText(fit(`REF ${shipment.reference}`, regular, 7, inner), {
      x: MARGIN,
      y: 18,
      size: 7,
      font: regular,
    });
  return pdf.save();
}
