import { reportTime } from '../utils/report-display';

export function ReportTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{reportTime(iso)}</time>;
}
