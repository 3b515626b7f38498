const palette = ['#E4572E', '#29335C', '#F3A712', '#669BBC', '#A8C686', '#8E5572', '#2A9D8F', '#E76F51', '#264653', '#6D597A']

function hash(text: string): number {
  let h = 2166136261
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619)
  return h >>> 0
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')

/** A deterministic picture for an entity: its colour comes from its name, so it looks the same on every machine. */
export function entitySvg(name: string, kind: string): string {
  const wide = kind === 'banner' || kind === 'store-cover' || kind === 'campaign' || kind === 'module-thumbnail'
  const [width, height] = wide ? [1200, 400] : [400, 400]
  const colour = palette[hash(name) % palette.length]
  const accent = palette[(hash(name) >> 4) % palette.length]
  const label = escapeXml(name.length > 40 ? `${name.slice(0, 39)}…` : name)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">
<rect width="100%" height="100%" fill="${colour}"/>
<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.35}" fill="${accent}" opacity="0.45"/>
<text x="50%" y="${wide ? 45 : 48}%" font-family="Helvetica, Arial, sans-serif" font-size="${wide ? 120 : 110}" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(initials(name))}</text>
<text x="50%" y="${wide ? 78 : 80}%" font-family="Helvetica, Arial, sans-serif" font-size="${wide ? 48 : 28}" fill="#fff" text-anchor="middle">${label}</text>
</svg>`
}
