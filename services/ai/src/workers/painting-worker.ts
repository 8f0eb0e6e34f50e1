import { paintImpression, type WineToPaint } from '../painting/paint-impression';

/** Piscina task (runs in a worker thread): paints one picture. */
export default function paint(wine: WineToPaint): Promise<Buffer> {
  return paintImpression(wine);
}
