// Share summary's work, loaded on the first press: the summary as a PNG and as plain text, both through the
// share sheet where it takes files; else the image is downloaded and the text copied.
import { summaryFileName, summaryText, summaryTexts, type TripSummaryInput } from '../../domain/summary-texts';
import { downloadFile } from '../../ui/download-file';
import { toast } from '../../ui/toast';
import { summaryImage } from './summary-image';

export async function shareSummary(input: TripSummaryInput): Promise<void> {
  const texts = summaryTexts(input);
  const text = summaryText(texts);
  const image = await summaryImage(texts);
  const file = new File([image], summaryFileName(input.ledgerName), { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], text });
      return;
    } catch (error) {
      // Closing the sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.warn('The share sheet failed; downloading the image and copying the text instead', error);
    }
  }
  downloadFile(file.name, image, 'image/png');
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Summary image downloaded and its text copied');
  } catch (error) {
    console.warn('Copying the summary failed', error);
    toast.warning('Summary image downloaded; the text could not be copied');
  }
}
