/** 'HH:mm' or 'HH:mm:ss' (24 h) to 'hh:mm a', e.g. '18:05' -> '06:05 pm'. */
export function formatTime12(time: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? '');
  if (!match) return '';
  const hours = Number(match[1]);
  if (hours > 23 || Number(match[2]) > 59) return '';
  const suffix = hours < 12 ? 'am' : 'pm';
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hours12).padStart(2, '0')}:${match[2]} ${suffix}`;
}
