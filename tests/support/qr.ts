import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import sharp from 'sharp';

/**
 * The text of the QR code in an SVG image, read as a phone camera would: the image drawn as pixels (sharp, at eight
 * pixels per module for a 33-module code) and decoded by ZXing, a decoder independent of the code's generator.
 */
export async function decodeQrSvg(svg: string | Buffer): Promise<string> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 576 })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(pixels))).getText();
}
