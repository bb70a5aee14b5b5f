import { EMERGENCY_CARD_MESSAGES as M, emergencyCardText, type EmergencyCard } from '@sehat/shared';
import { qrDataUrl } from './qr-image';

const MARGIN_MM = 15;
const QR_MM = 55;

/**
 * Downloads the card as `emergency-card.pdf`: one A4 page with the card's
 * text and its QR code. jsPDF loads only when asked. Its built-in Helvetica
 * covers Latin text only (names in Devanagari print on the web page, not here).
 */
export async function downloadCardPdf(card: EmergencyCard): Promise<void> {
  const text = emergencyCardText(card);
  const [{ jsPDF }, qr] = await Promise.all([import('jspdf'), qrDataUrl(text)]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const width = doc.internal.pageSize.getWidth();
  doc.setProperties({ title: M.title });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(20);
  doc.text(M.title, MARGIN_MM, MARGIN_MM + 5);
  doc.addImage(qr, 'PNG', width - MARGIN_MM - QR_MM, MARGIN_MM, QR_MM, QR_MM);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(11);
  const body = text.split('\n').slice(1).join('\n');
  const lines: string[] = doc.splitTextToSize(body, width - 2 * MARGIN_MM - QR_MM - 5);
  doc.text(lines, MARGIN_MM, MARGIN_MM + 15, { lineHeightFactor: 1.35 });
  doc.save('emergency-card.pdf');
}
