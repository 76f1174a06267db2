import 'server-only';
import QRCode from 'qrcode';

/**
 * A QR code of `text` as an SVG image, drawn at build: black modules on white with the quiet zone of four modules
 * that ISO/IEC 18004 asks for, and error correction M (15 %), which copes with a smudged print.
 */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
