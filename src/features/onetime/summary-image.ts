// Paints the Share summary image from its layout (domain/summary-layout.ts) on a canvas, as a PNG. Light
// colours whatever the app's theme: the image is read in other people's chats, often on white.
import { layoutSummary, type SummaryLayout, type Tone } from '../../domain/summary-layout';
import type { SummaryTexts } from '../../domain/summary-texts';

const INK: Record<Tone | 'paper' | 'panel' | 'rule', string> = {
  paper: '#ffffff',
  panel: '#eef1f7',
  rule: '#dde1ea',
  text: '#151821',
  muted: '#555b6b',
  owes: '#b3261e',
};

function paint(context: CanvasRenderingContext2D, layout: SummaryLayout): void {
  context.fillStyle = INK.paper;
  context.fillRect(0, 0, layout.width, layout.height);
  context.fillStyle = INK.panel;
  for (const p of layout.panels) {
    context.beginPath();
    context.roundRect(p.x, p.y, p.width, p.height, 28);
    context.fill();
  }
  context.fillStyle = INK.rule;
  for (const r of layout.rules) context.fillRect(r.x, r.y, r.width, r.height);
  context.textBaseline = 'middle';
  for (const t of layout.texts) {
    context.font = t.font;
    context.fillStyle = INK[t.tone];
    context.textAlign = t.align;
    context.fillText(t.text, t.align === 'right' ? t.x + t.width : t.x, t.y + t.height / 2);
  }
}

/** The summary as a PNG, 1080 px wide and as tall as its rows need. */
export async function summaryImage(texts: SummaryTexts): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  const measure = (text: string, font: string) => {
    context.font = font;
    return context.measureText(text).width;
  };
  const layout = layoutSummary(texts, measure);
  canvas.width = layout.width;
  canvas.height = layout.height;
  paint(context, layout);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made'))), 'image/png'),
  );
}
