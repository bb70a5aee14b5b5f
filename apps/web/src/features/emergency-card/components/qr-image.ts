/**
 * A PNG data URL of a QR code holding `text` itself (byte mode, error
 * correction M, 4-module quiet zone): any phone camera reads it offline.
 * The `qrcode` library loads only when a card is shown.
 */
export async function qrDataUrl(text: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, { errorCorrectionLevel: 'M', margin: 4, width: 480 });
}
